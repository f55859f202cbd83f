import type { LightMyRequestResponse } from 'fastify';
import { User, type IProduct, type IRestaurant, type IUser } from '@direto/db';
import { makeProduct, makeRestaurant } from './factories';
import { registerAndLogin, type SignedInUser } from './session';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** JSON requests to the REST facade as a signed-in user (cookie) or anonymously (no cookie). */
export function restClient(t: TestApp, cookie?: string) {
  const send = (method: Method, url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload?: unknown) => send('POST', url, payload),
    put: (url: string, payload?: unknown) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}

export interface SignedInOwner extends SignedInUser {
  restaurant: IRestaurant;
  rest: ReturnType<typeof restClient>;
}

/** A restaurant owner signed in through the real routes, with a restaurant. */
export async function signedInOwner(t: TestApp, restaurant: Partial<IRestaurant> = {}): Promise<SignedInOwner> {
  const owner = await registerAndLogin(t, { userType: 'restaurant' });
  const em = t.em();
  const created = await makeRestaurant(em, { ...restaurant, owner: em.getReference(User, owner.user.id) });
  return { ...owner, restaurant: created, rest: restClient(t, owner.cookie) };
}

/** An owner with a pizzeria, and the owner of another restaurant: the one whose requests the first one's routes refuse. */
export async function ownerAndOtherOwner(t: TestApp): Promise<{ owner: SignedInOwner; otherOwner: SignedInOwner }> {
  const owner = await signedInOwner(t, { name: 'Pizzaria Bella' });
  return { owner, otherOwner: await signedInOwner(t, { name: 'Outra Pizzaria' }) };
}

/** A signed-in owner whose restaurant sells one product. */
export interface ShopWithProduct {
  owner: SignedInOwner;
  product: IProduct;
}

/** A restaurant of its own (signed-in owner) with one product on its menu: tests whose rules apply restaurant-wide start from it. */
export async function shopWithProduct(t: TestApp, restaurant: Partial<IRestaurant>, product: Partial<IProduct>): Promise<ShopWithProduct> {
  const owner = await signedInOwner(t, restaurant);
  return { owner, product: await makeProduct(t.em(), owner.restaurant, product) };
}

export interface SignedInCustomer extends SignedInUser {
  rest: ReturnType<typeof restClient>;
}

/** A customer signed in through the real routes, with a delivery profile. */
export async function signedInCustomer(t: TestApp, profile: Partial<Pick<IUser, 'phone' | 'address' | 'firstName' | 'lastName'>> = {}) {
  const customer = await registerAndLogin(t, { userType: 'customer', firstName: profile.firstName ?? 'Ana', lastName: profile.lastName ?? 'Souza' });
  const em = t.em();
  const user = await em.findOneOrFail(User, customer.user.id);
  user.phone = profile.phone ?? '(11) 98765-4321';
  user.address = profile.address ?? 'Rua Augusta, 1200, apto 52';
  await em.flush();
  return { ...customer, user, rest: restClient(t, customer.cookie) } satisfies SignedInCustomer;
}
