import { randomUUID } from 'node:crypto';
import type { RequiredEntityData } from '@mikro-orm/core';
import { Category, hashPassword, RestaurantMember, User, type ICategory, type IProduct, type IRestaurant, type IRestaurantMember, type IUser } from '@direto/db';
import { makeProduct, makeRestaurant } from '../factories';
import { pngImage } from '../images';
import { nextTestClientAddress, sessionCookieFrom } from '../session';
import { required } from '../required';
import type { TestApp } from '../test-app';
import type { Principal } from '../../src/security/authorization-matrix';


export interface Actor {
  /** `cookie` header of the actor's session; none when anonymous. */
  cookie?: string;
  user?: IUser;
  /** The restaurant of an owner. */
  restaurant?: IRestaurant;
}

export const WORLD_PASSWORD = 'senha-do-mundo-1';

/**
 * A small marketplace for authorisation and hostile-input tests: one signed-in caller of each
 * kind (sessions made through the real login route), the owner's restaurant with a product and a
 * category, an order the customer placed there, and a completed upload.
 */
export async function createSecurityWorld(t: TestApp) {
  const passwordHash = await hashPassword(WORLD_PASSWORD);

  async function createAccount(fields: Partial<IUser> = {}): Promise<IUser> {
    const em = t.em();
    const user = em.create(User, {
      email: `mundo-${randomUUID()}@teste.com`,
      password: passwordHash,
      firstName: 'Teste',
      lastName: 'Mundo',
      phone: '(11) 98765-4321',
      address: 'Rua Augusta, 1200, apto 52',
      ...fields,
    } as RequiredEntityData<IUser>);
    await em.flush();
    return user;
  }

  async function signIn(user: IUser): Promise<string> {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: nextTestClientAddress(), payload: { email: user.email, password: WORLD_PASSWORD } });
    return sessionCookieFrom(res);
  }

  /** The restaurant staff actors work at: the first owner's (made before any staff). */
  let staffRestaurant: IRestaurant | undefined;
  const staffOf = () => required(staffRestaurant, 'o restaurante da equipe').id;

  /** A new signed-in caller of that kind, for requests that change or end the caller's session. */
  async function freshActor(who: Principal, options: { withRestaurant?: boolean; withoutPassword?: boolean } = {}): Promise<Actor> {
    if (who === 'anonymous') return {};
    const isOwner = who === 'owner' || who === 'otherOwner';
    const user = await createAccount({ userType: isOwner ? 'restaurant' : 'customer', isAdmin: who === 'admin' });
    const restaurant = isOwner && options.withRestaurant !== false ? await makeRestaurant(t.em(), { owner: t.em().getReference(User, user.id) }) : undefined;
    if (who === 'owner' && !staffRestaurant) staffRestaurant = restaurant;
    // A staff member: a customer account that joined the owner's restaurant (an accepted invitation).
    if (who === 'staff') {
      const em = t.em();
      em.create(RestaurantMember, { restaurant: staffOf(), user: user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
      await em.flush();
    }
    const cookie = await signIn(user);
    // A Google-created account has no password; its session stays valid.
    if (options.withoutPassword) await t.em().nativeUpdate(User, { id: user.id }, { password: null });
    return { cookie, user, restaurant };
  }

  const owner = await freshActor('owner');
  const restaurant = required(owner.restaurant, 'o restaurante do dono');
  const actors: Record<Principal, Actor> = {
    anonymous: {},
    customer: await freshActor('customer'),
    owner,
    otherOwner: await freshActor('otherOwner'),
    admin: await freshActor('admin'),
    staff: await freshActor('staff'),
  };
  const product: IProduct = await makeProduct(t.em(), restaurant);
  const em = t.em();
  const category = em.create(Category, { restaurant: restaurant.id, name: 'Pratos', sortOrder: 0 } as RequiredEntityData<ICategory>);
  await em.flush();

  /** A valid order body for the product at its current price. */
  const orderBody = () => ({
    order: { restaurantId: restaurant.id, subtotal: '12.50', deliveryFee: '0.00', total: '12.50', status: 'pending' },
    items: [{ productId: product.id, quantity: 1, unitPrice: '12.50', totalPrice: '12.50' }],
  });

  /** Places the body above as `customer`, with `payment` when given (issue 16); returns the order's id. */
  async function placeOrder(customer: Actor = actors.customer, payment?: Record<string, unknown>): Promise<string> {
    const body = orderBody();
    const payload = payment ? { ...body, order: { ...body.order, payment } } : body;
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { cookie: required(customer.cookie, 'a sessão de quem pede') }, payload });
    if (res.statusCode !== 201) throw new Error(`Pedido recusado (${res.statusCode}): ${res.body}`);
    return res.json().id;
  }

  /** Uploads a small PNG as `actor` and returns its /objects path. */
  async function uploadImage(actor: Actor = actors.admin): Promise<string> {
    const issued = await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: required(actor.cookie, 'a sessão de quem envia') } });
    const { uploadURL, objectPath } = issued.json();
    const put = await t.app.inject({ method: 'PUT', url: uploadURL, headers: { 'content-type': 'image/png' }, payload: pngImage() });
    if (put.statusCode !== 200) throw new Error(`Envio recusado (${put.statusCode}): ${put.body}`);
    return objectPath;
  }

  const orderId = await placeOrder();
  const imagePath = await uploadImage();

  return { actors, restaurant, product, category, orderId, imagePath, orderBody, createAccount, freshActor, placeOrder, uploadImage, signInAgain: signIn };
}

export type SecurityWorld = Awaited<ReturnType<typeof createSecurityWorld>>;
