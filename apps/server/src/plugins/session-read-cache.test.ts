import { describe, expect, it } from 'vitest';
import type { EntityData } from '@mikro-orm/core';
import type { IUser } from '@direto/db';
import { SessionReadCache } from './session-read-cache';

const SESSION = { userId: 'u1', cookie: { expires: '2099-01-01T00:00:00.000Z' } };
const LATER = new Date('2099-01-01T00:00:00.000Z');
const USER = { id: 'u1', email: 'ana@teste.com' } as EntityData<IUser>;

function cacheAt(start = 1_000) {
  const clock = { at: start, listening: true };
  const cache = new SessionReadCache(
    () => clock.listening,
    () => clock.at,
  );
  return { cache, clock };
}

describe('SessionReadCache', () => {
  it('gives each request its own copy of a kept session, for a few seconds only', () => {
    const { cache, clock } = cacheAt();
    cache.keepSession('s1', SESSION, LATER, cache.version);
    const first = cache.session('s1');
    expect(first).toEqual(SESSION);
    (first as { userId: string }).userId = 'changed';
    expect(cache.session('s1')).toMatchObject({ userId: 'u1' });
    clock.at += 30_000;
    expect(cache.session('s1')).toBeUndefined();
  });

  it('never serves a session past its own expiry', () => {
    const { cache, clock } = cacheAt();
    cache.keepSession('s1', SESSION, new Date(clock.at + 1_000), cache.version);
    clock.at += 1_000;
    expect(cache.session('s1')).toBeUndefined();
  });

  it('forgets a user with every session of theirs, and keeps the others', () => {
    const { cache } = cacheAt();
    cache.keepSession('s1', SESSION, LATER, cache.version);
    cache.keepSession('s2', { userId: 'u2' }, LATER, cache.version);
    cache.keepUser('u1', USER, cache.version);
    cache.forgetUser('u1');
    expect(cache.user('u1')).toBeUndefined();
    expect(cache.session('s1')).toBeUndefined();
    expect(cache.session('s2')).toMatchObject({ userId: 'u2' });
  });

  it('does not keep a read that began before a change was heard (it may predate the change)', () => {
    const { cache } = cacheAt();
    const version = cache.version;
    cache.forgetSession('other');
    cache.keepSession('s1', SESSION, LATER, version);
    cache.keepUser('u1', USER, version);
    expect(cache.session('s1')).toBeUndefined();
    expect(cache.user('u1')).toBeUndefined();
  });

  it('neither keeps nor serves anything while nobody listens for changes', () => {
    const { cache, clock } = cacheAt();
    cache.keepUser('u1', USER, cache.version);
    clock.listening = false;
    expect(cache.user('u1')).toBeUndefined();
    cache.keepUser('u2', USER, cache.version);
    clock.listening = true;
    expect(cache.user('u2')).toBeUndefined();
  });
});
