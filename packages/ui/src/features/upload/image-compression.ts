import imageCompression, { type Options } from 'browser-image-compression';
// The library's own build, served by us: its web worker loads it from here instead of a CDN.
import compressionLibUrl from 'browser-image-compression/dist/browser-image-compression.js?url';
import { COMPRESS_ABOVE_BYTES, COMPRESS_MAX_DIMENSION, COMPRESS_QUALITY } from '@direto/contracts';

/** Spec §9: images over 1 MB become at most 1 MB and 1920 px on the longest side, quality 0.8. */
export const COMPRESSION_OPTIONS: Options = {
  maxSizeMB: COMPRESS_ABOVE_BYTES / (1024 * 1024),
  maxWidthOrHeight: COMPRESS_MAX_DIMENSION,
  initialQuality: COMPRESS_QUALITY,
  // Off the main thread: re-encoding a large PNG takes seconds and would freeze the page.
  useWebWorker: true,
};

/** The worker runs from a blob: URL, where only an absolute script URL resolves. */
function workerLibUrl(): string | undefined {
  return typeof window === 'undefined' ? undefined : new URL(compressionLibUrl, window.location.href).href;
}

export function needsCompression(file: Pick<File, 'size'>): boolean {
  return file.size > COMPRESS_ABOVE_BYTES;
}

export type Compressor = (file: File, options: Options) => Promise<File>;

/**
 * The file to upload: compressed when large, else the file itself. A failed compression is not
 * a failed upload (spec §8): it is logged and the original goes up (the server still caps 5 MB).
 */
export async function compressIfLarge(
  file: File,
  compress: Compressor = imageCompression,
  onProgress?: (fraction: number) => void,
): Promise<File> {
  if (!needsCompression(file)) return file;
  try {
    const compressed = await compress(file, {
      ...COMPRESSION_OPTIONS,
      libURL: workerLibUrl(),
      onProgress: (percent) => onProgress?.(percent / 100),
    });
    // The library returns a Blob-like File without the original name in some browsers.
    return compressed.name ? compressed : new File([compressed], file.name, { type: compressed.type || file.type });
  } catch (error) {
    console.warn('Falha ao comprimir a imagem; enviando o arquivo original.', error);
    return file;
  }
}
