/** Where the web app asks to come back after signing in (?voltar=): a path of this site only. */
const MAX_LENGTH = 500;
const BASE = 'https://direto.invalid';

/**
 * The path to redirect to, or null. Only a relative path of this site: '//evil.example',
 * 'https://…', '/\\evil.example', whitespace or control characters (which browsers strip or
 * reinterpret) are dropped, so the sign-in cannot send anyone elsewhere (no open redirect).
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
