import type { ObjectStorage } from '../context';
import { acceptUploadedImage } from './uploaded-image';

/** The image a product may point to: none, or an object this server stored from an upload. */
export function acceptProductImage(objects: ObjectStorage, imageUrl: string | null): Promise<string | null> {
  return acceptUploadedImage(objects, imageUrl);
}
