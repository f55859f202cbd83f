import { describe, expect, it } from 'vitest';
import { gifImage, jpegImage, pngImage, webpImage } from '../../test/images';
import { sniffImageType } from './image-type';

describe('sniffImageType', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImageType(pngImage())).toBe('image/png');
    expect(sniffImageType(jpegImage())).toBe('image/jpeg');
    expect(sniffImageType(gifImage())).toBe('image/gif');
    expect(sniffImageType(Buffer.from('GIF87a...'))).toBe('image/gif');
    expect(sniffImageType(webpImage())).toBe('image/webp');
  });

  it('refuses everything else, including look-alikes', () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
    for (const bytes of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('%PDF-1.7'),
      wav,
      Buffer.from('RIFF'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.from([0xff, 0xd8]),
      Buffer.alloc(0),
    ]) {
      expect(sniffImageType(bytes)).toBeNull();
    }
  });
});
