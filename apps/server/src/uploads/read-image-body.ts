import type { Readable } from 'node:stream';
import { MAX_IMAGE_BYTES } from '@direto/contracts';
import { IMAGE_SIGNATURE_BYTES, sniffImageType, type ImageContentType } from './image-type';
import { UPLOAD_MESSAGES, UploadRefusedError } from './upload-refused-error';

/**
 * Reads an upload body into memory (at most MAX_IMAGE_BYTES), counting the bytes that really
 * arrive whatever Content-Length claimed, and stops as soon as the first bytes show it is not an
 * image. On refusal the rest of the body is left unread here (see plugins/unread-body.ts).
 */
export function readImageBody(body: Readable): Promise<{ data: Buffer; contentType: ImageContentType }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let checkedSignature = false;

    const finish = (outcome: () => void) => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onClose);
      body.pause();
      outcome();
    };
    const refuse = (error: Error) => finish(() => reject(error));

    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > MAX_IMAGE_BYTES) return refuse(new UploadRefusedError(413, UPLOAD_MESSAGES.tooLarge));
      chunks.push(chunk);
      if (!checkedSignature && size >= IMAGE_SIGNATURE_BYTES) {
        checkedSignature = true;
        if (!sniffImageType(Buffer.concat(chunks))) refuse(new UploadRefusedError(415, UPLOAD_MESSAGES.notAnImage));
      }
    }
    function onEnd() {
      const data = Buffer.concat(chunks, size);
      if (size === 0) return refuse(new UploadRefusedError(400, UPLOAD_MESSAGES.empty));
      const contentType = sniffImageType(data);
      if (!contentType) return refuse(new UploadRefusedError(415, UPLOAD_MESSAGES.notAnImage));
      finish(() => resolve({ data, contentType }));
    }
    function onError(error: Error) {
      refuse(error);
    }
    function onClose() {
      // The client went away before the end: nothing is stored.
      refuse(new UploadRefusedError(400, UPLOAD_MESSAGES.interrupted));
    }

    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    body.once('close', onClose);
  });
}
