import { describe, expect, it } from 'vitest';
import { CookieJar } from './cookie-jar';

describe('CookieJar', () => {
  it('sends back what the server set, replaced by newer values', () => {
    const jar = new CookieJar();
    expect(jar.header()).toBeUndefined();
    jar.store(['direto.sid=abc.def; Path=/; HttpOnly; SameSite=Lax', 'other=1']);
    expect(jar.header()).toBe('direto.sid=abc.def; other=1');
    jar.store(['direto.sid=novo; Path=/']);
    expect(jar.header()).toBe('direto.sid=novo; other=1');
  });

  it('forgets a cookie the server clears or expires', () => {
    const jar = new CookieJar();
    jar.store(['a=1', 'b=2', 'c=3']);
    jar.store(['a=; Max-Age=0', 'b=2; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'c=; Path=/']);
    expect(jar.header()).toBeUndefined();
  });
});
