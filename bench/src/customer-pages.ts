import { fromCents, toCents } from '@direto/contracts';
import { getJson } from './http';
import { required } from './required';
import { signIn } from './sign-in';
import { customerEmail, MENU_SLUG, ownerEmail } from './settings';

/** A page a customer lands on, as the bench opens it. */
export interface CustomerPage {
  /** Short name, e.g. "guest order page". */
  name: string;
  /** The path as a customer's link gives it (the token or id of the seeded order or table). */
  path: string;
  /** Session cookie for a signed-in page; none for a signed-out visitor. */
  cookie?: string;
  /** A text the page shows once it has loaded its data: each measured page is checked to really be that page. */
  shows: string;
  /** The guest checkout: the menu (dish with no options, so 'Adicionar' adds it at once), then 'Adicionar' → 'Abrir carrinho' → 'Finalizar Pedido' (measured as a step). */
  checkoutStep?: { addButton: string };
}

interface MenuProduct {
  id: string;
  name: string;
  price: string;
  isAvailable: boolean;
  optionGroups: unknown[];
}

/**
 * Issue 37 item 1: every page a customer lands on, with what each needs, made through the API as
 * the owner and a customer would (bench-00002, 200 dishes): guest orders on ('Aceitar pedidos sem
 * cadastro'), a guest order placed (its /pedido/{token}), an account order placed by customer 1
 * (/orders/{id}) and a table created (its QR link /m/{token}).
 */
export async function prepareCustomerPages(appUrl: string, restaurantId: string): Promise<CustomerPage[]> {
  const ownerCookie = await signIn(appUrl, ownerEmail(2));
  const customerCookie = await signIn(appUrl, customerEmail(1));
  const restaurant = await getJson<{ id: string; name: string; deliveryFee: string }>(appUrl, `/api/restaurants/slug/${MENU_SLUG}`);
  if (restaurant.id !== restaurantId) throw new Error(`${MENU_SLUG} não é o restaurante ${restaurantId}`);
  await send(appUrl, 'PUT', `/api/restaurants/${restaurantId}/order-settings`, ownerCookie, { guestOrders: true });
  const products = await getJson<MenuProduct[]>(appUrl, `/api/restaurants/${restaurantId}/products`);
  const dish = required(products.find((product) => product.isAvailable && product.optionGroups.length === 0), 'prato disponível sem opções');
  const feeCents = toCents(restaurant.deliveryFee);
  const order = {
    restaurantId,
    subtotal: dish.price,
    deliveryFee: fromCents(feeCents),
    total: fromCents(toCents(dish.price) + feeCents),
    status: 'pending',
    deliveryAddress: 'Rua do Teste de Carga, 1',
  };
  const items = [{ productId: dish.id, quantity: 1, unitPrice: dish.price, totalPrice: dish.price }];
  const guest = await send<{ trackingToken: string }>(appUrl, 'POST', `/api/restaurants/${restaurantId}/guest-orders`, undefined, {
    order,
    items,
    customer: { name: 'Convidada do Bench', phone: '(11) 98888-0001', marketingConsent: false },
  });
  const placed = await send<{ id: string }>(appUrl, 'POST', '/api/orders', customerCookie, { order, items });
  const table = await send<{ link: string }>(appUrl, 'POST', `/api/restaurants/${restaurantId}/tables`, ownerCookie, { name: 'Mesa do Bench' });
  return [
    { name: 'menu from a shared link, signed out', path: `/r/${MENU_SLUG}`, shows: dish.name },
    { name: 'guest checkout step', path: `/r/${MENU_SLUG}`, shows: dish.name, checkoutStep: { addButton: `Adicionar ${dish.name}` } },
    { name: 'guest order page', path: `/pedido/${guest.trackingToken}`, shows: 'Pedido enviado!' },
    { name: 'account order page', path: `/orders/${placed.id}`, cookie: customerCookie, shows: restaurant.name },
    { name: 'table-mode menu', path: table.link, shows: 'Mesa do Bench' },
  ];
}

/** A JSON request as the web app sends it (same-origin header); fails loudly on a non-2xx answer. */
async function send<T = unknown>(appUrl: string, method: string, path: string, cookie: string | undefined, body: unknown): Promise<T> {
  const response = await fetch(appUrl + path, {
    method,
    headers: { 'content-type': 'application/json', origin: appUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
