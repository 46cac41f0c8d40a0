import { useCallback, useState } from 'react';
import type { DownloadFormat } from '@profit/contract';
import { errorMessage } from '../api/errors';
import { useDownloadMutation } from '../api/library';
import { useNotify } from '../state/hooks';
import { saveDownloadedFile } from './saveDownloadedFile';

export const DOWNLOAD_FAILED = 'The download could not start. Please try again.';

/**
 * Downloads a bought product (its PDF guide, or with `md` its Markdown source): fetches the file with
 * the session, hands it to the browser as a download, and releases the object URL. Answers which
 * product is downloading.
 */
export function useDownloadProduct() {
  const [download] = useDownloadMutation();
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);

  const start = useCallback(
    async (productId: string, format: DownloadFormat = 'pdf') => {
      setDownloading(productId);
      const result = await download({ productId, format });
      setDownloading(null);
      if (!result.data) {
        notify(errorMessage(result.error, DOWNLOAD_FAILED), 'danger');
        return;
      }
      saveDownloadedFile(result.data);
    },
    // Stryker disable next-line ArrayDeclaration: RTK's trigger and the store's dispatch never change
    [download, notify],
  );

  return { download: start, downloading };
}
