import { describe, expect, it } from 'vitest';
import { testAppForTheFile } from '../../test/test-app';
import { loginCookie, registerAndLogin } from '../../test/session';

const t = testAppForTheFile();

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

const sessionsOf = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: { cookie } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });

describe('GET /api/user/sessions and DELETE /api/user/sessions/{id}', () => {
  it('lists the account’s sessions with browser and last seen, this one marked, and ends another one', async () => {
    const { cookie, email, password } = await registerAndLogin(t);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'user-agent': FIREFOX }, payload: { email, password } });
    const firefox = `direto.sid=${login.cookies.find((c) => c.name === 'direto.sid')?.value}`;

    const res = await sessionsOf(cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; userAgent: string | null; lastSeenAt: string; current: boolean }[];
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    const other = list.find((session) => !session.current);
    expect(other).toMatchObject({ userAgent: FIREFOX });
    expect(Date.now() - Date.parse(other?.lastSeenAt ?? '')).toBeLessThan(60_000);

    const ended = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${other?.id}`, headers: { cookie } });
    expect(ended.statusCode).toBe(200);
    expect((await me(firefox)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await sessionsOf(cookie)).json()).toHaveLength(1);
  });

  it("answers 404 for a session that is not the caller's", async () => {
    const ana = await registerAndLogin(t);
    const bia = await registerAndLogin(t);
    const biaSession = ((await sessionsOf(bia.cookie)).json() as { id: string }[])[0];
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/sessions/${biaSession?.id}`, headers: { cookie: ana.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Sessão não encontrada.');
    expect((await me(bia.cookie)).statusCode).toBe(200);
  });

  it("'Sair de todos os outros dispositivos' keeps only this session", async () => {
    const { cookie, email, password } = await registerAndLogin(t);
    const other = await loginCookie(t, email, password);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/sessions/revoke-others', headers: { cookie } });
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await me(other)).statusCode).toBe(401);
    expect((await sessionsOf(cookie)).json()).toMatchObject([{ current: true }]);
  });
});
