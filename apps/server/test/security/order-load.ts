import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fromCents, toCents } from '@direto/contracts';
import { hashPassword, Product, Restaurant, User, type IProduct, type IRestaurant, type IUser } from '@direto/db';
import { required } from '../required';

/**
 * The customers, restaurant and orders of the tests that put a server process (server-process.ts)
 * under order load while something fails: the server is killed (crash-safety), the database
 * restarts (database-restart).
 */

const PASSWORD = 'senha-do-cliente-1';
const DELIVERY_FEE = '4.90';

export interface LoadWorld {
  owner: IUser;
  restaurant: IRestaurant;
  /** Three dishes at different prices. */
  products: IProduct[];
  customers: IUser[];
}

/** An owner's restaurant (flat delivery fee) with three dishes, and `customers` customers who can sign in. */
export async function createLoadWorld(em: EntityManager, { customers: count, restaurantName }: { customers: number; restaurantName: string }): Promise<LoadWorld> {
  const passwordHash = await hashPassword(PASSWORD);
  const owner = em.create(User, { email: `dono-${randomUUID()}@teste.com`, password: passwordHash, firstName: 'Dono', userType: 'restaurant' } as RequiredEntityData<IUser>);
  const restaurant = em.create(Restaurant, { owner, name: restaurantName, shareableSlug: `carga-${randomUUID().slice(0, 8)}`, deliveryFee: DELIVERY_FEE } as RequiredEntityData<IRestaurant>);
  const products = ['12.50', '7.25', '30.00'].map((price, index) =>
    em.create(Product, { restaurant, name: `Prato ${index + 1}`, description: 'Da casa', price } as RequiredEntityData<IProduct>),
  );
  const customers = Array.from({ length: count }, (_, index) =>
    em.create(User, {
      email: `cliente-${index}-${randomUUID()}@teste.com`,
      password: passwordHash,
      firstName: `Cliente ${index}`,
      phone: '(11) 98765-4321',
      address: 'Rua Augusta, 1200',
    } as RequiredEntityData<IUser>),
  );
  await em.flush();
  return { owner, restaurant, products, customers };
}

/** Signs an account of the load world in over HTTP; answers its session cookie (name=value). */
export async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`${email} não entrou: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((header) => header.startsWith('direto.sid='));
  return required(required(cookie, `o cookie de sessão de ${email}`).split(';')[0], 'o par nome=valor do cookie');
}

/** The body of POST /api/orders for these lines, with the amounts the customer sees. */
export function orderBody(restaurant: IRestaurant, lines: { product: IProduct; quantity: number }[]) {
  const items = lines.map(({ product, quantity }) => ({ productId: product.id, quantity, unitPrice: product.price, totalPrice: fromCents(toCents(product.price) * quantity) }));
  const subtotal = items.reduce((sum, item) => sum + toCents(item.totalPrice), 0);
  return {
    order: { restaurantId: restaurant.id, subtotal: fromCents(subtotal), deliveryFee: DELIVERY_FEE, total: fromCents(subtotal + toCents(DELIVERY_FEE)), status: 'pending' },
    items,
  };
}
