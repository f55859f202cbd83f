import type { EntityManager } from '@mikro-orm/postgresql';
import type { UploadUrl } from '@direto/contracts';
import type { ObjectStorage } from '../context';
import { takeHit, type RateLimit } from './rate-limit';

/** Each upload may store up to 5 MB: this bounds what one account can put on disk per hour. */
const UPLOAD_URLS_PER_HOUR = 100;
const TOO_MANY_UPLOADS = 'Muitos envios de imagem em pouco tempo. Tente novamente mais tarde.';

/** A one-time URL, valid 15 minutes, for `userId` to PUT one image to, and the path it will have. */
export async function issueUploadUrl(em: EntityManager, objects: ObjectStorage, userId: string): Promise<UploadUrl> {
  const limits: RateLimit[] = [{ key: `upload-url:${userId}`, max: UPLOAD_URLS_PER_HOUR, windowMs: 60 * 60 * 1000 }];
  await takeHit(em, limits, TOO_MANY_UPLOADS);
  const uploadURL = await objects.createUploadUrl(userId);
  const objectPath = objects.toObjectPath(uploadURL);
  // Both come from our own storage: a mismatch is a server bug, not a user error.
  if (!objectPath) throw new Error(`Storage issued an upload URL it cannot map to a path: ${uploadURL}`);
  return { uploadURL, objectPath };
}
