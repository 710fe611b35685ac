import type { Category } from '@storefront/contract/catalog';
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { cn } from '../../../lib/cn';
import { useGetCategoriesQuery } from '../api/get-categories';
import { useFlyoutMenu } from '../hooks/use-flyout-menu';
import { useLocalizedName } from '../hooks/use-localized-name';

const ENTRY =
  'flex min-h-11 items-center justify-between gap-2 px-4 py-2 text-sm text-neutral-800 outline-offset-[-3px] hover:bg-accent-soft hover:text-accent-strong';
const OPEN_ENTRY = 'bg-accent-soft text-accent-strong';
/** Flyouts sit beside the panel they grow from, from its top, and are at least as tall. */
const FLYOUT =
  'absolute start-full top-0 z-30 -ms-px min-h-full w-60 rounded-e-xl border border-neutral-200 bg-white py-2 shadow-lg';

const productsPath = (guid: string) => `/products/${guid}`;

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true">
      <path
        d="M7.5 4.5 13 10l-5.5 5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * docs/product.md#category-menu 'SHOP BY CATEGORIES': top-level categories, each with a flyout of its second level, each
 * of those with a flyout of the third (docs/product.md#category-menu timings in useFlyoutMenu). Every entry links to its
 * products. Keyboard: focusing an entry opens its flyout, so Tab walks into it; Escape closes
 * the flyouts and returns to the top-level entry.
 */
export function CategorySideMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const flyoutIdBase = useId();
  const { data: categories, error, isError, isLoading } = useGetCategoriesQuery();
  const nameOf = useLocalizedName();
  const menu = useFlyoutMenu();
  const navRef = useRef<HTMLElement>(null);
  // Escape hands focus back to a top-level entry; that focus must not open its flyout again.
  const isReturningFocus = useRef(false);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || menu.openTop === null) return;
    event.preventDefault();
    const topLink = navRef.current?.querySelector<HTMLElement>(`[data-top-guid="${menu.openTop}"]`);
    menu.closeAll();
    if (topLink && topLink !== document.activeElement) {
      isReturningFocus.current = true;
      topLink.focus();
    }
  }

  function onBlur(event: FocusEvent) {
    // Focus left the menu altogether (not just moved inside it): nothing stays open.
    if (!navRef.current?.contains(event.relatedTarget as Node | null)) menu.closeAll();
  }

  function onTopFocus(guid: string) {
    if (isReturningFocus.current) {
      isReturningFocus.current = false;
      return;
    }
    menu.focusTop(guid);
  }

  const flyoutId = (guid: string) => `${flyoutIdBase}-${guid}`;

  function secondLevel(top: Category) {
    return (
      <div id={flyoutId(top.guid)} className={FLYOUT}>
        <ul>
          {top.children.map((second) => {
            const isOpen = menu.openSecond === second.guid && second.children.length > 0;
            return (
              <li key={second.guid} onMouseEnter={() => menu.hoverSecond(second.guid)}>
                <Link
                  to={productsPath(second.guid)}
                  onFocus={() => menu.focusSecond(second.guid)}
                  aria-expanded={second.children.length > 0 ? isOpen : undefined}
                  aria-controls={isOpen ? flyoutId(second.guid) : undefined}
                  className={cn(ENTRY, isOpen && OPEN_ENTRY)}
                >
                  <span className="min-w-0">{nameOf(second)}</span>
                  {second.children.length > 0 && <Chevron />}
                </Link>
                {isOpen && (
                  <div id={flyoutId(second.guid)} className={FLYOUT}>
                    <ul>
                      {second.children.map((third) => (
                        <li key={third.guid}>
                          <Link to={productsPath(third.guid)} className={ENTRY}>
                            <span className="min-w-0">{nameOf(third)}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <nav
      ref={navRef}
      aria-labelledby={titleId}
      onMouseEnter={menu.enterMenu}
      onMouseLeave={menu.leaveMenu}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      className={cn('relative rounded-xl border border-neutral-200 bg-white', className)}
    >
      <h2
        id={titleId}
        className="rounded-t-xl bg-accent px-4 py-3 text-sm font-bold tracking-wide text-white"
      >
        {t('listing.menu.title')}
      </h2>

      {isLoading && (
        <ul aria-hidden="true" className="flex flex-col py-2">
          {Array.from({ length: 7 }, (_, index) => (
            <li key={index} className="flex min-h-11 items-center px-4">
              <Skeleton className="h-4 w-3/4" />
            </li>
          ))}
        </ul>
      )}

      {isError && (
        <p role="alert" className="px-4 py-3 text-sm text-red-800">
          {t('listing.menu.error', { error: errorText(error) })}
        </p>
      )}

      {categories && (
        <ul className="py-2">
          {categories.map((top) => {
            const hasChildren = top.children.length > 0;
            const isOpen = menu.openTop === top.guid && hasChildren;
            return (
              <li key={top.guid} onMouseEnter={() => menu.hoverTop(top.guid)}>
                <Link
                  to={productsPath(top.guid)}
                  data-top-guid={top.guid}
                  onFocus={() => onTopFocus(top.guid)}
                  aria-expanded={hasChildren ? isOpen : undefined}
                  aria-controls={isOpen ? flyoutId(top.guid) : undefined}
                  className={cn(ENTRY, isOpen && OPEN_ENTRY)}
                >
                  <span className="min-w-0">{nameOf(top)}</span>
                  {hasChildren && <Chevron />}
                </Link>
                {isOpen && secondLevel(top)}
              </li>
            );
          })}
        </ul>
      )}

      <div className="border-t border-neutral-100 px-2 py-1">
        <Link
          to="/categories"
          className="flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-accent-strong hover:underline"
        >
          {t('listing.menu.seeAll')}
        </Link>
      </div>
    </nav>
  );
}
