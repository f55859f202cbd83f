/** The image formats accepted for uploads, recognised by their first bytes, never by a header the client sends. */
export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** How many leading bytes `sniffImageType` needs to decide. */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

/** The image type of a file from its magic bytes, or null when it is not a PNG, JPEG, WebP or GIF. */
export function sniffImageType(head: Uint8Array): ImageContentType | null {
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}
