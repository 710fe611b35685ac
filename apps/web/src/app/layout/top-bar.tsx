import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectIsAuthenticated } from '../../features/auth/auth.slice';
import { logOut } from '../../features/auth/log-out';
import { useTranslation } from '../../i18n/translation';
import type { AppDispatch } from '../store';
import { LanguageSwitch } from '../../components/language-switch';
import { ShopSelector } from './shop-selector';

/** docs/product.md#top-bar Header top bar: shop selector, language selector and (when logged in) Logout. */
export function TopBar({ currentShopGuid }: { currentShopGuid: string | undefined }) {
  const { t } = useTranslation();
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const isAuthenticated = useSelector(selectIsAuthenticated);

  return (
    <div className="bg-neutral-900 text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-x-3 px-3 sm:px-4">
        <ShopSelector currentShopGuid={currentShopGuid} />
        <div className="flex shrink-0 items-center gap-1">
          <LanguageSwitch look="topBar" />
          {isAuthenticated && (
            <button
              type="button"
              onClick={async () => {
                // docs/product.md#top-bar: Logout goes to / and clears the session (token, user data, cached
                // answers; the server ends the token too). Leaving first means a protected
                // page never sees the session end and sends the shopper to /login instead.
                await navigate('/', { flushSync: true });
                dispatch(logOut());
              }}
              className="min-h-11 rounded-md px-2 text-sm text-neutral-200 hover:text-white"
            >
              {t('nav.logout')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
