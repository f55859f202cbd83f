import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAX_IMAGE_BYTES } from '@direto/contracts';
import type { ServerObjectStorage, StoredObject } from './server-object-storage';
import { IMAGE_SIGNATURE_BYTES, sniffImageType, type ImageContentType } from './image-type';
import { objectIdFromPath, OBJECT_ID_PATTERN, toObjectPathFrom } from './object-paths';
import { UPLOAD_URL_TTL_SECONDS } from './upload-url-signer';

/** Keys the browser uploads to (presigned PUT), not yet checked. */
const STAGING_PREFIX = 'uploads';
/** Keys of checked images, the only ones ever served. */
const OBJECTS_PREFIX = 'objects';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** The S3 API the server talks to; unset = AWS. */
  endpoint: string | undefined;
  /** The S3 API as browsers reach it (presigned URLs); unset = endpoint. */
  publicEndpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
}

function isPreconditionFailed(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 412 || error.name === 'PreconditionFailed');
}

/**
 * Images in an S3-compatible bucket. A presigned PUT can limit neither size nor content, so the
 * browser uploads to a staging key (uploads/<id>) and the server checks the object the first time
 * it is used (toObjectPath + exists, or served): size by HEAD, type by the magic bytes of a ranged
 * GET. A good one is copied, pinned to the checked ETag, to objects/<id> with its real
 * Content-Type; a bad one is deleted. Re-using the presigned URL later only rewrites the staging
 * key, never the checked object.
 */
export class S3ObjectStorage implements ServerObjectStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly presignClient: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    const base = {
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: a presigned PUT must not carry the CRC of an empty body.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
    };
    this.bucket = options.bucket;
    this.client = new S3Client({ ...base, endpoint: options.endpoint, requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 } });
    this.presignClient = new S3Client({ ...base, endpoint: options.publicEndpoint });
  }

  async createUploadUrl(_userId: string): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: this.stagingKey(randomUUID()) });
    return getSignedUrl(this.presignClient, command, { expiresIn: UPLOAD_URL_TTL_SECONDS });
  }

  toObjectPath(urlOrPath: string): string | null {
    return toObjectPathFrom(urlOrPath, `/${STAGING_PREFIX}`);
  }

  async exists(objectPath: string): Promise<boolean> {
    const objectId = objectIdFromPath(objectPath);
    if (!objectId) return false;
    return (await this.isChecked(objectId)) || (await this.checkUpload(objectId));
  }

  async read(objectId: string): Promise<StoredObject | null> {
    if (!OBJECT_ID_PATTERN.test(objectId)) return null;
    const stored = await this.getChecked(objectId);
    if (stored || !(await this.checkUpload(objectId))) return stored;
    return this.getChecked(objectId);
  }

  private stagingKey(objectId: string) {
    return `${STAGING_PREFIX}/${objectId}`;
  }

  private objectKey(objectId: string) {
    return `${OBJECTS_PREFIX}/${objectId}`;
  }

  private async isChecked(objectId: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(objectId) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  private async getChecked(objectId: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(objectId) }));
      const contentType = object.ContentType ?? '';
      if (!IMAGE_TYPES.includes(contentType) || !object.Body) {
        (object.Body as Readable | undefined)?.destroy();
        return null;
      }
      return { body: object.Body as Readable, contentType: contentType as ImageContentType, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Checks a staged upload and promotes it to objects/<id>; false (and deleted) when refused. */
  private async checkUpload(objectId: string): Promise<boolean> {
    const Key = this.stagingKey(objectId);
    let etag: string | undefined;
    let size: number;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      etag = head.ETag;
      size = head.ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
    const refuse = async () => {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
      return false;
    };
    if (size === 0 || size > MAX_IMAGE_BYTES) return refuse();

    let contentType: ImageContentType | null;
    try {
      const head = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key, Range: `bytes=0-${IMAGE_SIGNATURE_BYTES - 1}`, IfMatch: etag }),
      );
      contentType = sniffImageType(head.Body ? await head.Body.transformToByteArray() : new Uint8Array());
    } catch (error) {
      // Rewritten or removed while we looked: not usable now; the caller may try again.
      if (isNotFound(error) || isPreconditionFailed(error)) return false;
      throw error;
    }
    if (!contentType) return refuse();

    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(objectId),
          CopySource: `${this.bucket}/${encodeURIComponent(Key).replace(/%2F/g, '/')}`,
          // Copies exactly the bytes that were checked, even if the staging key was rewritten since.
          CopySourceIfMatch: etag,
          MetadataDirective: 'REPLACE',
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    } catch (error) {
      if (isNotFound(error) || isPreconditionFailed(error)) return false;
      throw error;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    return true;
  }
}
