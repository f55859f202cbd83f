import type { FastifyInstance } from 'fastify';
import { sessionControlFor } from '../plugins/session';

/** GET /api/logout: the link owners and customers follow to sign out; ends on the landing page. */
export async function logoutRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/logout', async (request, reply) => {
    await sessionControlFor(request).signOut();
    return reply.redirect('/');
  });
}
