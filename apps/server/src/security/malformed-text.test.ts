import { beforeAll, describe, expect, it } from 'vitest';
import { User } from '@direto/db';
import { testAppForTheFile } from '../../test/test-app';
import { signedInCustomer, type SignedInCustomer } from '../../test/restaurant-fixtures';

const INVALID_CHARACTERS = 'Os dados enviados contêm caracteres inválidos.';

/** Text PostgreSQL cannot store as sent: a NUL character, or a lone UTF-16 surrogate (malformed Unicode). */
const MALFORMED = [
  ['a NUL character', 'Rua A\u0000, 10'],
  ['a lone high surrogate', 'Rua \ud800 das Flores, 10'],
  ['a lone low surrogate', 'Rua \udc00 das Flores, 10'],
] as const;

const t = testAppForTheFile();
let customer: SignedInCustomer;
beforeAll(async () => {
  customer = await signedInCustomer(t, { address: 'Rua Augusta, 1200' });
});

const storedAddress = async () => (await t.em().findOneOrFail(User, customer.user.id)).address;

// JSON.stringify writes a lone surrogate as the escape "\ud800", which JSON.parse turns back into one.
const json = () => ({ 'content-type': 'application/json', cookie: customer.cookie });

describe('malformed text is refused (400), never stored or echoed', () => {
  it.each(MALFORMED)('REST: %s in a JSON body', async (_, address) => {
    const payload = JSON.stringify({ address });
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: json(), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_CHARACTERS });
    expect(await storedAddress()).toBe('Rua Augusta, 1200');
  });

  it.each(MALFORMED)('tRPC: %s in a mutation and in a query', async (_, address) => {
    const payload = JSON.stringify({ address });
    const mutation = await t.app.inject({ method: 'POST', url: '/trpc/user.updateProfile', headers: json(), payload });
    expect(mutation.statusCode).toBe(400);
    expect(mutation.json().error.message).toBe(INVALID_CHARACTERS);
    expect(await storedAddress()).toBe('Rua Augusta, 1200');

    const query = await t.app.inject({ method: 'GET', url: `/trpc/restaurant.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: address }))}` });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.message).toBe(INVALID_CHARACTERS);
  });

  it('well-formed text outside the Basic Multilingual Plane is kept', async () => {
    const res = await customer.rest.put('/api/user/profile', { address: 'Rua da Pizza 🍕, 10' });
    expect(res.statusCode).toBe(200);
    expect(await storedAddress()).toBe('Rua da Pizza 🍕, 10');
  });
});
