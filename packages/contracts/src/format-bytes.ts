/** '1,4 MB' — sizes as the operator reads them (pt-BR decimal comma). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}
