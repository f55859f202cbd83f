import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createCaller } from '@direto/api';
import { createRequestContext } from '../context';
import { menuPageBuildReader } from './menu-page-build';
import { menuPageRenderer, withFirstView } from './menu-page-render';
import { sendIndexHtml, withInitialData } from './spa';

/**
 * The menu page, /restaurant/{slug} and /r/{slug} (issue 20): index.html carrying the restaurant
 * and its menu (from the menu cache), and for a signed-in visitor what the page asks first about
 * them — auth.me, their orders ('Pedido em andamento') and the menu's categories — so the page
 * paints as soon as its script has run, without a round trip to the API. Registered inside the
 * session scope: that data is the visitor's own, so such a page is sent `private`. For a signed-in
 * customer the page's first view comes rendered too (menu-page-render.ts), so it paints before
 * any script has run; rendered for each request, its open state is as recent as the data's. So
 * does it for a visitor with no session where the restaurant takes guest orders (issue 30, the
 * shared link): that page holds only public data (the menu's categories, 'signed out'), and goes
 * out public like the shell.
 */
export async function menuPageRoutes(app: FastifyInstance, options: { distDir: string }): Promise<void> {
  const readBuild = menuPageBuildReader(options.distDir);
  const renderFirstView = menuPageRenderer(options.distDir, app.log);

  const sendMenuPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const build = readBuild();
    if (!build) return reply.status(404).send({ message: 'Rota não encontrada' });
    const { slug } = request.params as { slug: string };
    const menu = await app.menuPageData(slug).catch((error: unknown) => {
      request.log.warn({ err: error }, 'Dados iniciais do cardápio indisponíveis');
      return null;
    });
    if (!menu) return sendIndexHtml(reply, withInitialData(build.indexHtml, null, build.pageChunks));
    const visitor = await signedInVisitorJson(request, menu.restaurantId);
    // No session at all: the guest menu's public data, where the restaurant takes guest orders.
    const guest = visitor === null && !request.session?.userId ? await guestVisitorJson(request, menu) : null;
    const json = `{"slug":${JSON.stringify(slug)},"restaurant":${menu.restaurant},"products":${menu.products ?? 'null'}${visitor ? `,"signedIn":${visitor}` : ''}${guest ? `,"signedOut":${guest}` : ''}}`;
    // Only a visitor shown the menu gets its first view: signed in, or a guest (others get the login screen).
    const firstViewPage = visitor === null && guest === null ? null : build.firstViewPage;
    const firstView = firstViewPage === null ? null : await renderFirstView(request.url, json);
    const page = firstViewPage !== null && firstView !== null ? withFirstView(withInitialData(firstViewPage, json), firstView) : withInitialData(build.indexHtml, json, build.pageChunks);
    return sendIndexHtml(reply, page, visitor !== null);
  };
  app.get('/restaurant/:slug', sendMenuPage);
  app.get('/r/:slug', sendMenuPage);
}

/**
 * { me, myOrders?, categories } as the procedures answer them for this request's session (the
 * same calls, input and access checks as the web app's), or null for a visitor who is not signed
 * in or when a call fails — the page then asks the API itself, as it always could.
 */
async function signedInVisitorJson(request: FastifyRequest, restaurantId: string): Promise<string | null> {
  if (!request.session?.userId) return null;
  try {
    const ctx = await createRequestContext(request);
    if (!ctx.user) return null;
    const caller = createCaller(ctx);
    const me = await caller.auth.me();
    // Only a customer has orders of their own to follow (the banner); staff and owners see the menu alone.
    const myOrders = ctx.user.userType === 'customer' ? await caller.order.mine().catch(() => undefined) : undefined;
    const categories = await caller.category.list({ restaurantId });
    return JSON.stringify({ me, myOrders, categories });
  } catch (error) {
    request.log.warn({ err: error }, 'Dados do visitante indisponíveis para a página do cardápio');
    return null;
  }
}

/**
 * { categories } for a visitor with no session, when the restaurant takes guest orders (else they
 * see the login screen, left to the browser as before); null otherwise or when the call fails.
 * Public data only: the page may be kept by a shared cache.
 */
async function guestVisitorJson(request: FastifyRequest, menu: { restaurantId: string; restaurant: string; products: string | null }): Promise<string | null> {
  if (menu.products === null) return null;
  try {
    const { guestOrders } = JSON.parse(menu.restaurant) as { guestOrders?: boolean };
    if (guestOrders !== true) return null;
    const caller = createCaller(await createRequestContext(request));
    const categories = await caller.category.list({ restaurantId: menu.restaurantId });
    return JSON.stringify({ categories });
  } catch (error) {
    request.log.warn({ err: error }, 'Categorias indisponíveis para a página do cardápio sem cadastro');
    return null;
  }
}
