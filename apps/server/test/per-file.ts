import { afterAll, beforeAll } from 'vitest';

/**
 * Something a whole test file shares (the app, a mail server…), started before its tests and
 * stopped after them. The file reads it like the thing itself: what it returns forwards every
 * member to the started value, so helpers that take it need not know it started late.
 * Hooks run in order: a file's own `beforeAll` declared after this call sees it started, and
 * its own `afterAll` runs before it is stopped.
 */
export function startedForTheFile<T extends object>(start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await stop(started);
  });
  return new Proxy({} as T, {
    get(_, member) {
      if (!started) throw new Error(`Ainda não iniciado (lido '${String(member)}'): use-o dentro de beforeAll, de um teste ou de afterAll.`);
      const value: unknown = Reflect.get(started, member);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}
