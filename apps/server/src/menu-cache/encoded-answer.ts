import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing saves less than its headers cost (as the compression plugin does). */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli 11 costs ~100 ms for a 200-product menu; an entry is rebuilt after every edit and every
 * few seconds for the open state, so a middle level: most of the gain for a few milliseconds.
 */
const BROTLI_QUALITY = 8;

/** One way of sending an answer (plain, br, gzip, 304): everything written, worked out once. */
interface AnswerVariant {
  status: 200 | 304;
  body: Buffer | undefined;
  /** Every header of the answer: the security headers, then its own (lower-case names). */
  headers: Readonly<Record<string, string>>;
}

/** One answer, serialised once and compressed once, sent as it is to every reader. */
export interface EncodedAnswer {
  identity: Buffer;
  /** Strong: a hash of the identity bytes (the same for every encoding of them). */
  etag: string;
  plain: AnswerVariant;
  /** Null below COMPRESS_FROM_BYTES. */
  br: AnswerVariant | null;
  gzip: AnswerVariant | null;
  notModified: AnswerVariant;
  /** Bytes held in memory, for the cache's budget. */
  size: number;
}

export interface AnswerHeaders {
  contentType: string;
  cacheControl: string;
  /** The headers every answer of the app carries (security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
}

export async function encodeAnswer(body: string, { contentType, cacheControl, securityHeaders }: AnswerHeaders): Promise<EncodedAnswer> {
  const identity = Buffer.from(body, 'utf8');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  const validators = { ...securityHeaders, etag, 'cache-control': cacheControl, vary: 'accept-encoding' };
  const variant = (bytes: Buffer, encoding?: 'br' | 'gzip'): AnswerVariant => ({
    status: 200,
    body: bytes,
    headers: { ...validators, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-type': contentType, 'content-length': String(bytes.length) },
  });
  const notModified: AnswerVariant = { status: 304, body: undefined, headers: validators };
  if (identity.length < COMPRESS_FROM_BYTES) return { identity, etag, plain: variant(identity), br: null, gzip: null, notModified, size: identity.length };
  // In libuv's pool: the event loop keeps answering while a large menu compresses.
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { identity, etag, plain: variant(identity), br: variant(br, 'br'), gzip: variant(gz, 'gzip'), notModified, size: identity.length + br.length + gz.length };
}

/** 'br', 'gzip' or null from Accept-Encoding, brotli first as @fastify/compress prefers it; q=0 refuses. */
function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  let br = false;
  let gz = false;
  let any = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.trim().toLowerCase().split(';');
    const name = rawName.trim();
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gz = true;
    else if (name === '*') any = true;
  }
  if (br || any) return 'br';
  return gz ? 'gzip' : null;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for this header). */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** What to send for this request: 304 when the client holds it already, else the bytes in the best accepted encoding. */
function variantFor(headers: IncomingHttpHeaders, answer: EncodedAnswer): AnswerVariant {
  if (matchesIfNoneMatch(headers['if-none-match'], answer.etag)) return answer.notModified;
  const encoding = answer.br && headers['x-no-compression'] === undefined ? preferredEncoding(headers['accept-encoding']) : null;
  return (encoding && answer[encoding]) || answer.plain;
}

/** Sends the answer through Fastify (its hooks have run). */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  const { status, body, headers } = variantFor(request.headers, answer);
  return reply.status(status).headers(headers).send(body);
}

/** Writes the answer straight to Node's response, every header included (answer-before-routing.ts). */
export function writeEncoded(request: IncomingMessage, response: ServerResponse, answer: EncodedAnswer): void {
  const { status, body, headers } = variantFor(request.headers, answer);
  response.writeHead(status, headers);
  response.end(body);
}
