/** Saves `blob` as a file named `fileName` through the browser's download, as a link with `download` does. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after click() returns: let it go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
