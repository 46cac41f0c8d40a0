import type { DownloadedFile } from '../api/library';

/**
 * Hands a file fetched with the session to the browser as a download (an anchor with `download`),
 * then releases its object URL: nothing is kept for the page's lifetime.
 */
export function saveDownloadedFile(file: DownloadedFile): void {
  const anchor = document.createElement('a');
  anchor.href = file.objectUrl;
  anchor.download = file.filename;
  anchor.hidden = true;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(file.objectUrl), 0);
}
