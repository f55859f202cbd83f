import { OBJECT_PATH_PATTERN, type UploadUrl } from '@direto/contracts';

/**
 * The stable path (/objects/<id>) of an uploaded file. upload.createUploadUrl tells it with the
 * URL; this server's upload route confirms it in its answer ({ objectPath }), which wins when
 * present. A presigned S3 PUT answers nothing of use, so the announced path stands.
 */
export function objectPathOf(ticket: UploadUrl, responseBody: string): string {
  try {
    const parsed: unknown = JSON.parse(responseBody);
    if (parsed && typeof parsed === 'object' && 'objectPath' in parsed && typeof parsed.objectPath === 'string') {
      if (OBJECT_PATH_PATTERN.test(parsed.objectPath)) return parsed.objectPath;
    }
  } catch {
    // Empty or non-JSON body (S3): use the announced path.
  }
  return ticket.objectPath;
}
