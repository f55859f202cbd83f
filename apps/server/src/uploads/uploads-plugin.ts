import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES } from '@direto/contracts';
import { LOCAL_UPLOAD_PATH, LocalObjectStorage } from './local-object-storage';
import type { ServerObjectStorage } from './server-object-storage';
import { OBJECT_ID_PATTERN } from './object-paths';
import { UPLOAD_MESSAGES, UploadRefusedError } from './upload-refused-error';

const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

interface ObjectParams {
  objectId: string;
}

/**
 * Plain Fastify routes (binary bodies are no tRPC/JSON matter): GET /objects/<id> serves a stored
 * image under its stable path; in local mode, PUT /api/objects/upload/<id> receives an upload.
 */
export async function uploadsPlugin(app: FastifyInstance, { storage }: { storage: ServerObjectStorage }): Promise<void> {
  app.get<{ Params: ObjectParams }>('/objects/:objectId', async (request, reply) => {
    const { objectId } = request.params;
    const stored = OBJECT_ID_PATTERN.test(objectId) ? await storage.read(objectId) : null;
    if (!stored) return reply.status(404).send({ message: UPLOAD_MESSAGES.notFound });

    // An id names one upload forever (objects are never rewritten), so caches may keep it for good.
    const etag = `"${objectId}"`;
    reply.header('Cache-Control', IMMUTABLE_CACHE).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (request.headers['if-none-match'] === etag) {
      stored.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(stored.contentType).header('Content-Length', stored.size).send(stored.body);
  });

  if (storage instanceof LocalObjectStorage) await app.register(localUploadRoute, { storage });
}

/** Its own scope: the raw-body parser below applies to this route only. */
async function localUploadRoute(app: FastifyInstance, { storage }: { storage: LocalObjectStorage }): Promise<void> {
  // Browsers send the file's own Content-Type: accept any and leave the body unread for receive().
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.put<{ Params: ObjectParams; Querystring: Record<string, unknown> }>(
    `${LOCAL_UPLOAD_PATH}/:objectId`,
    { bodyLimit: MAX_IMAGE_BYTES },
    async (request, reply) => {
      const { objectId } = request.params;
      const declared = Number(request.headers['content-length']);
      try {
        if (!OBJECT_ID_PATTERN.test(objectId)) throw new UploadRefusedError(403, UPLOAD_MESSAGES.invalidUrl);
        const objectPath = await storage.receive({
          objectId,
          query: request.query,
          declaredLength: Number.isFinite(declared) ? declared : undefined,
          body: request.raw as Readable,
        });
        return { objectPath };
      } catch (error) {
        if (!(error instanceof UploadRefusedError)) throw error;
        // The rest of a refused body is read and dropped before the answer (plugins/unread-body.ts), then the connection closes.
        if (!request.raw.complete) reply.header('Connection', 'close');
        return reply.status(error.statusCode).send({ message: error.message });
      }
    },
  );
}
