import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@direto/contracts';
import { testAppForTheFile } from '../test/test-app';
import { registerAndLogin } from '../test/session';
import { oversizedPng } from '../test/images';
import { MAX_DISCARDED_BYTES } from './plugins/unread-body';

// Issue 28: a browser's (or Node's) fetch that sent a body over the limit saw the connection reset
// (EPIPE) instead of the 413 that curl received, so the web app could not say 'A imagem deve ter
// no máximo 5 MB.'. fetch sends the whole body before reading the answer: the server must read
// (and drop) the rest of a refused body before it answers and closes the connection, or the
// kernel resets the connection and the answer is lost on the way. These talk to a real
// listening server, as a browser does.

const MB = 1024 * 1024;
const TOO_LARGE_JSON = { message: 'Conteúdo grande demais' };

const t = testAppForTheFile();
let baseUrl: string;
let port: number;
let cookie: string;

beforeAll(async () => {
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(baseUrl).port);
  ({ cookie } = await registerAndLogin(t, { userType: 'restaurant' }));
});

async function uploadUrl(): Promise<string> {
  const res = await fetch(`${baseUrl}/api/objects/upload`, { method: 'POST', headers: { cookie } });
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

const restaurantBody = (bytes: number) => Buffer.from(JSON.stringify({ name: 'Sabor da Bahia', description: 'x'.repeat(bytes) }));

describe('a body over the limit, sent with fetch', () => {
  it('POST /api/restaurants with 3 MB of JSON: 413 with its message', async () => {
    const res = await fetch(`${baseUrl}/api/restaurants`, { method: 'POST', body: restaurantBody(3 * MB), headers: { 'content-type': 'application/json', cookie } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE_JSON);
  });

  it('a 6 MB image PUT to an upload URL: 413 with the message the web app shows', async () => {
    const res = await fetch(`${baseUrl}${await uploadUrl()}`, { method: 'PUT', body: oversizedPng(6 * MB), headers: { 'content-type': 'image/png' } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: UPLOAD_MESSAGES.tooLarge });
  });
});

/**
 * A client on a slow link, written by hand: it sends the head and `firstBytes` of the body, then,
 * after a pause in which a server that does not wait would answer and hang up, the rest. Answers
 * whether anything came back before the rest was sent, and all that came back once the server
 * closed the connection.
 */
function slowClient(head: string, body: Buffer, firstBytes: number): Promise<{ answeredEarly: boolean; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let restSent = false;
    let answeredEarly = false;
    socket.on('data', (chunk: Buffer) => {
      if (!restSent) answeredEarly = true;
      received.push(chunk);
    });
    // Writing to a connection the server closed: what it answered is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!['EPIPE', 'ECONNRESET'].includes(error.code ?? '')) reject(error);
    });
    socket.on('close', () => resolve({ answeredEarly, answer: Buffer.concat(received).toString('utf8') }));
    socket.write(head);
    socket.write(body.subarray(0, firstBytes), () => {
      setTimeout(() => {
        if (socket.destroyed) return;
        restSent = true;
        socket.write(body.subarray(firstBytes));
      }, 500);
    });
  });
}

const headOf = (method: string, path: string, contentType: string, length: number, extra = '') =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n${extra}\r\n`;

describe('the answer to a refused body waits for the rest of it', () => {
  it('3 MB of JSON: nothing is answered while the body is still coming, then the 413', async () => {
    const body = restaurantBody(3 * MB);
    const { answeredEarly, answer } = await slowClient(headOf('POST', '/api/restaurants', 'application/json', body.length, `Cookie: ${cookie}\r\n`), body, 2 * MB);
    expect(answeredEarly).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith(JSON.stringify(TOO_LARGE_JSON))).toBe(true);
  });

  it('a 6 MB image: nothing is answered while it is still coming, then the 413', async () => {
    const body = oversizedPng(6 * MB);
    const { answeredEarly, answer } = await slowClient(headOf('PUT', await uploadUrl(), 'image/png', body.length), body, 3 * MB);
    expect(answeredEarly).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.endsWith(JSON.stringify({ message: UPLOAD_MESSAGES.tooLarge }))).toBe(true);
  });

  it('but not for ever: past the bound the server answers and hangs up', async () => {
    const body = restaurantBody(MAX_DISCARDED_BYTES + 4 * MB);
    const { answer } = await slowClient(headOf('POST', '/api/restaurants', 'application/json', body.length, `Cookie: ${cookie}\r\n`), body, 2 * MB);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});
