import { useCallback, useState } from 'react';
import { errorMessage } from '../api/errors';
import { useCreditNotePdfMutation, useInvoicePdfMutation } from '../api/orders';
import { useNotify } from '../state/hooks';
import { DOWNLOAD_FAILED } from './useDownloadProduct';
import { saveDownloadedFile } from './saveDownloadedFile';

/** One of an order's tax documents: its invoice, or its n-th credit note. */
export type TaxDocumentRequest =
  | { kind: 'invoice'; orderId: string; number: string }
  | { kind: 'credit_note'; orderId: string; number: string; n: number };

/**
 * Downloads a tax invoice or credit note as PDF the way a kit is downloaded: fetched with the
 * bearer session (the routes are the owner's only), handed to the browser, the object URL released.
 * Answers the number of the document downloading.
 */
export function useDownloadTaxDocument() {
  const [invoicePdf] = useInvoicePdfMutation();
  const [creditNotePdf] = useCreditNotePdfMutation();
  const notify = useNotify();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (document: TaxDocumentRequest) => {
      setDownloading(document.number);
      const result = await (document.kind === 'invoice' ? invoicePdf(document) : creditNotePdf(document));
      setDownloading(null);
      if (!result.data) {
        notify(errorMessage(result.error, DOWNLOAD_FAILED), 'danger');
        return;
      }
      saveDownloadedFile(result.data);
    },
    // Stryker disable next-line ArrayDeclaration: RTK's triggers and the store's dispatch never change
    [creditNotePdf, invoicePdf, notify],
  );

  return { download, downloading };
}
