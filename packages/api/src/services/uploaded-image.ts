import type { ObjectStorage } from '../context';
import { badRequest } from '../errors';

/**
 * An image a record may point to: none, or an object this server stored from an upload.
 * The input schema already checked the /objects/<id> form; here the upload must have completed.
 */
export async function acceptUploadedImage(objects: ObjectStorage, imageUrl: string | null): Promise<string | null> {
  if (!imageUrl) return null;
  if (!(await objects.exists(imageUrl))) throw badRequest('Imagem não encontrada: envie o arquivo novamente.');
  return imageUrl;
}
