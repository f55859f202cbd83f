/**
 * Where to go back after signing in (?voltar=), as the server (Google sign-in) and the web app
 * (login screen) both accept it: a path of this site only, so sign-in never sends anyone elsewhere.
 */
const MAX_LENGTH = 500;
const BASE = 'https://direto.invalid';

/**
 * The normalised path (pathname, query and fragment), or null. Refused: anything not starting with
 * one '/', backslashes, whitespace and control characters (browsers strip or reinterpret them), and
 * any path that, once '.', '..' and their encoded forms are resolved, starts with '//' — what
 * '/.//evil.example' or '/dashboard/..//evil.example' become, and a browser reads as another host.
 */
export function sameSiteReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
