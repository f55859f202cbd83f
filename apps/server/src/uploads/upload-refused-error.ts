import { MAX_IMAGE_BYTES } from '@direto/contracts';

/** A refused upload: the HTTP status and the pt-BR message the uploader sees. */
export class UploadRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

const maxMegabytes = MAX_IMAGE_BYTES / (1024 * 1024);

export const UPLOAD_MESSAGES = {
  invalidUrl: 'Link de envio inválido.',
  expiredUrl: 'Link de envio expirado. Solicite um novo e tente novamente.',
  alreadyUsed: 'Este link de envio já foi usado. Solicite um novo.',
  tooLarge: `A imagem deve ter no máximo ${maxMegabytes} MB.`,
  notAnImage: 'Envie uma imagem PNG, JPEG, WebP ou GIF.',
  empty: 'Nenhum arquivo enviado.',
  interrupted: 'Envio interrompido antes do fim.',
  notFound: 'Imagem não encontrada.',
} as const;
