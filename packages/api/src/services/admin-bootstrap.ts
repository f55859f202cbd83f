import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword, User } from '@direto/db';

/**
 * Creates an administrator, or promotes the existing account with that email and sets its
 * password. Used by ADMIN_EMAIL/ADMIN_PASSWORD at start and by `pnpm admin:create`.
 */
export async function ensureAdmin(em: EntityManager, email: string, password: string): Promise<'created' | 'promoted'> {
  const normalized = email.trim().toLowerCase();
  const hashed = await hashPassword(password);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(User, { email: normalized });
    if (existing) {
      existing.isAdmin = true;
      existing.password = hashed;
      return 'promoted';
    }
    tx.create(User, { email: normalized, password: hashed, firstName: 'Administrador', isAdmin: true, profileCompleted: true });
    return 'created';
  });
}
