import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm font-medium';

/**
 * docs/product.md#dashboard /dashboard sidebar: Dashboard, My Orders and Log Out. A column beside the page on wide
 * screens, a row of buttons above it on phones.
 */
export function AccountMenu({ onLogOut }: { onLogOut: () => void }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('account.menu.label')}
      className="rounded-2xl border border-neutral-200 bg-white p-2 lg:sticky lg:top-4"
    >
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        <li className="min-w-0 flex-1 lg:flex-none">
          <NavLink
            to="/dashboard"
            end
            className={({ isActive }) =>
              cn(
                ITEM,
                'justify-center lg:justify-start',
                isActive
                  ? 'bg-accent-soft text-accent-strong'
                  : 'text-neutral-800 hover:bg-neutral-100',
              )
            }
          >
            {t('account.menu.dashboard')}
          </NavLink>
        </li>
        <li className="min-w-0 flex-1 lg:flex-none">
          <Link
            to="/order-history"
            className={cn(
              ITEM,
              'justify-center text-neutral-800 hover:bg-neutral-100 lg:justify-start',
            )}
          >
            {t('account.menu.orders')}
          </Link>
        </li>
        <li className="min-w-0 flex-1 lg:flex-none">
          <button
            type="button"
            onClick={onLogOut}
            className={cn(ITEM, 'justify-center text-red-700 hover:bg-red-50 lg:justify-start')}
          >
            {t('account.menu.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
