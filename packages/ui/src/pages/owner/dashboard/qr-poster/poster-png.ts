import { A5_MM } from './poster-svg';

/** A5 at 300 dpi, the resolution print shops ask for. */
const DPI = 300;
const POSTER_PNG_SIZE = {
  width: Math.round((A5_MM.width / 25.4) * DPI),
  height: Math.round((A5_MM.height / 25.4) * DPI),
} as const;

/** The poster drawn into a PNG in the browser: the SVG as an image, painted on a canvas. */
export async function posterPng(svg: string): Promise<Blob> {
  const image = new Image();
  // A data: URL (allowed by the CSP's img-src) keeps the canvas untainted, so it can be exported.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = POSTER_PNG_SIZE.width;
  canvas.height = POSTER_PNG_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Este navegador não consegue desenhar a imagem.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // Sharp module edges: the QR code must stay two-tone for a camera.
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Não foi possível gerar o PNG.'))), 'image/png');
  });
}
