import { useEffect, useRef, useState } from 'react';

/**
 * A BR Code drawn as a QR code on a canvas. The encoder is loaded only here (dynamic import), so
 * it stays out of the bundles of every other screen. Medium error correction and a 4-module
 * quiet zone, as bank apps read best.
 */
export function PixQrCode({ payload, label }: { payload: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    import('qrcode')
      .then(async ({ toCanvas }) => {
        if (current && canvas.current) await toCanvas(canvas.current, payload, { errorCorrectionLevel: 'M', margin: 4, width: 240 });
      })
      .catch(() => {
        // A browser without canvas, or the chunk failed to load: the code below still pays.
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [payload]);

  if (failed) {
    return <p className="rounded-md bg-muted p-3 text-sm">Não foi possível mostrar o QR code. Use o código Pix copia e cola abaixo.</p>;
  }
  return <canvas ref={canvas} role="img" aria-label={label} width={240} height={240} className="size-60 rounded-md bg-white" />;
}
