import { OBJECT_PATH_PATTERN } from '@direto/contracts';

/** Object ids are random v4 UUIDs in lower case; the public path is /objects/<id>. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UUID_SOURCE = OBJECT_ID_PATTERN.source.slice(1, -1);

export function objectPathFor(objectId: string): string {
  return `/objects/${objectId}`;
}

export function objectIdFromPath(objectPath: string): string | null {
  return OBJECT_PATH_PATTERN.test(objectPath) ? objectPath.slice('/objects/'.length) : null;
}

/** The pathname of a relative or absolute URL, or null when it is neither. */
function pathnameOf(urlOrPath: string): string | null {
  try {
    const url = new URL(urlOrPath, 'http://relative.invalid');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Reads the object id out of an upload URL whose path ends with `<prefix>/<uuid>` (any origin:
 * the id alone names the object, and the caller still checks that it exists in our storage).
 */
function objectIdFromUploadUrl(urlOrPath: string, prefix: string): string | null {
  const pathname = pathnameOf(urlOrPath.trim());
  if (!pathname) return null;
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(${UUID_SOURCE})$`).exec(pathname);
  return match?.[1] ?? null;
}

/** The stable /objects path for a stored path or one of our upload URLs, else null. */
export function toObjectPathFrom(urlOrPath: string, uploadPathPrefix: string): string | null {
  const trimmed = urlOrPath.trim();
  if (objectIdFromPath(trimmed)) return trimmed;
  const objectId = objectIdFromUploadUrl(trimmed, uploadPathPrefix);
  return objectId ? objectPathFor(objectId) : null;
}
