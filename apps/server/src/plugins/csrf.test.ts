import { describe, expect, it } from 'vitest';
import { testAppForTheFile } from '../../test/test-app';
import { registerAndLogin } from '../../test/session';

const PUBLIC_URL = 'http://direto.localhost:3999';
const t = testAppForTheFile({ PUBLIC_URL });

const refused = { message: 'Requisição de outra origem recusada.' };

describe('CSRF: state-changing requests from another site are refused', () => {
  it('refuses a foreign Origin with 403 and leaves the data alone', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie, origin: 'https://site-malicioso.example' },
      payload: { phone: '11999999999', address: 'Rua do Ataque, 1', city: 'São Paulo', zipCode: '01001-000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refused);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ phone: null, profileCompleted: false });
  });

  it('refuses Sec-Fetch-Site: cross-site even without an Origin', async () => {
    const { cookie } = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('refuses the opaque "null" Origin of sandboxed pages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { origin: 'null' }, payload: { email: 'a@b.com', password: 'x' } });
    expect(res.statusCode).toBe(403);
  });

  it('guards tRPC mutations too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { origin: 'https://site-malicioso.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets our own pages through: PUBLIC_URL, or the host the request was sent to', async () => {
    const { email, password } = await registerAndLogin(t);
    const fromPublicUrl = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      payload: { email, password },
    });
    expect(fromPublicUrl.statusCode).toBe(200);
    const fromSameHost = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'localhost:5173', origin: 'http://localhost:5173' },
      payload: { email, password },
    });
    expect(fromSameHost.statusCode).toBe(200);
  });

  it('lets scripts that send no Origin (curl, the Node client) through', async () => {
    const { email, password } = await registerAndLogin(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    expect(res.statusCode).toBe(200);
  });

  it('does not block reads from other origins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { origin: 'https://site-malicioso.example' } });
    expect(res.statusCode).toBe(401);
  });
});
