import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { SellerProfile } from '@storefront/contract/seller';
import { useGetSellerMeQuery } from '../api/get-seller-me';
import { LiveOrdersContext, useLiveOrdersSource, type LiveOrders } from '../hooks/use-live-orders';
import { signOutSeller } from '../api/sign-in-seller';
import {
  forgetSellerShop,
  refreshSellerProfile,
  useSellerSession,
  useSellerShopChoice,
  type SellerSession,
} from '../seller-session';
import { shopNameOf } from '../seller-labels';
import { useSellerTranslation } from '../seller-strings';
import { cn } from '../../../lib/cn';
import { ForcedPasswordScreen } from './forced-password-screen';
import { ShopSwitcher } from './shop-switcher';
import { ConsoleNav } from './console-nav';
import { LanguageSwitch } from '../../../components/language-switch';
import { ConsoleBell } from './console-bell';

const STREAM_DOT: Record<LiveOrders['stream'], string> = {
  live: 'bg-green-600',
  connecting: 'bg-neutral-400',
  reconnecting: 'bg-yellow-500',
};

function StreamStatus({ stream }: { stream: LiveOrders['stream'] }) {
  const { t } = useSellerTranslation();
  const label =
    stream === 'live'
      ? t('seller.frame.live')
      : stream === 'connecting'
        ? t('seller.frame.connecting')
        : t('seller.frame.reconnecting');
  return (
    <p
      title={t('seller.frame.liveHint')}
      className="inline-flex items-center gap-1.5 text-xs font-medium text-neutral-700"
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', STREAM_DOT[stream])} />
      {label}
    </p>
  );
}

function ConsoleHeader({ profile, live }: { profile: SellerProfile; live: LiveOrders }) {
  const { t, i18n } = useSellerTranslation();
  const isOwner = profile.role === 'Owner';
  return (
    <header className="border-b border-neutral-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-3 py-2 sm:px-4">
        <div className="flex min-w-0 flex-col">
          <p className="text-xs font-medium text-neutral-600">{t('seller.consoleName')}</p>
          {isOwner ? (
            <ShopSwitcher currentShopGuid={profile.shop.guid} />
          ) : (
            <p className="text-lg font-bold wrap-break-word text-neutral-900">
              {shopNameOf(profile, i18n.language)}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
            <p className="text-sm text-neutral-700">
              {t('seller.frame.signedInAs', { name: profile.name || profile.username })}
            </p>
            <StreamStatus stream={live.stream} />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ConsoleBell currentShopGuid={profile.shop.guid} isOwner={isOwner} />
          <LanguageSwitch look="console" />
          <button
            type="button"
            onClick={signOutSeller}
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-neutral-300 bg-white px-3 text-sm font-semibold text-neutral-900 hover:border-accent hover:text-accent"
          >
            {t('seller.frame.signOut')}
          </button>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-1 sm:px-2">
        <ConsoleNav isOwner={isOwner} />
      </div>
    </header>
  );
}

function SignedInConsole({ session }: { session: SellerSession }) {
  const live = useLiveOrdersSource(session.token);
  // The shop's and the staff member's names as they are now (the stored copy shows meanwhile).
  const { data: profile, error } = useGetSellerMeQuery();
  useEffect(() => {
    if (profile) refreshSellerProfile(profile);
  }, [profile]);
  // An owner's chosen shop that no longer exists (404): back to the default shop.
  const isShopGone =
    session.profile.role === 'Owner' &&
    error !== undefined &&
    'status' in error &&
    error.status === 404;
  useEffect(() => {
    if (isShopGone) forgetSellerShop();
  }, [isShopGone]);

  return (
    <LiveOrdersContext value={live}>
      <div className="flex min-h-dvh flex-col bg-neutral-100">
        <ConsoleHeader profile={profile ?? session.profile} live={live} />
        <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
          <Outlet />
        </main>
      </div>
    </LiveOrdersContext>
  );
}

/**
 * The signed-in console around its pages (orders, products, the business's pages for owners):
 * staff are sent to /seller/login without a session, and back where they were going once signed
 * in; a staff member whose password an owner chose is asked for their own first. The frame and
 * the live stream stay while staff move between its pages.
 */
export function SellerConsole() {
  const session = useSellerSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate
        to="/seller/login"
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  // An owner's password is never chosen for them; a staff member's first one must be replaced.
  if (session.profile.mustChangePassword) {
    return <ForcedPasswordScreen name={session.profile.name || session.profile.username} />;
  }
  return <ConsoleForShop session={session} />;
}

/**
 * A new session, or an owner moving to another shop, starts a new console: no new-order marks
 * carry over, and the live stream is opened again for the shop now chosen.
 */
function ConsoleForShop({ session }: { session: SellerSession }) {
  const shopGuid = useSellerShopChoice();
  return <SignedInConsole key={`${session.token} ${shopGuid ?? ''}`} session={session} />;
}
