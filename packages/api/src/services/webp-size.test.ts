import { describe, expect, it } from 'vitest';
import { webpSize } from './webp-size';

// 16×16 WebPs as an encoder (libwebp) writes them, one of each format.
const LOSSY = 'UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQABAAAMASJaACdLoB+AAETAAA/vCbQ/9nd+nd+nd/gY//NdvmAHzAD/mgwAAA';
const LOSSLESS = 'UklGRiYAAABXRUJQVlA4TBoAAAAvD8ADEA8woEMxKPMf8BALJvOX7s4gov+RCw==';
const EXTENDED = 'UklGRmQAAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSBIAAAABDzD/ERFCLJjMX7o7g4j+Ry5WUDggLAAAAHABAJ0BKhAAEAAAwBIloAJ0AUAAAP79Oc//9qfF/7Vz//04j/81S//5zIAA';

describe('webpSize', () => {
  it('reads the size of a lossy, a lossless and an extended (alpha) WebP from its header', () => {
    for (const file of [LOSSY, LOSSLESS, EXTENDED]) expect(webpSize(Buffer.from(file, 'base64'))).toEqual({ width: 16, height: 16 });
  });

  it('reads the size a header claims, however large, without decoding', () => {
    const huge = Buffer.from(EXTENDED, 'base64');
    huge.fill(0xff, 24, 30);
    expect(webpSize(huge)).toEqual({ width: 16_777_216, height: 16_777_216 });
  });

  it('answers null for what is not a WebP header it knows', () => {
    expect(webpSize(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8Z garbage garbage garbage'))).toBeNull();
    expect(webpSize(Buffer.from('GIF89a'))).toBeNull();
    expect(webpSize(Buffer.from(LOSSY, 'base64').subarray(0, 20))).toBeNull();
  });
});
