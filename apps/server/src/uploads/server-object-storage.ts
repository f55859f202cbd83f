import type { Readable } from 'node:stream';
import type { ObjectStorage } from '@direto/api';
import type { ImageContentType } from './image-type';

/**
 * What every object storage of the server is (local disk, S3): its own module, so that the two
 * implementations and object-storage.ts, which picks one, do not import each other.
 */

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
