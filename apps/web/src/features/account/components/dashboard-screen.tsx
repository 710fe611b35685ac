import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import type { UserBrief } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { AccountMenu } from './account-menu';
import { AccountSettings } from './account-settings';
import { AddressBook } from './address-book';
import { SummaryCards } from './summary-cards';

type CurrentUserState = {
  user: UserBrief | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  refetch: () => void;
};

type DashboardScreenProps = {
  currentUser: CurrentUserState;
  cartCount: number;
  regions: readonly Region[];
  /** The shopper's chosen region: where a new address starts. */
  regionGuid: string | null;
  onLogOut: () => void;
  /**
   * The password change, shown under Account Setting. It belongs to the session (auth), which
   * this feature knows nothing of, so the route hands it in.
   */
  passwordSection?: ReactNode;
};

function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t('account.loadingUser')}</span>
      <Skeleton className="h-6 w-2/3 max-w-sm" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
      <Skeleton className="h-72 rounded-2xl" />
      <Skeleton className="h-64 rounded-2xl" />
    </div>
  );
}

/** docs/product.md#dashboard /dashboard: the account menu beside the shopper's activity, profile and address book. */
export function DashboardScreen({
  currentUser,
  cartCount,
  regions,
  regionGuid,
  onLogOut,
  passwordSection,
}: DashboardScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { user, isLoading, isFetching, error, refetch } = currentUser;

  let content;
  if (isLoading || (!user && !error)) {
    content = <DashboardSkeleton />;
  } else if (!user) {
    content = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
      >
        <p>{t('common.error', { message: errorText(error) })}</p>
        <Button variant="secondary" disabled={isFetching} onClick={refetch}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <p className="text-lg font-semibold wrap-break-word text-neutral-900">
            {t('account.hello', { name: user.name || t('nav.user') })}
          </p>
          <p className="text-sm text-neutral-600">{t('account.intro')}</p>
        </div>
        <SummaryCards cartCount={cartCount} />
        <AccountSettings user={user} />
        {passwordSection}
        <AddressBook
          ownerGuid={user.guid}
          regions={regions}
          defaultCountryGuid={regionGuid ?? ''}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-4 sm:px-4 sm:py-6">
      <PageTitle documentTitle={t('pages.dashboard')}>{t('pages.dashboard')}</PageTitle>
      <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <AccountMenu onLogOut={onLogOut} />
        <div className="min-w-0">{content}</div>
      </div>
    </div>
  );
}
