import { restPathOnly, restProcedures } from '@direto/api';

/**
 * Names, of a path parameter, a query parameter or a field of a tRPC query's input, whose value
 * is a secret: the tokens of e-mailed links (invitation, password reset, any later one), Google's
 * code and state, upload URL signatures. Whoever reads the log must not be able to use them.
 */
const SECRET_NAMES = new Set(['token', 'code', 'state', 'signature']);
const HIDDEN = '***';

/** The web app's pages that an e-mailed link opens with its token in the path (the others carry ?token=). */
const LINK_PAGES = ['/convite/{token}'];

const paramName = (segment: string) => /^\{(\w+)\}$/.exec(segment)?.[1];

/** Route patterns, as segments, with at least one secret parameter: those pages and every REST path like /api/staff-invitations/{token}/accept. */
const SECRET_ROUTES: readonly string[][] = [...LINK_PAGES, ...restProcedures.map((entry) => restPathOnly(entry.rest.path))]
  .map((path) => path.split('/'))
  .filter((segments) => segments.some((segment) => SECRET_NAMES.has(paramName(segment) ?? '')));

/** `/convite/abc` → `/convite/***`: the route stays recognisable, its secret segment does not. */
function redactPath(path: string): string {
  const segments = path.split('/');
  for (const route of SECRET_ROUTES) {
    if (route.length !== segments.length) continue;
    if (!route.every((part, i) => (paramName(part) ? segments[i] !== '' : part === segments[i]))) continue;
    return route.map((part, i) => (SECRET_NAMES.has(paramName(part) ?? '') ? HIDDEN : segments[i])).join('/');
  }
  return path;
}

const SECRET_JSON_FIELD = new RegExp(`"(${[...SECRET_NAMES].join('|')})"(\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi');

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** A tRPC query's ?input= (JSON, batched or not): its secret fields hidden, or all of it when it cannot be read. */
function redactTrpcInput(value: string): string {
  const json = decoded(value);
  if (json === null) return HIDDEN;
  return encodeURIComponent(json.replace(SECRET_JSON_FIELD, `"$1"$2"${HIDDEN}"`));
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const rawName = pair.slice(0, equals);
      const name = decoded(rawName)?.toLowerCase();
      if (name === undefined || SECRET_NAMES.has(name)) return `${rawName}=${HIDDEN}`;
      if (name === 'input') return `${rawName}=${redactTrpcInput(pair.slice(equals + 1))}`;
      return pair;
    })
    .join('&');
}

/** A request's URL as the log may show it: path and query with every secret replaced by ***. */
export function redactRequestUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return redactPath(url);
  return `${redactPath(url.slice(0, question))}?${redactQuery(url.slice(question + 1))}`;
}
