import type { UploadUrl } from '@direto/contracts';
import { compressIfLarge, type Compressor } from './image-compression';
import { objectPathOf } from './object-path';
import { putFile, UploadError } from './put-file';
import { decideRetry } from './upload-retry-policy';

type UploadStage = 'compressing' | 'uploading';

export interface UploadImageOptions {
  /** A fresh signed upload URL and the path the file will have (upload.createUploadUrl). */
  getUploadUrl: () => Promise<UploadUrl>;
  onStage?: (stage: UploadStage) => void;
  /** 0..1 of the current stage (compression, then each upload attempt). */
  onProgress?: (fraction: number) => void;
  /** Waits between attempts; replaceable so tests need not wait seconds. */
  sleep?: (ms: number) => Promise<void>;
  compress?: Compressor;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec §8: a failure to get the upload URL is logged and rethrown. */
async function requestUploadUrl(getUploadUrl: () => Promise<UploadUrl>): Promise<UploadUrl> {
  try {
    return await getUploadUrl();
  } catch (error) {
    console.error('Falha ao obter o link de envio da imagem.', error);
    throw error;
  }
}

/**
 * Compresses the image when large, PUTs it to a signed URL with the §8 retry rules, and returns
 * the stable path to store (product.imageUrl, the logo): /objects/<id>.
 */
export async function uploadImage(file: File, options: UploadImageOptions): Promise<string> {
  const { getUploadUrl, onStage, onProgress = () => {}, sleep = wait, compress } = options;
  onStage?.('compressing');
  const body = await compressIfLarge(file, compress, onProgress);
  onStage?.('uploading');
  let ticket = await requestUploadUrl(getUploadUrl);

  for (let retriesDone = 0; ; retriesDone++) {
    try {
      onProgress(0);
      const response = await putFile(ticket.uploadURL, body, onProgress);
      return objectPathOf(ticket, response);
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      const decision = decideRetry(error.failure, retriesDone);
      if (!decision.retry) throw error;
      await sleep(decision.delayMs);
      if (decision.freshUrl) ticket = await requestUploadUrl(getUploadUrl);
    }
  }
}
