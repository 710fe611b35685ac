import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../../lib/cn';
import { useSellerTranslation } from '../seller-strings';

/** Zoom steps, as multiples of the size that fits the screen. */
export const ZOOM_STEPS = [1, 1.5, 2, 3, 4] as const;

type Size = { width: number; height: number };

/** Room around the picture, in px, so a fitted one does not touch the screen's edges. */
const STAGE_PADDING = 8;

/** The image's size on screen at `zoom`: fitted whole into the viewport first, then scaled. */
export function displayedSize(natural: Size, viewport: Size, zoom: number): Size {
  if (natural.width <= 0 || natural.height <= 0) return { width: 0, height: 0 };
  const fit = Math.min(viewport.width / natural.width, viewport.height / natural.height);
  return {
    width: Math.round(natural.width * fit * zoom),
    height: Math.round(natural.height * fit * zoom),
  };
}

function ToolButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex size-11 items-center justify-center rounded-lg text-white hover:bg-white/15 disabled:opacity-40"
    >
      {children}
    </button>
  );
}

const ICON = 'size-6';
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

type ReceiptViewerProps = { url: string; alt: string; title: string; onClose: () => void };

/**
 * The receipt full screen, to read the transfer's amount, time and reference: zoom in and out
 * (buttons, or + - 0 on a keyboard), scroll to move around a zoomed picture, Escape or Close to
 * leave. A modal dialog: focus stays inside and goes back where it was on close.
 */
export function ReceiptViewer({ url, alt, title, onClose }: ReceiptViewerProps) {
  const { t } = useSellerTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [step, setStep] = useState(0);
  const [natural, setNatural] = useState<Size | null>(null);
  const [viewport, setViewport] = useState<Size | null>(null);
  const zoom = ZOOM_STEPS[step] ?? 1;

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === '+' || event.key === '=') {
      setStep((current) => Math.min(current + 1, ZOOM_STEPS.length - 1));
    } else if (event.key === '-') {
      setStep((current) => Math.max(current - 1, 0));
    } else if (event.key === '0') {
      setStep(0);
    } else if (event.key === 'Tab' && panelRef.current) {
      const focusable = [
        ...panelRef.current.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]'),
      ];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button')?.focus();
    const appRoot = document.getElementById('root');
    appRoot?.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKeyDown = (event: KeyboardEvent) => onKey(event);
    document.addEventListener('keydown', onKeyDown);

    const measure = () => {
      const stage = stageRef.current;
      if (stage)
        setViewport({
          width: stage.clientWidth - 2 * STAGE_PADDING,
          height: stage.clientHeight - 2 * STAGE_PADDING,
        });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', measure);
      appRoot?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  const size = natural && viewport ? displayedSize(natural, viewport, zoom) : null;

  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col bg-neutral-950 text-white"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 bg-neutral-900 px-2 py-1">
        <h2 id={titleId} className="min-w-0 px-2 text-sm font-semibold wrap-break-word">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <ToolButton
            label={t('seller.receiptViewer.zoomOut')}
            onClick={() => setStep((current) => Math.max(current - 1, 0))}
            disabled={step === 0}
          >
            <svg viewBox="0 0 24 24" className={ICON} aria-hidden="true">
              <circle cx="11" cy="11" r="7" {...stroke} />
              <path d="M8 11h6M16.5 16.5 21 21" {...stroke} />
            </svg>
          </ToolButton>
          <output
            aria-live="polite"
            className="min-w-14 text-center text-sm font-semibold tabular-nums"
          >
            {t('seller.receiptViewer.zoom', { percent: Math.round(zoom * 100) })}
          </output>
          <ToolButton
            label={t('seller.receiptViewer.zoomIn')}
            onClick={() => setStep((current) => Math.min(current + 1, ZOOM_STEPS.length - 1))}
            disabled={step === ZOOM_STEPS.length - 1}
          >
            <svg viewBox="0 0 24 24" className={ICON} aria-hidden="true">
              <circle cx="11" cy="11" r="7" {...stroke} />
              <path d="M8 11h6M11 8v6M16.5 16.5 21 21" {...stroke} />
            </svg>
          </ToolButton>
          <ToolButton
            label={t('seller.receiptViewer.fit')}
            onClick={() => setStep(0)}
            disabled={step === 0}
          >
            <svg viewBox="0 0 24 24" className={ICON} aria-hidden="true">
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" {...stroke} />
            </svg>
          </ToolButton>
          <ToolButton label={t('seller.receiptViewer.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" className={ICON} aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" {...stroke} />
            </svg>
          </ToolButton>
        </div>
      </div>
      {/* Scrolls when zoomed; margin auto centres the picture without cutting off its start. */}
      <div
        ref={stageRef}
        tabIndex={0}
        aria-label={alt}
        style={{ padding: STAGE_PADDING }}
        className="flex min-h-0 flex-1 overflow-auto"
      >
        <img
          src={url}
          alt={alt}
          onLoad={(event) =>
            setNatural({
              width: event.currentTarget.naturalWidth,
              height: event.currentTarget.naturalHeight,
            })
          }
          style={size ? { width: size.width, height: size.height } : undefined}
          className={cn('m-auto bg-white', size ? 'max-w-none' : 'max-h-full max-w-full')}
        />
      </div>
    </div>,
    document.body,
  );
}
