import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { releaseHeaderBlock } from './node-http-header-block';

/**
 * Node's `_header` and `_headerSent` still mean, with the installed Node, what
 * node-http-header-block.ts relies on. When one of these fails after a Node upgrade, read
 * lib/_http_outgoing.js of that version and change the module (or drop the saving) to match:
 * the live route (live/live-stream-route.ts) releases the block of every stream it opens.
 */
const UPGRADE_HINT = 'O Node mudou os campos internos _header/_headerSent de http.ServerResponse: reveja src/internals/node-http-header-block.ts';

interface HeaderBlockFields {
  _header?: unknown;
  _headerSent?: unknown;
}
const fieldsOf = (res: ServerResponse) => res as unknown as HeaderBlockFields;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A server whose handler is `handle`; resolves with its port. */
async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<number> {
  server = createServer(handle);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server?.address() as AddressInfo).port;
}

/** Sends these raw bytes on one connection and resolves with all the server wrote back once it closes the connection. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
  });
}

const HEADERS = { 'content-type': 'text/event-stream', 'x-frame-options': 'DENY' };

/** What a handler throws, as a value, so the test asserts it outside the server. */
function thrown(action: () => void): unknown {
  try {
    action();
    return null;
  } catch (error) {
    return error;
  }
}

it('a sent block: writeHead keeps it in _header, the first write sets _headerSent, and once released the response still refuses a second head and streams', async () => {
  const seen: Record<string, unknown> = {};
  const port = await serve((_request, res) => {
    res.writeHead(200, HEADERS);
    seen.header = fieldsOf(res)._header;
    res.write('data: 1\n\n');
    seen.sent = fieldsOf(res)._headerSent;
    releaseHeaderBlock(res);
    seen.released = fieldsOf(res)._header;
    seen.headersSent = res.headersSent;
    seen.secondHead = thrown(() => res.writeHead(500));
    seen.lateHeader = thrown(() => res.setHeader('x-late', '1'));
    res.end('data: 2\n\n');
  });

  const received = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(typeof seen.header, UPGRADE_HINT).toBe('string');
  expect(seen.header as string, UPGRADE_HINT).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  expect(seen.header as string, UPGRADE_HINT).toContain('x-frame-options: DENY\r\n');
  expect(seen.sent, UPGRADE_HINT).toBe(true);
  expect(seen.released, UPGRADE_HINT).toBe('HTTP/1.1 200 OK\r\n');
  expect(seen.headersSent, UPGRADE_HINT).toBe(true);
  expect(seen.secondHead, UPGRADE_HINT).toMatchObject({ code: 'ERR_HTTP_HEADERS_SENT' });
  expect(seen.lateHeader, UPGRADE_HINT).toMatchObject({ code: 'ERR_HTTP_HEADERS_SENT' });
  // The client got the real block once, and every byte written after the release.
  expect(received, UPGRADE_HINT).toMatch(/^HTTP\/1\.1 200 OK\r\ncontent-type: text\/event-stream\r\nx-frame-options: DENY\r\n/);
  expect(received.match(/HTTP\/1\.1/g), UPGRADE_HINT).toHaveLength(1);
  expect(received, UPGRADE_HINT).toContain('data: 1\n\n');
  expect(received, UPGRADE_HINT).toContain('data: 2\n\n');
});

it('a response queued behind another on its connection: its block goes out with its first write (_headerSent), and reaches the client whole once released', async () => {
  const seen: Record<string, unknown> = {};
  let first: ServerResponse | undefined;
  const port = await serve((request, res) => {
    if (request.url === '/first') {
      first = res;
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('primeira ');
      return;
    }
    res.writeHead(200, HEADERS);
    // Its turn has not come: Node queues the block with these first bytes until the first response ends.
    res.write('data: 1\n\n');
    seen.sent = fieldsOf(res)._headerSent;
    releaseHeaderBlock(res);
    seen.released = fieldsOf(res)._header;
    res.end();
    first?.end('resposta');
  });

  // Two requests pipelined on one connection: answers go out in order.
  const received = await exchange(port, 'GET /first HTTP/1.1\r\nHost: x\r\n\r\nGET /second HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(seen.sent, UPGRADE_HINT).toBe(true);
  expect(seen.released, UPGRADE_HINT).toBe('HTTP/1.1 200 OK\r\n');
  const second = received.slice(received.indexOf('HTTP/1.1', 1));
  expect(received, UPGRADE_HINT).toMatch(/^HTTP\/1\.1 200 OK\r\ncontent-type: text\/plain\r\n[^]*primeira [^]*resposta/);
  expect(second, UPGRADE_HINT).toMatch(/^HTTP\/1\.1 200 OK\r\ncontent-type: text\/event-stream\r\nx-frame-options: DENY\r\n/);
  expect(second, UPGRADE_HINT).toContain('data: 1\n\n');
});

it('a block not handed over yet (nothing written) is kept whole, and goes out with the first write', async () => {
  const seen: Record<string, unknown> = {};
  const port = await serve((_request, res) => {
    res.writeHead(200, HEADERS);
    seen.sent = fieldsOf(res)._headerSent;
    seen.before = fieldsOf(res)._header;
    releaseHeaderBlock(res);
    seen.after = fieldsOf(res)._header;
    res.end('data: 1\n\n');
  });

  const received = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(seen.sent, UPGRADE_HINT).toBe(false);
  expect(typeof seen.before, UPGRADE_HINT).toBe('string');
  expect(seen.after, UPGRADE_HINT).toBe(seen.before);
  expect(received, UPGRADE_HINT).toMatch(/^HTTP\/1\.1 200 OK\r\ncontent-type: text\/event-stream\r\nx-frame-options: DENY\r\n/);
  expect(received, UPGRADE_HINT).toContain('data: 1\n\n');
});
