import { describe, expect, it } from 'vitest';
import { sameSiteReturnPath } from './return-path';

const SITE = 'https://pedidos.example.com';

/** Where a browser on SITE goes when it follows `path` (a Location header, location.assign). */
const destinationOf = (path: string) => new URL(path, SITE);

describe('the return path after signing in (?voltar=)', () => {
  it.each([
    ['/orders/abc?x=1#topo', '/orders/abc?x=1#topo'],
    ['/dashboard', '/dashboard'],
    // Normalised before it is judged: what is left is a path of this site.
    ['/dashboard/../orders', '/orders'],
    ['/./settings', '/settings'],
    ['/%2e%2e/profile', '/profile'],
    // Encoded slashes and backslashes stay encoded: a browser does not decode them into a host.
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
  ])('keeps a path of this site: %s → %s', (raw, expected) => {
    expect(sameSiteReturnPath(raw)).toBe(expected);
    expect(destinationOf(expected).origin).toBe(SITE);
  });

  it.each([
    // Dot segments that collapse into '//host' (issue 28).
    '/.//evil.example',
    '/..//evil.example',
    '/dashboard/..//evil.example',
    '/dashboard/../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/dashboard/%2e%2e/%2e%2e//evil.example/x',
    // Another host, however written.
    '//evil.example',
    '///evil.example',
    '////evil.example',
    '//',
    '///',
    '/\\evil.example',
    '\\\\evil.example',
    '/\\/evil.example',
    '/./\\evil.example',
    '%2F%2Fevil.example',
    '%5C%5Cevil.example',
    'https://evil.example/dashboard',
    'HTTPS://evil.example',
    'https:evil.example',
    'https:/evil.example',
    'http:\\\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    'dashboard',
    // Whitespace and control characters, which browsers strip or reinterpret.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    ' /dashboard',
    '/dashboard ',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    `/orders/${'x'.repeat(600)}`,
    '',
    null,
    undefined,
    42,
    ['/dashboard'],
  ])('refuses %j', (raw) => {
    expect(sameSiteReturnPath(raw)).toBeNull();
  });

  it('never answers a path that a browser would follow to another host', () => {
    const segments = ['', '.', '..', '%2e', '%2E%2e', '.%2e', 'dashboard', 'evil.example', '%2F', '%5C'];
    for (const a of segments) {
      for (const b of segments) {
        for (const c of segments) {
          const raw = `/${a}/${b}/${c}`;
          const path = sameSiteReturnPath(raw);
          if (path !== null) expect(destinationOf(path).origin, `${raw} → ${path}`).toBe(SITE);
          if (path !== null) expect(path.startsWith('//'), `${raw} → ${path}`).toBe(false);
        }
      }
    }
  });
});
