import { useCallback, useState } from 'react';
import { trpc } from '@/lib/trpc';
import { uploadImage } from './upload-image';

type UploadStatus = 'idle' | 'compressing' | 'uploading' | 'done' | 'error';

export interface ImageUploadState {
  status: UploadStatus;
  /** 0..100 of the current stage (compression, then upload). */
  percent: number;
  error: string | null;
}

const IDLE: ImageUploadState = { status: 'idle', percent: 0, error: null };

/**
 * Uploads one image through upload.createUploadUrl + a PUT, exposing the stage and progress for
 * a progress bar. `upload` resolves with the stored object path, or null when it failed (the
 * message is in `error`).
 */
export function useImageUpload() {
  const utils = trpc.useUtils();
  const [state, setState] = useState<ImageUploadState>(IDLE);

  const upload = useCallback(
    async (file: File): Promise<string | null> => {
      setState({ status: 'compressing', percent: 0, error: null });
      try {
        const objectPath = await uploadImage(file, {
          getUploadUrl: () => utils.client.upload.createUploadUrl.mutate(),
          onStage: (stage) => setState((s) => ({ ...s, status: stage, percent: 0 })),
          onProgress: (fraction) => setState((s) => ({ ...s, percent: fraction * 100 })),
        });
        setState({ status: 'done', percent: 100, error: null });
        return objectPath;
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : 'Falha no envio da imagem.';
        setState({ status: 'error', percent: 0, error: message });
        return null;
      }
    },
    [utils],
  );

  const reset = useCallback(() => setState(IDLE), []);

  return { ...state, busy: state.status === 'compressing' || state.status === 'uploading', upload, reset };
}
