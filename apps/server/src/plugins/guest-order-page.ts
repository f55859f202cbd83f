import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCaller } from '@direto/api';
import { createRequestContext } from '../context';
import { pageFirstViewSender, type SeededQuery } from './page-first-view';

/** The guest order page's module in packages/ui (its key in the build's manifest). */
const GUEST_ORDER_PAGE_SOURCE = 'src/pages/customer/guest-order-page.tsx';

/**
 * /pedido/{token} (issue 30), a guest's tracking link, sent with its first view (issue 37): the
 * order the token names — the token is the credential, as for guestOrder.byToken itself — and what
 * the page asks beside it (this device's orders, the loyalty card, the logo, who is signed in).
 * Always `private`: it carries a person's name and address. An unknown token embeds nothing: the
 * browser shows 'Pedido não encontrado' as it always did.
 */
export async function guestOrderPageRoutes(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const send = pageFirstViewSender(options.distDir, GUEST_ORDER_PAGE_SOURCE, app.log);
  app.get('/pedido/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    return send(request, reply, await guestOrderQueries(request, token), true);
  });
}

async function guestOrderQueries(request: FastifyRequest, token: string): Promise<SeededQuery[] | null> {
  try {
    const ctx = await createRequestContext(request);
    const caller = createCaller(ctx);
    // Input checked by the procedure (zod), as for the browser's own call; any refusal embeds nothing.
    const order = await caller.guestOrder.byToken({ token }).catch(() => null);
    if (!order) return null;
    // What the page asks beside the order, read together. Signed out, auth.me answers 401, which
    // the app reads as signed out (null). A loyalty card the server cannot read (restaurant
    // removed) is left to the browser, which asks as it always did.
    const restaurantId = order.restaurantId;
    const [device, me, logo, loyalty] = await Promise.all([
      caller.guestOrder.device(),
      ctx.user ? caller.auth.me() : null,
      caller.logo.get(),
      restaurantId ? caller.loyalty.progress({ id: restaurantId }).catch(() => undefined) : undefined,
    ]);
    const queries: SeededQuery[] = [
      { path: 'guestOrder.byToken', input: { token }, data: order },
      { path: 'guestOrder.device', data: device },
      { path: 'auth.me', data: me },
      { path: 'logo.get', data: logo },
    ];
    if (restaurantId && loyalty) queries.push({ path: 'loyalty.progress', input: { id: restaurantId }, data: loyalty });
    return queries;
  } catch (error) {
    request.log.warn({ err: error }, 'Dados iniciais do pedido sem cadastro indisponíveis');
    return null;
  }
}
