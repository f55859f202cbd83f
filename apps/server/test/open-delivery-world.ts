import { beforeAll } from 'vitest';
import type { IProduct, IRestaurant, IUser } from '@direto/db';
import { makeProduct } from './factories';
import { connectOpenDeliveryClient, type OpenDeliveryClient } from './open-delivery-client';
import { signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from './restaurant-fixtures';
import type { TestApp } from './test-app';

/** Two restaurants, each with its POS connected through Open Delivery, a customer, and a lasanha on the first one's menu. */
export interface OpenDeliveryWorld {
  owner: SignedInOwner;
  pos: OpenDeliveryClient;
  /** Another restaurant's owner and POS: what must not reach the first one's orders. */
  otherOwner: SignedInOwner;
  otherPos: OpenDeliveryClient;
  customer: SignedInCustomer;
  /** R$ 19,00. */
  lasanha: IProduct;
}

interface WorldOptions {
  restaurant: Partial<IRestaurant>;
  customer?: Partial<Pick<IUser, 'phone' | 'address' | 'firstName' | 'lastName'>>;
  lasanha?: Partial<IProduct>;
}

/** The Open Delivery tests' world, made in the file's `beforeAll` (after the app started); read it in tests. */
export function openDeliveryWorldForTheFile(t: TestApp, options: WorldOptions): OpenDeliveryWorld {
  const world = {} as OpenDeliveryWorld;
  beforeAll(async () => {
    world.owner = await signedInOwner(t, options.restaurant);
    world.otherOwner = await signedInOwner(t, { name: 'Outra Cantina' });
    world.customer = await signedInCustomer(t, options.customer);
    world.lasanha = await makeProduct(t.em(), world.owner.restaurant, { name: 'Lasanha', price: '19.00', ...options.lasanha });
    world.pos = await connectOpenDeliveryClient(t, world.owner);
    world.otherPos = await connectOpenDeliveryClient(t, world.otherOwner);
  });
  return world;
}
