import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { useSellerTranslation, type SellerKey } from '../seller-strings';

type Section = {
  href: string;
  label: SellerKey;
  isCurrent: (path: string) => boolean;
  /** The business's pages: shown to owners only (the server refuses everyone else anyway). */
  ownersOnly?: boolean;
};

const under = (href: string) => (path: string) => path === href || path.startsWith(`${href}/`);

const SECTIONS: Section[] = [
  {
    href: '/seller',
    label: 'seller.nav.orders',
    isCurrent: (path) => path === '/seller' || path.startsWith('/seller/orders'),
  },
  { href: '/seller/products', label: 'seller.nav.products', isCurrent: under('/seller/products') },
  {
    href: '/seller/cod-holds',
    label: 'seller.nav.codHolds',
    isCurrent: under('/seller/cod-holds'),
  },
  { href: '/seller/reports', label: 'owner.reports.title', isCurrent: under('/seller/reports') },
  {
    href: '/seller/shops',
    label: 'owner.shops.title',
    isCurrent: under('/seller/shops'),
    ownersOnly: true,
  },
  {
    href: '/seller/staff',
    label: 'owner.staff.title',
    isCurrent: under('/seller/staff'),
    ownersOnly: true,
  },
  {
    href: '/seller/payments',
    label: 'owner.payments.title',
    isCurrent: under('/seller/payments'),
    ownersOnly: true,
  },
  {
    href: '/seller/shipping',
    label: 'owner.shipping.title',
    isCurrent: under('/seller/shipping'),
    ownersOnly: true,
  },
  {
    href: '/seller/coupons',
    label: 'owner.coupons.title',
    isCurrent: under('/seller/coupons'),
    ownersOnly: true,
  },
  {
    href: '/seller/audit',
    label: 'owner.audit.title',
    isCurrent: under('/seller/audit'),
    ownersOnly: true,
  },
  { href: '/seller/settings', label: 'owner.settings.title', isCurrent: under('/seller/settings') },
];

/**
 * The console's sections, on every signed-in page; the one shown is marked (aria-current).
 * Owners also see the business's pages. On a phone the row scrolls sideways rather than
 * wrapping into a wall of links; from the tablet width up it wraps.
 */
export function ConsoleNav({ isOwner = false }: { isOwner?: boolean }) {
  const { t } = useSellerTranslation();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <nav aria-label={t('seller.nav.label')} className="print:hidden">
      <ul className="-mb-px flex snap-x gap-1 overflow-x-auto overscroll-x-contain sm:flex-wrap sm:overflow-visible">
        {SECTIONS.filter((section) => isOwner || !section.ownersOnly).map((section) => {
          const isCurrent = section.isCurrent(path);
          return (
            <li key={section.href} className="shrink-0 snap-start">
              <Link
                to={section.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
                  isCurrent
                    ? 'border-accent text-accent-strong'
                    : 'border-transparent text-neutral-700 hover:text-accent-strong',
                )}
              >
                {t(section.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
