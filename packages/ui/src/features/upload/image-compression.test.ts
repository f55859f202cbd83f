import type { Options } from 'browser-image-compression';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPRESSION_OPTIONS, compressIfLarge, needsCompression } from './image-compression';
import { checkImageFile, LOGO_IMAGE_RULES, PRODUCT_IMAGE_RULES } from './image-file-rules';

const fileOf = (bytes: number, type = 'image/jpeg', name = 'foto.jpg') => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => vi.restoreAllMocks());

describe('compression decision (spec §9)', () => {
  it('compresses only files over 1,048,576 bytes', () => {
    expect(needsCompression({ size: 1_048_576 })).toBe(false);
    expect(needsCompression({ size: 1_048_577 })).toBe(true);
  });

  it('asks for at most 1 MB and 1920 px at quality 0.8', () => {
    expect(COMPRESSION_OPTIONS).toMatchObject({ maxSizeMB: 1, maxWidthOrHeight: 1920, initialQuality: 0.8 });
  });

  it('sends a small file as it is, without calling the compressor', async () => {
    const small = fileOf(1000);
    const compressor = vi.fn();
    expect(await compressIfLarge(small, compressor)).toBe(small);
    expect(compressor).not.toHaveBeenCalled();
  });

  it('sends the compressed file of a large one, compressed in a worker that loads the library from us', async () => {
    const large = fileOf(2_000_000);
    const compressed = fileOf(500_000);
    const compressor = vi.fn(async (_file: File, _options: Options) => compressed);
    expect(await compressIfLarge(large, compressor)).toBe(compressed);
    expect(compressor).toHaveBeenCalledWith(large, expect.objectContaining({ maxSizeMB: 1, maxWidthOrHeight: 1920, initialQuality: 0.8, useWebWorker: true }));
    expect(compressor.mock.calls[0]?.[1].libURL).toMatch(new RegExp(`^${window.location.origin}/.*browser-image-compression`));
  });

  it('on a compression failure warns and sends the original (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const large = fileOf(2_000_000);
    expect(await compressIfLarge(large, async () => Promise.reject(new Error('canvas indisponível')))).toBe(large);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('image file rules (spec §5)', () => {
  it('accepts one image up to 5 MB for a product', () => {
    expect(checkImageFile(fileOf(5 * 1024 * 1024), PRODUCT_IMAGE_RULES)).toBeNull();
    expect(checkImageFile(fileOf(5 * 1024 * 1024 + 1), PRODUCT_IMAGE_RULES)).toBe('A imagem deve ter no máximo 5 MB.');
    expect(checkImageFile(fileOf(10, 'application/pdf'), PRODUCT_IMAGE_RULES)).toBe(PRODUCT_IMAGE_RULES.typeMessage);
    expect(checkImageFile(fileOf(0), PRODUCT_IMAGE_RULES)).toBe('O arquivo está vazio.');
  });

  it('accepts only PNG or JPEG up to 5,242,880 bytes for the logo', () => {
    expect(checkImageFile(fileOf(5_242_880, 'image/png'), LOGO_IMAGE_RULES)).toBeNull();
    expect(checkImageFile(fileOf(5_242_881, 'image/png'), LOGO_IMAGE_RULES)).toBe('O logo deve ter no máximo 5 MB.');
    expect(checkImageFile(fileOf(10, 'image/webp'), LOGO_IMAGE_RULES)).toBe('Escolha um arquivo PNG, JPG ou JPEG.');
  });
});
