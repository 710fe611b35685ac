import { useId, useRef, useState, type DragEvent } from 'react';
import { isAcceptedReceipt, RECEIPT_MAX_BYTES } from '@storefront/commerce/checkout-forms';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';
import type { Receipt } from '../checkout.slice';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function UploadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </svg>
  );
}

type ReceiptDropZoneProps = {
  receipt: Receipt | null;
  onChange: (receipt: Receipt | null) => void;
  /** A missing receipt, reported by the Make payment check. */
  error?: string | undefined;
};

/**
 * docs/product.md#payment-methods receipt screenshot: drop it on the zone or pick it with 'Browse Image', see its preview,
 * and Cancel to take it away. docs/product.md#payment-methods: png, jpeg, webp or jpg only; the server's 5 MB limit is
 * checked here too, before the shopper waits for an upload that would be refused.
 */
export function ReceiptDropZone({ receipt, onChange, error }: ReceiptDropZoneProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const messageId = useId();
  const shownError = problem ?? error;

  async function take(file: File | undefined) {
    if (!file) return;
    if (!isAcceptedReceipt(file)) {
      setProblem(t('checkout.payment.receiptType'));
      return;
    }
    if (file.size > RECEIPT_MAX_BYTES) {
      setProblem(t('checkout.payment.receiptSize'));
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setProblem(null);
      onChange({ name: file.name, type: file.type, size: file.size, dataUrl });
    } catch {
      setProblem(t('checkout.payment.receiptUnreadable'));
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  }

  const input = (
    <input
      ref={inputRef}
      type="file"
      accept="image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp"
      aria-labelledby={labelId}
      aria-describedby={shownError ? messageId : undefined}
      className="sr-only"
      tabIndex={-1}
      onChange={(event) => {
        void take(event.target.files?.[0]);
        // The same file picked again after Cancel must fire a change too.
        event.target.value = '';
      }}
    />
  );

  return (
    <div className="flex flex-col gap-1.5">
      <p id={labelId} className="text-sm font-semibold text-neutral-900">
        {t('checkout.payment.receipt')}
      </p>
      {receipt ? (
        <figure className="flex flex-col items-start gap-3 rounded-xl border border-neutral-200 p-3 sm:flex-row sm:items-center">
          <img
            src={receipt.dataUrl}
            alt={t('checkout.payment.receiptPreview')}
            className="max-h-56 w-auto max-w-full rounded-lg border border-neutral-200 object-contain"
          />
          <figcaption className="flex min-w-0 flex-col items-start gap-2 text-sm">
            <span className="text-neutral-700 break-all">{receipt.name}</span>
            <Button variant="secondary" onClick={() => onChange(null)}>
              {t('checkout.payment.cancelReceipt')}
            </Button>
          </figcaption>
        </figure>
      ) : (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
            isOver ? 'border-accent bg-accent-soft/50' : 'border-neutral-300 bg-neutral-50',
            shownError && 'border-red-700',
          )}
        >
          <span className="text-neutral-500">
            <UploadIcon />
          </span>
          <p className="font-semibold text-neutral-900">{t('checkout.payment.dropHere')}</p>
          <p className="text-xs text-neutral-600">{t('checkout.payment.or')}</p>
          <Button variant="secondary" onClick={() => inputRef.current?.click()}>
            {t('checkout.payment.browse')}
          </Button>
          <p className="text-xs text-neutral-600">{t('checkout.payment.receiptHint')}</p>
        </div>
      )}
      {input}
      {shownError && !receipt && (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      )}
    </div>
  );
}
