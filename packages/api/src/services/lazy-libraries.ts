/**
 * Libraries that only a few requests need (a PDF, a spreadsheet, a QR code, a logo in WebP or GIF, SMTP), loaded
 * on their first use: imported at start they would hold tens of MB of a server that may never
 * print a menu (the bench's idle-memory row). Node keeps each one once loaded.
 */
export const loadQrCode = async () => (await import('qrcode')).default;
export const loadPdfKit = async () => (await import('pdfkit')).default;
export const loadXlsxReader = async () => (await import('read-excel-file/node')).default;
export const loadXlsxWriter = async () => (await import('write-excel-file/node')).default;
export const loadWebp = async () => (await import('webp-wasm')).default;
export const loadGifReader = async () => (await import('omggif')).GifReader;
export const loadPngEncoder = async () => (await import('fast-png')).encode;
export const loadNodemailer = async () => (await import('nodemailer')).default;
