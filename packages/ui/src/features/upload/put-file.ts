import { UPLOAD_MESSAGES } from '@direto/contracts';
import { parseRetryAfter, type UploadFailure } from './upload-retry-policy';

/** A PUT that did not store the file; `failure` says why, for the retry policy. */
export class UploadError extends Error {
  constructor(
    readonly failure: UploadFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** The server's { message } when it sent one (our upload route), else a generic pt-BR text. */
function messageOf(status: number, body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // S3 answers XML; fall through.
  }
  if (status === 413) return UPLOAD_MESSAGES.tooLarge;
  if (status === 429) return 'Muitos envios seguidos. Aguarde um instante e tente novamente.';
  return `Falha no envio da imagem (${status}).`;
}

/**
 * PUTs the file to a signed upload URL with XMLHttpRequest: fetch cannot report upload progress.
 * Resolves with the response text; rejects with an UploadError.
 */
export function putFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    if (file.type) xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body);
        return;
      }
      const failure: UploadFailure = {
        kind: 'http',
        status: xhr.status,
        body,
        retryAfterMs: parseRetryAfter(xhr.getResponseHeader('Retry-After')),
      };
      reject(new UploadError(failure, messageOf(xhr.status, body)));
    };
    const networkError = () =>
      reject(new UploadError({ kind: 'network' }, 'Falha de conexão ao enviar a imagem. Verifique sua internet.'));
    xhr.onerror = networkError;
    xhr.ontimeout = networkError;
    xhr.onabort = networkError;
    xhr.send(file);
  });
}
