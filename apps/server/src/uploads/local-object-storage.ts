import { randomUUID } from 'node:crypto';
import { link, mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { MAX_IMAGE_BYTES } from '@direto/contracts';
import { diskProblem } from '@direto/db';
import type { ServerObjectStorage, StoredObject } from './server-object-storage';
import { IMAGE_SIGNATURE_BYTES, sniffImageType } from './image-type';
import { objectIdFromPath, objectPathFor, OBJECT_ID_PATTERN, toObjectPathFrom } from './object-paths';
import { readImageBody } from './read-image-body';
import { UPLOAD_MESSAGES, UploadRefusedError } from './upload-refused-error';
import type { UploadUrlSigner } from './upload-url-signer';

/** Where the client PUTs a file in local mode: /api/objects/upload/<uuid>?user&expires&signature. */
export const LOCAL_UPLOAD_PATH = '/api/objects/upload';

export interface UploadRequest {
  objectId: string;
  /** The signed query of the upload URL. */
  query: { user?: unknown; expires?: unknown; signature?: unknown };
  /** Content-Length as the client declared it, if it did (checked, never trusted). */
  declaredLength: number | undefined;
  body: Readable;
}

/** Images as files under DATA_DIR/objects, one file per object id, written once. */
export class LocalObjectStorage implements ServerObjectStorage {
  readonly kind = 'local';
  private readonly incomingDir: string;

  constructor(
    private readonly dir: string,
    private readonly signer: UploadUrlSigner,
  ) {
    this.incomingDir = join(dir, '.incoming');
  }

  async createUploadUrl(userId: string): Promise<string> {
    const objectId = randomUUID();
    const { grant, signature } = this.signer.issue(objectId, userId);
    const query = new URLSearchParams({ user: userId, expires: String(grant.expiresAt), signature });
    // Relative: the browser PUTs to the origin it is on, whatever PUBLIC_URL says.
    return `${LOCAL_UPLOAD_PATH}/${objectId}?${query}`;
  }

  toObjectPath(urlOrPath: string): string | null {
    return toObjectPathFrom(urlOrPath, LOCAL_UPLOAD_PATH);
  }

  async exists(objectPath: string): Promise<boolean> {
    const objectId = objectIdFromPath(objectPath);
    return objectId !== null && (await this.isStored(objectId));
  }

  async read(objectId: string): Promise<StoredObject | null> {
    if (!OBJECT_ID_PATTERN.test(objectId)) return null;
    let file;
    try {
      file = await open(this.fileOf(objectId), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const head = Buffer.alloc(IMAGE_SIGNATURE_BYTES);
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      const contentType = sniffImageType(head.subarray(0, bytesRead));
      const { size } = await file.stat();
      // Only checked images are ever stored; anything else in the folder is not served.
      if (!contentType) {
        await file.close();
        return null;
      }
      return { body: file.createReadStream({ start: 0 }), contentType, size };
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  /** Stores the body of a PUT to a signed upload URL; returns the object's public path. */
  async receive(upload: UploadRequest): Promise<string> {
    const { objectId } = upload;
    const check = this.signer.check(objectId, upload.query);
    if (!check.ok) throw new UploadRefusedError(403, check.reason === 'expired' ? UPLOAD_MESSAGES.expiredUrl : UPLOAD_MESSAGES.invalidUrl);
    if (await this.isStored(objectId)) throw new UploadRefusedError(409, UPLOAD_MESSAGES.alreadyUsed);
    if (upload.declaredLength !== undefined && upload.declaredLength > MAX_IMAGE_BYTES) {
      throw new UploadRefusedError(413, UPLOAD_MESSAGES.tooLarge);
    }
    const { data } = await readImageBody(upload.body);

    const incoming = join(this.incomingDir, `${objectId}.${randomUUID()}`);
    try {
      await mkdir(this.incomingDir, { recursive: true });
      await writeFile(incoming, data, { flag: 'wx', mode: 0o644 });
      // link() refuses to replace an existing file: of two uploads racing on one URL, one wins,
      // and readers never see a half-written file.
      await link(incoming, this.fileOf(objectId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new UploadRefusedError(409, UPLOAD_MESSAGES.alreadyUsed);
      // A full or read-only disk (issue 36): the uploader is told, the rest of the app keeps working.
      if (diskProblem(error)) throw new UploadRefusedError(507, UPLOAD_MESSAGES.storageUnavailable);
      throw error;
    } finally {
      // Also a half-written file of a write the disk cut short.
      await rm(incoming, { force: true }).catch(() => {});
    }
    return objectPathFor(objectId);
  }

  private fileOf(objectId: string): string {
    return join(this.dir, objectId);
  }

  private async isStored(objectId: string): Promise<boolean> {
    try {
      return (await stat(this.fileOf(objectId))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }
}
