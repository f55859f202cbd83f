import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForTheFile } from '../../test/test-app';
import { Order } from '@direto/db';
import { makeProduct, makeUser } from '../../test/factories';
import { signedInCustomer, signedInOwner } from '../../test/restaurant-fixtures';
import { nextTestClientAddress } from '../../test/session';
import { BATCH_TOO_LARGE, MAX_BATCH_CALLS } from './trpc';

// One HTTP request must not buy more than MAX_BATCH_CALLS procedure calls: a batch of logins
// would otherwise try many passwords at once.
const t = testAppForTheFile();
const PASSWORD = 'senha-certa-123';
const EMAIL = 'lote@teste.com';

beforeAll(async () => {
  await makeUser(t.em(), { email: EMAIL, password: PASSWORD });
});

const batchOf = (procedure: string, count: number, separator = ',') => Array.from({ length: count }, () => procedure).join(separator);

describe('tRPC batches', () => {
  it(`answers a batch of ${MAX_BATCH_CALLS} calls`, async () => {
    const res = await t.app.inject({ method: 'GET', url: `/trpc/${batchOf('logo.get', MAX_BATCH_CALLS)}?batch=1`, remoteAddress: nextTestClientAddress() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(MAX_BATCH_CALLS);
  });

  it(`refuses a batch of ${MAX_BATCH_CALLS + 1} calls with a pt-BR message`, async () => {
    const res = await t.app.inject({ method: 'GET', url: `/trpc/${batchOf('logo.get', MAX_BATCH_CALLS + 1)}?batch=1`, remoteAddress: nextTestClientAddress() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: BATCH_TOO_LARGE, data: { code: 'BAD_REQUEST', httpStatus: 400 } });
  });

  it('counts encoded commas too', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/trpc/${batchOf('logo.get', MAX_BATCH_CALLS + 1, '%2C')}?batch=1`, remoteAddress: nextTestClientAddress() });
    expect(res.statusCode).toBe(400);
  });

  it('refuses 15 logins in one request without trying any, the right password included', async () => {
    const attempts = Array.from({ length: 15 }, (_, i) => ({ email: EMAIL, password: i === 14 ? PASSWORD : `errada-${i}-errada` }));
    const res = await t.app.inject({
      method: 'POST',
      url: `/trpc/${batchOf('auth.login', 15)}?batch=1`,
      remoteAddress: nextTestClientAddress(),
      payload: Object.fromEntries(attempts.map((attempt, i) => [String(i), attempt])),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(BATCH_TOO_LARGE);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('mutations in one batch', () => {
  it('saving the profile and placing an order together both succeed, every time', async () => {
    const owner = await signedInOwner(t);
    const product = await makeProduct(t.em(), owner.restaurant, { price: '20.00' });
    const customer = await signedInCustomer(t);
    const fee = owner.restaurant.deliveryFee;
    const total = ((2000 + Math.round(Number(fee) * 100)) / 100).toFixed(2);
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/user.updateProfile,order.place?batch=1',
        headers: { cookie: customer.cookie },
        payload: {
          0: { phone: '(11) 91234-5678', address: `Rua das Flores, ${attempt + 1}` },
          1: {
            order: { restaurantId: owner.restaurant.id, subtotal: '20.00', deliveryFee: fee, total },
            items: [{ productId: product.id, quantity: 1, unitPrice: '20.00', totalPrice: '20.00' }],
          },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const orders = await t.em().count(Order, { customer: customer.user.id });
    expect(orders).toBe(10);
  });
});
