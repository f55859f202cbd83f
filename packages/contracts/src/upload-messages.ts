import { MAX_IMAGE_BYTES, MAX_LOGO_BYTES } from './constants';

const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * What a person uploading an image is told, by the server (its refusals) and by the web app
 * (its file pickers, before sending): one text for one rule, wherever it is checked.
 */
export const UPLOAD_MESSAGES = {
  invalidUrl: 'Link de envio inválido.',
  expiredUrl: 'Link de envio expirado. Solicite um novo e tente novamente.',
  alreadyUsed: 'Este link de envio já foi usado. Solicite um novo.',
  tooLarge: `A imagem deve ter no máximo ${megabytes(MAX_IMAGE_BYTES)} MB.`,
  logoTooLarge: `O logo deve ter no máximo ${megabytes(MAX_LOGO_BYTES)} MB.`,
  notAnImage: 'Envie uma imagem PNG, JPEG, WebP ou GIF.',
  /** The product image picker: the types the server accepts. */
  pickImage: 'Escolha um arquivo de imagem (PNG, JPG, WebP ou GIF).',
  /** The logo picker (spec §5): PNG or JPG/JPEG only. */
  pickLogo: 'Escolha um arquivo PNG, JPG ou JPEG.',
  empty: 'Nenhum arquivo enviado.',
  emptyFile: 'O arquivo está vazio.',
  interrupted: 'Envio interrompido antes do fim.',
  notFound: 'Imagem não encontrada.',
  /** The server's disk is full or cannot be written (507): nothing of the image was kept. */
  storageUnavailable: 'Não foi possível guardar a imagem: o armazenamento do servidor está cheio ou indisponível. Tente novamente mais tarde.',
} as const;
