import { afterEach, expect, inject } from 'vitest';

/** Sets the server's clock to an instant (ISO), or back to the real time with null. */
export type SetServerClock = (at: string | null) => Promise<void>;

/**
 * Call once at the top of a test file that moves the server's clock, through its test-only hook
 * (DIRETO_TEST_CLOCK, set by the harness). Every journey shares this server: the clock is put
 * back after each test.
 */
export function useServerClock(): SetServerClock {
  const baseUrl = inject('baseUrl');
  const setServerClock: SetServerClock = async (at) => {
    const res = await fetch(`${baseUrl}/__test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at }) });
    expect(res.status).toBe(200);
  };
  afterEach(async () => {
    await setServerClock(null);
  });
  return setServerClock;
}
