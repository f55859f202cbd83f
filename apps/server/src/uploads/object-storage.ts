import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStorage } from '@direto/api';
import type { Config } from '../config';
import { resolveSessionSecret } from '../plugins/session-secret';
import type { ImageContentType } from './image-type';
import { LocalObjectStorage } from './local-object-storage';
import { S3ObjectStorage } from './s3-object-storage';
import { UploadUrlSigner } from './upload-url-signer';

/** A stored image, opened for serving. */
export interface StoredObject {
  body: Readable;
  contentType: ImageContentType;
  size: number;
}

/** What the server needs beyond the procedures' view: serving objects. */
export interface ServerObjectStorage extends ObjectStorage {
  readonly kind: 'local' | 's3';
  /** Opens the object with that id for reading, or null when there is none (or it was refused). */
  read(objectId: string): Promise<StoredObject | null>;
}

/** The secret for local upload URLs: its own variable, else derived from the session secret. */
export function uploadSigningSecret(config: Config): string {
  if (config.UPLOAD_SIGNING_SECRET) return config.UPLOAD_SIGNING_SECRET;
  // Derived, not reused as is: a signature of one kind can never pass as the other.
  return createHmac('sha256', resolveSessionSecret(config)).update('direto upload URL signing').digest('base64url');
}

/** Local disk under DATA_DIR/objects by default; an S3-compatible bucket when S3_BUCKET is set. */
export function createObjectStorage(config: Config): ServerObjectStorage {
  if (config.S3_BUCKET) {
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
