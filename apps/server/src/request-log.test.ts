import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@direto/db/testing';
import { testAppWritingItsLog } from '../test/app-writing-its-log';
import { startedForTheFile } from '../test/per-file';

// Issue 28: invitation tokens (in the path) and reset tokens (in the query) were written to the
// request log, where anyone who reads it could use them. The log keeps the route, not the secret.

const secret = () => randomBytes(32).toString('base64url');

const database = startedForTheFile(() => createTestDatabase(), (started) => started.destroy());

describe.each(['production', 'development'] as const)('the request log (%s)', (NODE_ENV) => {
  const t = testAppWritingItsLog(database, NODE_ENV);

  /** Makes the request and answers what the log says about it. */
  async function logged(method: 'GET' | 'POST', url: string): Promise<string> {
    t.forget();
    await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    return t.written();
  }

  it.each([
    ['GET', (token: string) => `/convite/${token}`, '/convite/***'],
    ['POST', (token: string) => `/api/staff-invitations/${token}/accept`, '/api/staff-invitations/***/accept'],
    ['GET', (token: string) => `/redefinir-senha?token=${token}`, '/redefinir-senha?token=***'],
    // Any later e-mailed link that carries ?token= (an e-mail confirmation, say).
    ['GET', (token: string) => `/confirmar-email?token=${token}&origem=email`, '/confirmar-email?token=***&origem=email'],
    ['GET', (token: string) => `/api/auth/google/callback?code=${token}&state=${token}`, '/api/auth/google/callback?code=***&state=***'],
    ['GET', (token: string) => `/trpc/staff.invitation?input=${encodeURIComponent(JSON.stringify({ token }))}`, `/trpc/staff.invitation?input=${encodeURIComponent('{"token":"***"}')}`],
    ['GET', (token: string) => `/trpc/staff.invitation?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { token } }))}`, `?batch=1&input=${encodeURIComponent('{"0":{"token":"***"}}')}`],
  ] as const)('%s %s: the route is there, the token is not', async (method, urlWith, shown) => {
    const token = secret();
    const log = await logged(method, urlWith(token));
    expect(log).toContain(shown);
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
  });

  it('keeps the rest of a URL as it was', async () => {
    const log = await logged('GET', '/api/restaurants?cuisine=Pizza&page=2');
    expect(log).toContain('/api/restaurants?cuisine=Pizza&page=2');
  });
});
