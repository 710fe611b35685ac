import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { useSellerTranslation, type SellerKey } from '../seller-strings';

const SECTIONS: { href: string; label: SellerKey; isCurrent: (path: string) => boolean }[] = [
  {
    href: '/seller',
    label: 'seller.nav.orders',
    isCurrent: (path) => path === '/seller' || path.startsWith('/seller/orders'),
  },
  {
    href: '/seller/products',
    label: 'seller.nav.products',
    isCurrent: (path) => path.startsWith('/seller/products'),
  },
  {
    href: '/seller/cod-holds',
    label: 'seller.nav.codHolds',
    isCurrent: (path) => path.startsWith('/seller/cod-holds'),
  },
];

/** The console's sections, on every signed-in page; the one shown is marked (aria-current). */
export function ConsoleNav() {
  const { t } = useSellerTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('seller.nav.label')} className="print:hidden">
      <ul className="flex flex-wrap gap-1">
        {SECTIONS.map((section) => {
          const isCurrent = section.isCurrent(pathname.replace(/\/+$/, '') || '/');
          return (
            <li key={section.href}>
              <Link
                to={section.href}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
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
