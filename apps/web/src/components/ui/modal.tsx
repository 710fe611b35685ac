import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../../lib/cn';
import { useIsHydrated } from './use-is-hydrated';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type ModalProps = {
  title: ReactNode;
  /** Escape and the backdrop close the modal only when this is given (the region chooser has none). */
  onClose?: () => void;
  children: ReactNode;
  className?: string;
  /**
   * Drawn where it is rendered, never moved into <body>: a dialog the server draws (the region
   * chooser of a first visit) stays the same element in the same place through hydration. The
   * page around it is made inert instead of #root.
   */
  inPlace?: boolean;
};

/**
 * Everything beside the path from `element` up to <body>: what inertness must cover so that
 * only `element` stays usable.
 */
function everythingBeside(element: HTMLElement): HTMLElement[] {
  const others: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body;) {
    const parent: HTMLElement | null = node.parentElement;
    for (const sibling of parent?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert)
        others.push(sibling);
    }
    node = parent;
  }
  return others;
}

/**
 * A centred dialog that keeps keyboard focus inside itself while open (docs/ui.md#focus) and gives focus back to where it was when it closes.
 */
export function Modal({ title, onClose, children, className, inPlace = false }: ModalProps) {
  const titleId = useId();
  const isHydrated = useIsHydrated();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  // Reads the latest onClose without re-running the focus effect (which would steal focus).
  const closeOnEscape = useEffectEvent((): boolean => {
    if (!onClose) return false;
    onClose();
    return true;
  });

  useEffect(() => {
    const panel = panelRef.current;
    // Focus is trapped once the dialog is in <body>: in place, #root's inertness would hold it.
    if (!panel || !isHydrated) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const first = panel.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel).focus();

    // The rest of the page is made inert, so neither focus nor a screen reader wanders behind.
    const appRoot = document.getElementById('root');
    const inertElements =
      inPlace && backdropRef.current
        ? everythingBeside(backdropRef.current)
        : appRoot
          ? [appRoot]
          : [];
    for (const element of inertElements) element.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        if (closeOnEscape()) event.stopPropagation();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstEl = focusable[0];
      const lastEl = focusable[focusable.length - 1];
      if (!firstEl || !lastEl) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && document.activeElement === firstEl) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of inertElements) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [isHydrated, inPlace]);

  const dialog = (
    <div
      ref={backdropRef}
      // Needs the script to be used; without it the page stays readable (index.html hides it).
      data-needs-script=""
      className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-900/50 p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose?.();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'max-h-[90vh] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl outline-none',
          className,
        )}
      >
        <h2 id={titleId} className="text-lg font-bold text-neutral-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
  // A server-rendered modal is drawn in place, as the server drew it; unless it is to stay there
  // (inPlace), it goes over everything in <body> from the next render on.
  return isHydrated && !inPlace ? createPortal(dialog, document.body) : dialog;
}
