import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../config';
import { resolveSessionSecret } from '../plugins/session-secret';
import { LocalObjectStorage } from './local-object-storage';
import type { ServerObjectStorage } from './server-object-storage';
import { UploadUrlSigner } from './upload-url-signer';

/** The secret for local upload URLs: its own variable, else derived from the session secret. */
export function uploadSigningSecret(config: Config): string {
  if (config.UPLOAD_SIGNING_SECRET) return config.UPLOAD_SIGNING_SECRET;
  // Derived, not reused as is: a signature of one kind can never pass as the other.
  return createHmac('sha256', resolveSessionSecret(config)).update('direto upload URL signing').digest('base64url');
}

/**
 * Local disk under DATA_DIR/objects by default; an S3-compatible bucket when S3_BUCKET is set.
 * The S3 implementation (and the AWS SDK, some 30 MB of memory) is loaded only then: a dynamic
 * import, which the production build (scripts/build.ts) keeps in a chunk of its own.
 */
export async function createObjectStorage(config: Config): Promise<ServerObjectStorage> {
  if (config.S3_BUCKET) {
    const { S3ObjectStorage } = await import('./s3-object-storage');
    return new S3ObjectStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT ?? config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
    });
  }
  return new LocalObjectStorage(join(config.DATA_DIR, 'objects'), new UploadUrlSigner(uploadSigningSecret(config)));
}
