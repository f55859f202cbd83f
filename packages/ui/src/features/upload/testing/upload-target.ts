import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server standing in for the upload target in component tests: the browser's
 * XMLHttpRequest (jsdom's) really PUTs the bytes, and each test scripts the answers in turn.
 * Test-only; nothing in the app imports it.
 */
interface UploadAnswer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

interface ReceivedUpload {
  url: string;
  bytes: number;
  contentType: string | undefined;
}

export interface UploadTarget {
  origin: string;
  answers: UploadAnswer[];
  received: ReceivedUpload[];
  reset(): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'PUT',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Expose-Headers': 'Retry-After',
};

export async function startUploadTarget(): Promise<UploadTarget> {
  const server: Server = createServer((request, response) => handle(target, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const target: UploadTarget = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers: [],
    received: [],
    reset() {
      target.answers = [];
      target.received = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return target;
}

function handle(target: UploadTarget, request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, CORS).end();
    return;
  }
  let bytes = 0;
  request.on('data', (chunk: Buffer) => (bytes += chunk.length));
  request.on('end', () => {
    target.received.push({ url: request.url ?? '', bytes, contentType: request.headers['content-type'] });
    const answer = target.answers.shift() ?? { status: 500 };
    response.writeHead(answer.status, { ...CORS, ...answer.headers }).end(answer.body ?? '');
  });
}
