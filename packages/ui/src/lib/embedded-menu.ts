import type { RouterOutputs } from './trpc';

/** The block the server writes into the menu page's HTML (apps/server/src/plugins/spa.ts). */
const INITIAL_DATA_ID = 'direto-initial-data';
const MENU_PATH = /^\/(?:restaurant|r)\/([^/]+)\/?$/;

export interface EmbeddedMenu {
  slug: string;
  restaurant: RouterOutputs['restaurant']['bySlug'];
  products: RouterOutputs['product']['listByRestaurant'] | null;
  /** For a signed-in visitor: what the page asks first (apps/server/src/plugins/menu-page.ts). */
  signedIn?: {
    me: RouterOutputs['auth']['me'];
    /** A customer's orders (the 'Pedido em andamento' banner); absent for others. */
    myOrders?: RouterOutputs['order']['mine'];
    categories: RouterOutputs['category']['list'];
  };
  /**
   * For a visitor with no session, when the restaurant takes orders without an account (issue 30,
   * a public page: nothing of anyone's): they are signed out, and the menu's categories.
   */
  signedOut?: {
    categories: RouterOutputs['category']['list'];
  };
}

/** Parsed once per block: the entry (to ask the rest of the page's data early) and the menu page both read it. */
const parsed = new WeakMap<Element, EmbeddedMenu | null>();

/**
 * The restaurant and menu the server embedded in this page, when they describe the page's own
 * path (a slug that differs, or another path, gives null).
 */
export function embeddedMenu(doc: Document = document): EmbeddedMenu | null {
  const element = doc.getElementById(INITIAL_DATA_ID);
  const match = MENU_PATH.exec(doc.location.pathname);
  if (!element?.textContent || !match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (!parsed.has(element)) parsed.set(element, parse(element.textContent));
  const data = parsed.get(element) ?? null;
  return data && data.slug === slug && data.restaurant ? data : null;
}

function parse(json: string): EmbeddedMenu | null {
  try {
    return JSON.parse(json) as EmbeddedMenu;
  } catch {
    return null;
  }
}
