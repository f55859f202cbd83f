import { z } from 'zod';

/** Public path of an uploaded object: /objects/<uuid>. The only image URLs the server accepts. */
export const OBJECT_PATH_PATTERN = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const objectPathSchema = z.string().trim().regex(OBJECT_PATH_PATTERN, { message: 'Imagem inválida: envie o arquivo pelo formulário' });
