import type { EntityManager } from '@mikro-orm/postgresql';
import { LOGO_SETTING_KEY, type Logo } from '@direto/contracts';
import { Setting } from '@direto/db';
import type { ObjectStorage } from '../context';
import { badRequest } from '../errors';

const LOGO_MESSAGES = {
  notOurs: 'Imagem inválida: envie o arquivo pelo formulário',
  notUploaded: 'Imagem não encontrada: envie o arquivo novamente.',
} as const;

export async function getLogo(em: EntityManager): Promise<Logo> {
  const setting = await em.findOne(Setting, { key: LOGO_SETTING_KEY });
  return { logoPath: setting?.value ?? null };
}

/** Stores the logo as the stable /objects path of a completed upload (never a raw upload URL). */
export async function updateLogo(em: EntityManager, objects: ObjectStorage, logoURL: string): Promise<Logo> {
  const logoPath = objects.toObjectPath(logoURL);
  if (!logoPath) throw badRequest(LOGO_MESSAGES.notOurs);
  if (!(await objects.exists(logoPath))) throw badRequest(LOGO_MESSAGES.notUploaded);
  await em.upsert(Setting, { key: LOGO_SETTING_KEY, value: logoPath });
  return { logoPath };
}
