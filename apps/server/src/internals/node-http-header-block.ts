import type { ServerResponse } from 'node:http';

/**
 * What the server reads and writes of Node's own fields on an `http.ServerResponse` (lib/_http_outgoing.js,
 * not a documented API): `_header`, the header block as written by writeHead (a string, kept for
 * the response's lifetime), and `_headerSent`, true once that block has been handed to the
 * connection with the first bytes of the body (sent, or queued behind an earlier response). This is
 * the only module that touches them; node-http-header-block.test.ts checks, with the installed Node,
 * that they still mean that and that the response still works once the block is released.
 */
interface HeaderBlockFields {
  _header?: unknown;
  _headerSent?: unknown;
}

/** What a response keeps of its header block once the block is on the wire. */
const HEADER_BLOCK_SENT = 'HTTP/1.1 200 OK\r\n';

/**
 * Node keeps the header block it wrote (~1 KB with the security headers, built by appending ~80
 * pieces) for the response's lifetime, yet once it is sent only its presence is read (headersSent,
 * and the checks that refuse a second head): one shared string stands in for it. A response
 * that has written nothing yet keeps its block, flattened (~1.2 KB instead of a ~2.5 KB rope).
 * For a response that lives for hours (a live stream), after its first write.
 */
export function releaseHeaderBlock(res: ServerResponse): void {
  const response = res as unknown as HeaderBlockFields;
  if (typeof response._header !== 'string') return;
  if (response._headerSent === true) response._header = HEADER_BLOCK_SENT;
  // Measuring a string's UTF-8 length flattens it in place.
  else Buffer.byteLength(response._header, 'utf8');
}
