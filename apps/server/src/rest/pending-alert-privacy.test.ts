import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequiredEntityData } from '@mikro-orm/core';
import { RestaurantMember, type IRestaurantMember } from '@direto/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { restClient, signedInCustomer, signedInOwner, type SignedInCustomer, type SignedInOwner } from '../../test/restaurant-fixtures';
import { registerAndLogin } from '../../test/session';
import { INITIAL_DATA_ID } from '../plugins/spa';

/**
 * The pending-order alert (pendingAlertMinutes) is the owner's setting for their board: the spec's
 * public restaurant does not list it, so customers and anonymous visitors never read it — only the
 * owner (GET /api/restaurants/my and the settings answers) and the team's board (GET /api/user's workplace).
 */
let t: TestApp;
let owner: SignedInOwner;
let customer: SignedInCustomer;

beforeAll(async () => {
  // A built web app's index.html is all the menu page needs to embed its data.
  const distDir = mkdtempSync(join(tmpdir(), 'direto-alert-privacy-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head><title>Direto</title></head><body><div id="root"></div></body></html>');
  t = await createTestApp({ UI_DIST_DIR: distDir });
  owner = await signedInOwner(t, { name: 'Alerta Próprio' });
  customer = await signedInCustomer(t);
  const saved = await owner.rest.put(`/api/restaurants/${owner.restaurant.id}`, {
    name: 'Alerta Próprio',
    deliveryFee: '5.00',
    deliveryTime: '30-45 min',
    isOpen: true,
    pendingAlertMinutes: 12,
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const trpcGet = (procedure: string, input: unknown, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, headers: cookie ? { cookie } : {} });

describe('pendingAlertMinutes stays with the restaurant’s team', () => {
  it('is not in the public restaurant: REST by link, tRPC by link and by id, anonymous or signed in', async () => {
    const { id, shareableSlug: slug } = owner.restaurant;
    for (const cookie of [undefined, customer.cookie]) {
      // Twice each: the second answer comes from the menu cache.
      for (let round = 0; round < 2; round++) {
        const rest = await restClient(t, cookie).get(`/api/restaurants/slug/${slug}`);
        expect(rest.statusCode).toBe(200);
        expect(rest.json()).toMatchObject({ id, name: 'Alerta Próprio' });
        expect(rest.json()).not.toHaveProperty('pendingAlertMinutes');
        for (const [procedure, input] of [['restaurant.bySlug', { slug }], ['restaurant.byId', { id }]] as const) {
          const res = await trpcGet(procedure, input, cookie);
          expect(res.statusCode, procedure).toBe(200);
          expect(res.json().result.data, procedure).toMatchObject({ id });
          expect(res.json().result.data, procedure).not.toHaveProperty('pendingAlertMinutes');
        }
      }
    }
  });

  it('is not in the customer’s restaurant list nor in the menu page’s embedded data', async () => {
    const list = await customer.rest.get(`/api/restaurants?customerId=${customer.user.id}`);
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((restaurant: { id: string }) => restaurant.id === owner.restaurant.id);
    expect(listed).toMatchObject({ name: 'Alerta Próprio' });
    expect(listed).not.toHaveProperty('pendingAlertMinutes');

    for (const cookie of [undefined, customer.cookie]) {
      const page = await restClient(t, cookie).get(`/r/${owner.restaurant.shareableSlug}`);
      expect(page.statusCode).toBe(200);
      const block = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ID}">(.*?)</script>`, 's').exec(page.body)?.[1];
      expect(JSON.parse(block ?? 'null')?.restaurant).toMatchObject({ id: owner.restaurant.id });
      expect(page.body).not.toContain('pendingAlertMinutes');
    }
  });

  it('is in the owner’s own restaurant and in the workplace of the restaurant’s staff', async () => {
    const mine = await owner.rest.get('/api/restaurants/my');
    expect(mine.json()).toMatchObject([{ id: owner.restaurant.id, pendingAlertMinutes: 12 }]);

    const staff = await registerAndLogin(t, { firstName: 'Bruno', lastName: 'Atendente' });
    const em = t.em();
    em.create(RestaurantMember, { restaurant: owner.restaurant.id, user: staff.user.id, role: 'staff' } as RequiredEntityData<IRestaurantMember>);
    await em.flush();
    const me = await restClient(t, staff.cookie).get('/api/user');
    expect(me.json().workplace).toEqual({ restaurantId: owner.restaurant.id, restaurantName: 'Alerta Próprio', pendingAlertMinutes: 12, canOperateCash: false });
  });
});
