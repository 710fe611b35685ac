import { useEffect, useEffectEvent, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { CloseIcon } from '../../components/ui/icons';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';
import { AccountLinks, NavLinks } from './header-links';
import { useIsHydrated } from '../../components/ui/use-is-hydrated';

type MobileDrawerProps = { isOpen: boolean; onClose: () => void; id: string };

/**
 * docs/product.md#mobile-drawer/docs/product.md#mobile-drawer: on small screens the navigation is a slide-out drawer, open or closed. While open it
 * behaves as a modal: focus stays inside, Escape or the backdrop closes it, and so does
 * following one of its links.
 */
export function MobileDrawer({ isOpen, onClose, id }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);
  const isHydrated = useIsHydrated();

  useEffect(() => {
    close();
  }, [pathname]);

  useEffect(() => {
    if (!isOpen) return;
    const panel = panelRef.current;
    const opener = document.activeElement as HTMLElement | null;
    panel?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const appRoot = document.getElementById('root');
    appRoot?.setAttribute('inert', '');
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') close();
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>('button, a[href]')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      appRoot?.removeAttribute('inert');
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, [isOpen]);

  // Closed until opened, and the server has no <body> to draw it into.
  if (!isHydrated) return null;

  return createPortal(
    <div className={cn('fixed inset-0 z-40 lg:hidden', !isOpen && 'pointer-events-none')}>
      <div
        aria-hidden="true"
        onClick={onClose}
        className={cn(
          'absolute inset-0 bg-neutral-900/50 transition-opacity',
          isOpen ? 'opacity-100' : 'opacity-0',
        )}
      />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        hidden={!isOpen}
        className="absolute inset-y-0 start-0 flex w-[min(20rem,85vw)] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-xl motion-safe:animate-drawer-in"
      >
        {/* Drawn when opened: a closed drawer costs the first render nothing (its panel is
            hidden then anyway). It still slides in, by its own mount animation. */}
        {isOpen && (
          <>
            <div className="flex items-center justify-between">
              <span className="text-lg font-bold text-neutral-900">{t('nav.menu')}</span>
              <button
                type="button"
                onClick={onClose}
                aria-label={t('nav.closeMenu')}
                className="inline-flex size-11 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-100"
              >
                <CloseIcon />
              </button>
            </div>
            <nav aria-label={t('nav.main')}>
              <NavLinks orientation="column" />
            </nav>
            <hr className="border-neutral-200" />
            <AccountLinks variant="drawer" />
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
