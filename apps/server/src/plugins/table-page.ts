import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCaller } from '@direto/api';
import { createRequestContext } from '../context';
import { pageFirstViewSender, type SeededQuery } from './page-first-view';

/** Table mode's module in packages/ui (its key in the build's manifest). */
const TABLE_MODE_PAGE_SOURCE = 'src/pages/table/table-mode-page.tsx';

/**
 * /m/{token} (issue 33), a table's QR link, sent with its first view (issue 37): the table and its
 * restaurant, the menu and its categories, and who is signed in — the very queries table mode asks
 * first. The page is public; for a signed-in visitor it carries who they are, so it goes out
 * `private`. A link that names no table (unknown, replaced, table off) embeds nothing: the browser
 * shows 'Mesa não encontrada' as it always did.
 */
export async function tablePageRoutes(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const send = pageFirstViewSender(options.distDir, TABLE_MODE_PAGE_SOURCE, app.log);
  app.get('/m/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const seeded = await tableModeQueries(request, token);
    return send(request, reply, seeded?.queries ?? null, seeded?.signedIn ?? false);
  });
}

async function tableModeQueries(request: FastifyRequest, token: string): Promise<{ queries: SeededQuery[]; signedIn: boolean } | null> {
  try {
    const ctx = await createRequestContext(request);
    const caller = createCaller(ctx);
    const link = await caller.tableLink.get({ token }).catch(() => null);
    if (!link) return null;
    const restaurantId = link.restaurant.id;
    const [products, categories, me] = await Promise.all([
      caller.product.listByRestaurant({ id: restaurantId }),
      caller.category.list({ restaurantId }),
      // Signed out, auth.me answers 401, which the app reads as signed out (null).
      ctx.user ? caller.auth.me() : null,
    ]);
    const queries: SeededQuery[] = [
      { path: 'tableLink.get', input: { token }, data: link },
      { path: 'product.listByRestaurant', input: { id: restaurantId }, data: products },
      { path: 'category.list', input: { restaurantId }, data: categories },
      { path: 'auth.me', data: me },
    ];
    return { queries, signedIn: ctx.user !== null };
  } catch (error) {
    request.log.warn({ err: error }, 'Dados iniciais da mesa indisponíveis');
    return null;
  }
}
