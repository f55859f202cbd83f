import { MAX_IMAGE_BYTES, MAX_LOGO_BYTES, UPLOAD_MESSAGES } from '@direto/contracts';

/** What a picker accepts: the `accept` attribute, the MIME types checked, the size cap and the hint. */
export interface ImageFileRules {
  accept: string;
  types: readonly string[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
}

/** Product image (spec §5): one image, at most 5 MB. The server also takes WebP and GIF. */
export const PRODUCT_IMAGE_RULES: ImageFileRules = {
  accept: 'image/png,image/jpeg,image/webp,image/gif',
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
  maxBytes: MAX_IMAGE_BYTES,
  typeMessage: UPLOAD_MESSAGES.pickImage,
  sizeMessage: UPLOAD_MESSAGES.tooLarge,
};

/** Application logo (spec §5, §9): PNG or JPG/JPEG, at most 5,242,880 bytes. */
export const LOGO_IMAGE_RULES: ImageFileRules = {
  accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
  types: ['image/png', 'image/jpeg'],
  maxBytes: MAX_LOGO_BYTES,
  typeMessage: UPLOAD_MESSAGES.pickLogo,
  sizeMessage: UPLOAD_MESSAGES.logoTooLarge,
};

/** Why the file cannot be used, or null when it can. The server checks the real bytes again. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>, rules: ImageFileRules): string | null {
  if (!rules.types.includes(file.type)) return rules.typeMessage;
  if (file.size > rules.maxBytes) return rules.sizeMessage;
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  return null;
}
