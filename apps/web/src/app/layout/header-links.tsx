import { useSelector } from 'react-redux';
import { NavLink } from 'react-router';
import { formatNumber } from '@storefront/commerce/money';
import { selectIsAuthenticated } from '../../features/auth/auth.slice';
import { useUserName } from '../../features/auth/hooks/use-user-name';
import { selectCartCount } from '../../features/cart/cart.slice';
import { selectCompareCount } from '../../features/compare/compare.slice';
import { CartIcon, CompareIcon, UserIcon } from '../../components/ui/icons';
import { useShopTextLang } from '../../i18n/shop-text';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';
import { NAV_ITEMS } from './nav-items';

/** The main navigation links; the current route is highlighted (docs/product.md#header) and marked aria-current. */
export function NavLinks({ orientation }: { orientation: 'row' | 'column' }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('flex', orientation === 'row' ? 'flex-row gap-1' : 'flex-col gap-1')}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium',
                isActive
                  ? 'bg-accent-soft text-accent-strong'
                  : 'text-neutral-800 hover:bg-neutral-100',
              )
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function CountBadge({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'absolute -end-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] leading-none font-bold',
          // An empty list keeps its badge (docs/product.md#header) but in a quiet grey, so a filled one stands out.
          count > 0 ? 'bg-accent text-white' : 'bg-neutral-200 text-neutral-700',
        )}
      >
        {formatNumber(count, i18n.language)}
      </span>
      <span className="sr-only">, {t('nav.itemCount', { count })}</span>
    </>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'relative flex min-h-11 min-w-11 items-center gap-2 rounded-lg px-2 text-sm font-medium',
    isActive ? 'text-accent-strong' : 'text-neutral-800 hover:bg-neutral-100',
  );

/** Compare and cart (each with its count badge) and the account entry (docs/product.md#header). */
export function AccountLinks({ variant }: { variant: 'header' | 'drawer' }) {
  const { t } = useTranslation();
  const cartCount = useSelector(selectCartCount);
  const compareCount = useSelector(selectCompareCount);
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const userName = useUserName();
  // A name written in Burmese on an English page is marked as Burmese, as a shop's words are
  // (i18n/shop-text.tsx): read as Burmese, and drawn with the Burmese font.
  const nameLang = useShopTextLang()(userName);
  // In the header the labels show from 1024 px; on phones the icons stand alone (the drawer
  // repeats them with labels), keeping the names for screen readers.
  const label = (text: string, lang?: string) => (
    <span
      lang={lang}
      className={variant === 'drawer' ? 'min-w-0 break-words' : 'sr-only lg:not-sr-only'}
    >
      {text}
    </span>
  );

  return (
    <ul className={cn('flex', variant === 'drawer' ? 'flex-col gap-1' : 'items-center gap-0.5')}>
      <li>
        <NavLink to="/compare" className={linkClass}>
          <span className="relative">
            <CompareIcon />
            <CountBadge count={compareCount} />
          </span>
          {label(t('nav.compare'))}
        </NavLink>
      </li>
      <li>
        <NavLink to="/cart" className={linkClass}>
          <span className="relative">
            <CartIcon />
            <CountBadge count={cartCount} />
          </span>
          {label(t('nav.cart'))}
        </NavLink>
      </li>
      <li>
        {isAuthenticated ? (
          <NavLink to="/dashboard" className={linkClass}>
            <UserIcon className="size-6 shrink-0" />
            {/* docs/product.md#header: the user's name, 'User' when it is missing. Long names are cut in the header. */}
            {variant === 'drawer' ? (
              label(userName ?? t('nav.user'), nameLang)
            ) : (
              <span lang={nameLang} className="sr-only lg:not-sr-only lg:max-w-40 lg:truncate">
                {userName ?? t('nav.user')}
              </span>
            )}
          </NavLink>
        ) : (
          <NavLink to="/login" className={linkClass}>
            <UserIcon />
            {label(t('nav.loginRegister'))}
          </NavLink>
        )}
      </li>
    </ul>
  );
}
