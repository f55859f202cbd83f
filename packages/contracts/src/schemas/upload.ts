import { z } from '../zod-locale';

/** Public path of an uploaded object: /objects/<uuid>. The only image URLs the server accepts. */
export const OBJECT_PATH_PATTERN = /^\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const objectPathSchema = z.string().trim().regex(OBJECT_PATH_PATTERN, { message: 'Imagem inválida: envie o arquivo pelo formulário' });

/** Upload URLs, presigned S3 ones included, stay well under this. */
export const UPLOAD_URL_MAX_LENGTH = 4096;

/** POST /api/objects/upload: where to PUT the file, and the path it will have once stored. */
export const uploadUrlSchema = z.object({
  uploadURL: z.string().describe('URL (relativa ou absoluta) para onde enviar o arquivo com HTTP PUT; vale 15 minutos, para um único arquivo.'),
  objectPath: objectPathSchema.describe('Caminho estável da imagem depois de enviada (/objects/<uuid>).'),
});
export type UploadUrl = z.infer<typeof uploadUrlSchema>;
