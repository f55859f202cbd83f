import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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

/** One answer, serialised once and compressed once, sent as it is to every reader. */
export interface EncodedAnswer {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Strong: a hash of the identity bytes (the same for every encoding of them). */
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Bytes held in memory, for the cache's budget. */
  size: number;
}

export async function encodeAnswer(body: string, contentType: string, cacheControl: string): Promise<EncodedAnswer> {
  const identity = Buffer.from(body, 'utf8');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`;
  if (identity.length < COMPRESS_FROM_BYTES) return { identity, br: null, gzip: null, etag, contentType, cacheControl, size: identity.length };
  // In libuv's pool: the event loop keeps answering while a large menu compresses.
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    gzipAsync(identity, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { identity, br, gzip: gz, etag, contentType, cacheControl, size: identity.length + br.length + gz.length };
}

/** 'br', 'gzip' or null from Accept-Encoding, brotli first as @fastify/compress prefers it; q=0 refuses. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
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
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Sends the answer: 304 when the client holds it already, else the bytes in the best accepted encoding. */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer): FastifyReply {
  reply.header('ETag', answer.etag).header('Cache-Control', answer.cacheControl).header('Vary', 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  const wantsIdentity = request.headers['x-no-compression'] !== undefined;
  const encoding = answer.br && !wantsIdentity ? preferredEncoding(request.headers['accept-encoding']) : null;
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity;
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.status(200).type(answer.contentType).header('Content-Length', String(body?.length ?? 0)).send(body);
}
