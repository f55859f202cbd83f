// The texts live in contracts: the web app's file pickers say the same thing before sending.
export { UPLOAD_MESSAGES } from '@direto/contracts';

/** A refused upload: the HTTP status and the pt-BR message the uploader sees. */
export class UploadRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 413 | 415 | 507,
    message: string,
  ) {
    super(message);
  }
}
