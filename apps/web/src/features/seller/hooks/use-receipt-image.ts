import { useEffect, useState } from 'react';
import { sellerFetch } from '../api/seller-api';

export type ReceiptImage =
  { state: 'loading' } | { state: 'ready'; url: string } | { state: 'failed' };

/**
 * A wallet receipt, read with the staff's bearer token: `GET v1/receipts/{id}` is private
 * (docs/decisions/0014-order-life-cycle.md), so an <img src> of it would be refused. The bytes
 * become a blob URL for as long as the order is on screen, then the URL is let go.
 */
export function useReceiptImage(receiptId: string): ReceiptImage {
  const [result, setResult] = useState<{ id: string; image: ReceiptImage } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    sellerFetch(`/v1/receipts/${encodeURIComponent(receiptId)}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`receipt answered ${response.status}`);
        const blob = await response.blob();
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setResult({ id: receiptId, image: { state: 'ready', url } });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult({ id: receiptId, image: { state: 'failed' } });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [receiptId]);

  return result?.id === receiptId ? result.image : { state: 'loading' };
}
