import { restPathOnly, restProcedures, type CallableProcedureName, type RestFace } from '@direto/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One REST path, generated from the `rest` meta of the tRPC procedure behind it
 * (packages/api/src/routers). The facade never reaches the database itself: same input schema,
 * same access check, same errors.
 */
export interface RestRoute {
  method: HttpMethod;
  /** Fastify path syntax, e.g. '/api/restaurants/slug/:slug'. */
  url: string;
  /** The path as the procedure's meta (and the spec) writes it, e.g. '/api/restaurants/slug/{slug}'. */
  path: string;
  /** Dotted procedure path, e.g. 'restaurant.bySlug'. */
  procedure: CallableProcedureName;
  successStatus: number;
  /** Whether the procedure declares an input; one without gets nothing from the request. */
  takesInput: boolean;
  /** Request headers copied into the input: header name (lower case) → input field. */
  headers: Record<string, string>;
  /** Set when the answer is the output string as it is (e.g. image/svg+xml), not JSON. */
  contentType: string | undefined;
  /** Set when the answer is a download: its file name (Content-Disposition). */
  fileName: string | undefined;
  /** Set when the body is text (e.g. text/csv), passed as this input field. */
  textBodyField: string | undefined;
  /** Set when the output is a page: its items are the body and its next cursor this response header. */
  nextCursorHeader: string | undefined;
  /** Set when the body may be multipart/form-data with a file (RestFace.upload). */
  upload: RestFace['upload'];
  /** Set when the same path also answers CSV (RestFace.csvVariant). */
  csvVariant: RestFace['csvVariant'];
}

/** '/api/restaurants/{id}/stats' → '/api/restaurants/:id/stats' (a `?query` part is documentation only). */
function toFastifyUrl(path: string): string {
  return restPathOnly(path).replace(/\{(\w+)\}/g, ':$1');
}

/** Every REST path under /api served by a procedure, in router order. */
export const restRoutes: RestRoute[] = restProcedures.map((entry) => ({
  method: entry.rest.method,
  url: toFastifyUrl(entry.rest.path),
  path: entry.rest.path,
  procedure: entry.name,
  successStatus: entry.rest.status ?? 200,
  takesInput: entry.inputs.length > 0,
  headers: entry.rest.headers ?? {},
  contentType: entry.rest.contentType,
  fileName: entry.rest.fileName,
  textBodyField: entry.rest.textBody?.field,
  nextCursorHeader: entry.rest.page?.nextCursorHeader,
  upload: entry.rest.upload,
  csvVariant: entry.rest.csvVariant,
}));
