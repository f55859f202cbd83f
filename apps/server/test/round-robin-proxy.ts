import { request as httpRequest, createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy for tests that run several server processes behind one address, as the
 * scale profile's Caddy does (Caddyfile: `lb_try_duration`, `flush_interval -1`): requests go
 * round robin; one whose upstream refuses the connection (a dead process) is tried on the next,
 * which is safe because nothing of it was sent; once sent, a failure is the client's to retry (a
 * POST is never replayed here). Answers stream through as they come, so server-sent events pass
 * unbuffered, and a stream whose upstream dies is cut, as the browser's EventSource then sees it.
 */
export interface RoundRobinProxy {
  url: string;
  /** Server-sent-event streams open right now through upstream `index`. */
  openStreams(index: number): number;
  /** Requests with `method` sent to upstream `index` and not yet answered in full. */
  inFlight(index: number, method: string): number;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

/** An upstream that refused or could not be reached: nothing of the request left this proxy. */
const isUnreachable = (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED' || error.code === 'EHOSTUNREACH' || error.code === 'ENETUNREACH';

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  const streams = targets.map(() => new Set<ServerResponse>());
  const unanswered = targets.map(() => new Set<IncomingMessage>());
  let turn = 0;

  function forward(incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, first: number, attempt: number): void {
    if (attempt >= targets.length) {
      outgoing.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Nenhuma instância respondeu.' }));
      return;
    }
    const index = (first + attempt) % targets.length;
    const target = targets[index] as URL;
    const upstream = httpRequest({
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...endToEnd(incoming.headers), 'x-forwarded-for': incoming.socket.remoteAddress ?? '127.0.0.1' },
      // A connection per request: a killed upstream is found by the refused connect, never by a stale pooled socket.
      agent: false,
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (isUnreachable(error) && !outgoing.headersSent) forward(incoming, outgoing, body, first, attempt + 1);
      else if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'A instância caiu no meio da resposta.' }));
      else outgoing.destroy();
    });
    upstream.on('response', (answer) => {
      const isStream = answer.headers['content-type']?.startsWith('text/event-stream') ?? false;
      outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers));
      if (isStream) {
        outgoing.flushHeaders();
        streams[index]?.add(outgoing);
        outgoing.once('close', () => streams[index]?.delete(outgoing));
      }
      answer.on('data', (chunk: Buffer) => outgoing.write(chunk));
      answer.on('end', () => outgoing.end());
      // The upstream died mid-answer: the client sees its connection cut, as it would behind Caddy.
      answer.on('aborted', () => outgoing.destroy());
      answer.on('error', () => outgoing.destroy());
    });
    // The client went away: so does its request upstream (an open stream's subscription ends).
    outgoing.once('close', () => upstream.destroy());
    unanswered[index]?.add(incoming);
    upstream.once('close', () => unanswered[index]?.delete(incoming));
    upstream.end(body);
  }

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks), turn++ % targets.length, 0));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    openStreams: (index) => streams[index]?.size ?? 0,
    inFlight: (index, method) => [...(unanswered[index] ?? [])].filter((request) => request.method === method).length,
    async close() {
      for (const open of streams) for (const stream of open) stream.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
