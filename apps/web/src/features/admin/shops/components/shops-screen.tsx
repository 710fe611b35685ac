import { Link, useLocation } from 'react-router';
import { OWNER_ROLE } from '@storefront/contract/seller';
import type { AdminShop } from '@storefront/contract/admin-shops';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { fallBackToPlaceholder, imageUrl } from '../../../../lib/image';
import { ConsoleTitle } from '../../../seller/components/console-title';
import { useSellerErrorText } from '../../../seller/seller-errors';
import { useSellerSession } from '../../../seller/seller-session';
import { useSellerTranslation } from '../../../seller/seller-strings';
import { useGetAdminShopsQuery } from '../api/get-admin-shops';
import { NEW_SHOP_PATH, shopHref } from '../shop-paths';
import { ShopForm } from './shop-form';
import { ShopStatusBadge } from './shop-status-badge';

const MESSAGE_AREA =
  'flex min-h-[40vh] flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';

/** The shop's name in the console's language: its Burmese name on Burmese pages, when it has one. */
function nameOf(shop: Pick<AdminShop, 'name' | 'nameMm'>, language: string): string {
  return (language === 'my' && shop.nameMm) || shop.name;
}

/** The address a shop is visited at, on the port this console is served from. */
function visitUrl(host: string): string {
  const port = typeof window === 'undefined' ? '' : window.location.port;
  const protocol = typeof window === 'undefined' ? 'https:' : window.location.protocol;
  return `${protocol}//${host}${port ? `:${port}` : ''}/`;
}

function OwnersOnly() {
  const { t } = useSellerTranslation();
  return (
    <div className={MESSAGE_AREA}>
      <p className="text-base text-neutral-800">{t('owner.shops.ownersOnly')}</p>
    </div>
  );
}

function useIsOwner(): boolean {
  return useSellerSession()?.profile.role === OWNER_ROLE;
}

function ShopCard({ shop }: { shop: AdminShop }) {
  const { t, i18n } = useSellerTranslation();
  const name = nameOf(shop, i18n.language);
  return (
    <li className="flex gap-3 rounded-xl border border-neutral-200 bg-white p-3">
      <img
        src={imageUrl(shop.logoImageGuid)}
        alt={t('owner.shops.logoOf', { name })}
        width={64}
        height={64}
        onError={fallBackToPlaceholder}
        className="size-16 shrink-0 rounded-lg border border-neutral-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-bold wrap-break-word text-neutral-900">{name}</h2>
          <ShopStatusBadge status={shop.status} />
          {shop.isDefault && (
            <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-800">
              {t('owner.shops.defaultShop')}
            </span>
          )}
          {!shop.cashOnDelivery && (
            <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-800">
              {t('owner.shops.noCash')}
            </span>
          )}
        </div>
        <p className="text-sm break-all text-neutral-700" dir="ltr">
          {[shop.hostName, ...shop.hostNames].join(' · ')}
        </p>
        <p className="text-sm text-neutral-700">
          {t('owner.shops.counts', { products: shop.productCount, staff: shop.staffCount })}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <Link
            to={shopHref(shop.guid)}
            className={buttonClass('secondary')}
            aria-label={`${t('owner.shops.edit')}: ${name}`}
          >
            {t('owner.shops.edit')}
          </Link>
          <a
            href={visitUrl(shop.hostName)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass(
              'ghost',
              'justify-start text-start break-all text-accent-strong',
            )}
          >
            {t('owner.shops.visit', { host: shop.hostName })}
          </a>
        </div>
      </div>
    </li>
  );
}

/** /seller/shops: every shop of the business, with its status and addresses (owners only). */
export function ShopsScreen() {
  const { t } = useSellerTranslation();
  const isOwner = useIsOwner();
  const errorText = useSellerErrorText();
  const shops = useGetAdminShopsQuery(undefined, { skip: !isOwner });
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4">
      <ConsoleTitle title={t('owner.shops.title')} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 className="text-xl font-bold text-neutral-900">{t('owner.shops.title')}</h1>
          <p className="text-sm text-neutral-700">{t('owner.shops.intro')}</p>
        </div>
        {isOwner && (
          <Link to={NEW_SHOP_PATH} className={buttonClass('primary', 'min-h-12 text-base')}>
            {t('owner.shops.openNew')}
          </Link>
        )}
      </div>
      {!isOwner ? (
        <OwnersOnly />
      ) : shops.isLoading ? (
        <ul aria-busy="true" className="grid gap-3 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className="h-36 rounded-xl" />
            </li>
          ))}
        </ul>
      ) : shops.isError || !shops.data ? (
        <div role="alert" className={MESSAGE_AREA}>
          <p>{t('owner.shops.loadFailed')}</p>
          <p className="text-sm text-neutral-700">{errorText(shops.error)}</p>
          <Button variant="secondary" onClick={() => void shops.refetch()}>
            {t('owner.shops.retry')}
          </Button>
        </div>
      ) : shops.data.items.length === 0 ? (
        <div className={MESSAGE_AREA}>
          <p>{t('owner.shops.empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {shops.data.items.map((shop) => (
            <ShopCard key={shop.guid} shop={shop} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** /seller/shops/new and /seller/shops/{shopGuid}: the shop's form (owners only). */
export function ShopFormScreen({ shopGuid }: { shopGuid: string | null }) {
  const { t, i18n } = useSellerTranslation();
  const isOwner = useIsOwner();
  const location = useLocation();
  const errorText = useSellerErrorText();
  const shops = useGetAdminShopsQuery(undefined, { skip: !isOwner });
  const shop = shopGuid ? shops.data?.items.find((s) => s.guid === shopGuid) : null;
  const created = (location.state as { created?: unknown } | null)?.created;
  const title = shop
    ? t('owner.shops.editTitle', { name: nameOf(shop, i18n.language) })
    : t('owner.shops.newTitle');
  let body;
  if (!isOwner) body = <OwnersOnly />;
  else if (shops.isLoading) body = <Skeleton className="h-[70vh] rounded-xl" />;
  else if (shops.isError || !shops.data)
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p>{t('owner.shops.loadFailed')}</p>
        <p className="text-sm text-neutral-700">{errorText(shops.error)}</p>
        <Button variant="secondary" onClick={() => void shops.refetch()}>
          {t('owner.shops.retry')}
        </Button>
      </div>
    );
  else if (shopGuid && !shop)
    body = (
      <div className={MESSAGE_AREA}>
        <p>{t('owner.shops.notFound')}</p>
      </div>
    );
  else
    body = (
      <ShopForm key={shop?.guid ?? 'new'} shop={shop ?? null} baseHost={shops.data.baseHost} />
    );
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4">
      <ConsoleTitle title={title} />
      <Link
        to="/seller/shops"
        className="self-start text-sm font-semibold text-accent-strong underline-offset-2 hover:underline min-h-11 inline-flex items-center"
      >
        ← {t('owner.shops.backToList')}
      </Link>
      <h1 className="text-xl font-bold wrap-break-word text-neutral-900">{title}</h1>
      {typeof created === 'string' && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {created}
        </p>
      )}
      {body}
    </div>
  );
}
