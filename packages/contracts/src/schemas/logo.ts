import { z } from '../zod-locale';
import { tooLongMessage } from './text';
import { objectPathSchema, UPLOAD_URL_MAX_LENGTH } from './upload';

/** GET /api/logo: the application logo's stable path, null when none was uploaded. */
export const logoSchema = z.object({
  logoPath: objectPathSchema.nullable(),
});
export type Logo = z.infer<typeof logoSchema>;

/** PUT /api/logo: the uploadURL just used, or an /objects path. */
export const updateLogoInputSchema = z.object({
  logoURL: z.string().trim().min(1, 'Envie uma imagem para o logo').max(UPLOAD_URL_MAX_LENGTH, tooLongMessage('Link do logo', UPLOAD_URL_MAX_LENGTH)),
});
export type UpdateLogoInput = z.infer<typeof updateLogoInputSchema>;
