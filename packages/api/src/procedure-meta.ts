/** An .xlsx spreadsheet's content type. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Who may call a procedure. */
export type Access = 'public' | 'signedIn' | 'owner' | 'restaurantStaff' | 'customer' | 'admin';

/**
 * 'restaurantStaff': a restaurant owner or a staff member ('Atendente') of some restaurant — order
 * work only (board, status, payment confirmation); the service checks it is THAT restaurant.
 */
export const ACCESS_LEVELS: readonly Access[] = ['public', 'signedIn', 'owner', 'restaurantStaff', 'customer', 'admin'];

/** How a procedure is also served under /api (the REST facade, OpenAPI and the authorization matrix read it). */
export interface RestFace {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /**
   * The path as the spec writes it. `{name}` segments are merged into the input (over the query
   * of a GET/DELETE or the JSON body otherwise); a `?name={value}` part only documents a required
   * query parameter.
   */
  path: `/api/${string}`;
  /** Status on success; 200 unless it creates something. */
  status?: 200 | 201 | 202;
  /** Request headers copied into the input, over the body: header name (lower case) → input field. */
  headers?: Record<string, string>;
  /**
   * The answer is the procedure's output, a string, sent as it is with this content type instead
   * of as JSON (e.g. an SVG image), or its bytes (a Uint8Array: a PDF). Errors stay JSON.
   */
  contentType?: 'image/svg+xml' | 'text/csv; charset=utf-8' | 'application/pdf' | typeof XLSX_CONTENT_TYPE;
  /** With contentType: the answer is a download under this file name (Content-Disposition: attachment). */
  fileName?: string;
  /**
   * The body may be multipart/form-data (a file picked in a form): the file part named `field`
   * becomes that input field as base64 text, the other parts input fields as text. Files over
   * `maxBytes` are refused with 413 and `tooLarge`. A JSON body (the file in base64) works too.
   */
  upload?: { field: string; maxBytes: number; tooLarge: string };
  /**
   * The request body is text of this type, not JSON (e.g. a CSV file a spreadsheet saved); the
   * facade passes it as the input field `field`, beside the path params.
   */
  textBody?: { contentType: 'text/csv'; field: string };
  /**
   * The output is a page `{ items, nextCursor }`: REST answers `items` as the body (a plain array,
   * the spec's shape) and `nextCursor`, when there is a next page, in this response header.
   */
  page?: { nextCursorHeader: string };
  /**
   * The same call also answers CSV (issue 32's reports): with `Accept: text/csv`, or with '.csv'
   * after the path's last parameter, the facade calls this procedure (same input, a string output)
   * and sends its text as text/csv, a download named `fileName`.
   */
  csvVariant?: { procedure: string; fileName: string };
  /**
   * When, besides a database outage (which any call may meet), the call answers 503: an outside
   * service it waits on, in pt-BR for the OpenAPI document (e.g. the CEP provider).
   */
  unavailableWhen?: string;
}

/** The `.meta({...})` of every procedure. */
export interface ProcedureMeta {
  /** Set by the role builder (trpc.ts), and enforced from this very field: documentation and check cannot disagree. */
  access?: Access;
  rest?: RestFace;
  /** One or two sentences in pt-BR for the API documentation; the first is the summary. */
  description?: string;
}
