import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';

type AddressMenuProps = {
  /** Names which address the menu is for ('Options for Aung Aung'). */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
};

function DotsIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <circle cx="12" cy="5" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="12" cy="19" r="1.8" />
    </svg>
  );
}

const ITEM =
  'flex min-h-11 w-full items-center px-4 text-start text-sm font-semibold hover:bg-neutral-100 focus-visible:bg-neutral-100';

/**
 * docs/product.md#checkout-address: each saved address has an Edit/Delete menu. A disclosure (a button that shows two
 * buttons) rather than an ARIA menu: two actions need no roving focus, and it closes on
 * Escape or a click elsewhere.
 */
export function AddressMenu({ label, onEdit, onDelete }: AddressMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  function choose(action: () => void) {
    setOpen(false);
    action();
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900"
      >
        <DotsIcon />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute end-0 top-full z-20 mt-1 w-40 overflow-hidden rounded-xl border border-neutral-200 bg-white py-1 shadow-lg"
      >
        <button type="button" onClick={() => choose(onEdit)} className={`${ITEM} text-neutral-900`}>
          {t('checkout.address.edit')}
        </button>
        <button type="button" onClick={() => choose(onDelete)} className={`${ITEM} text-red-700`}>
          {t('checkout.address.delete')}
        </button>
      </div>
    </div>
  );
}
