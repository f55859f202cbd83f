import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/** What @fastify/compress compresses by default, minus server-sent events. */
const COMPRESSIBLE = /^text\/|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;
const EVENT_STREAM = /^text\/event-stream/u;

/**
 * Compresses answers of 1 KB or more (JSON, HTML) with brotli or gzip as the client accepts.
 * Never server-sent events: a compressor buffers, and live orders must reach the browser as each
 * event is written. Static build files are served pre-compressed by the SPA plugin instead.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: (contentType: string) => !EVENT_STREAM.test(contentType) && COMPRESSIBLE.test(contentType),
  });
});
