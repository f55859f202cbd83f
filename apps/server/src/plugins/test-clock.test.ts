import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../../test/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('POST /__test/clock (test-only hook)', () => {
  it('does not exist by default', async () => {
    const t = await createTestApp();
    apps.push(t);
    const res = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { at: '2026-11-27T18:00:00-03:00' } });
    expect(res.statusCode).toBe(404);
  });

  it('moves the clock the restaurants are read with when DIRETO_TEST_CLOCK is set, and puts it back', async () => {
    const t = await createTestApp({ DIRETO_TEST_CLOCK: '1' });
    apps.push(t);
    const moved = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { at: '2026-11-27T18:00:00-03:00' } });
    expect(moved.statusCode).toBe(200);
    expect(Math.abs(new Date(moved.json().now as string).getTime() - new Date('2026-11-27T21:00:00Z').getTime())).toBeLessThan(5_000);
    const back = await t.app.inject({ method: 'POST', url: '/__test/clock', payload: { at: null } });
    expect(Math.abs(new Date(back.json().now as string).getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', SESSION_SECRET: 'x'.repeat(40), DIRETO_TEST_CLOCK: '1' })).toThrow(/DIRETO_TEST_CLOCK/);
  });
});
