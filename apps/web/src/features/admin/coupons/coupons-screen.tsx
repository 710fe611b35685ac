import { useState, type ReactNode } from 'react';
import type { AdminCoupon } from '@storefront/contract/admin-coupons';
import { formatDate } from '@storefront/commerce/dates';
import { formatMoney } from '@storefront/commerce/money';
import { useGetShopListQuery } from '../../../api/shop-list';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { localizedName } from '../../../lib/localized-name';
import { ChoiceDialog } from '../../seller/components/choice-dialog';
import { ConsoleTitle } from '../../seller/components/console-title';
import { useSellerErrorText } from '../../seller/seller-errors';
import { useSellerTranslation, type SellerKey } from '../../seller/seller-strings';
import { CouponForm } from './coupon-form';
import { useDeleteAdminCouponMutation, useGetAdminCouponsQuery } from './coupons-api';

const MESSAGE_AREA =
  'flex flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';

const STATUS_LOOK: Record<AdminCoupon['status'], string> = {
  active: 'bg-green-100 text-green-900',
  scheduled: 'bg-amber-100 text-amber-900',
  ended: 'bg-neutral-200 text-neutral-800',
};

/** A Myanmar day (YYYY-MM-DD) as the reader's language writes a date. */
function dayText(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? day : formatDate(date, locale, { utc: true });
}

/** One coupon: its code and discount, shop, days, uses and status, with Edit and Delete. */
function CouponCard({
  coupon,
  shopName,
  onEdit,
  onDelete,
}: {
  coupon: AdminCoupon;
  shopName: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useSellerTranslation();
  const locale = i18n.language;
  const discount =
    coupon.discountType === 'percentage'
      ? t('owner.coupons.percentOff', { value: coupon.discountValue })
      : t('owner.coupons.amountOff', {
          amount: formatMoney(coupon.discountValue, 'MMK', locale),
        });
  const isEditable = coupon.discountType === 'percentage' || coupon.discountType === 'fixed_amount';
  const uses =
    coupon.maxUses === null
      ? t('owner.coupons.uses', { count: coupon.usedCount })
      : t('owner.coupons.usesOf', { count: coupon.usedCount, max: coupon.maxUses });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-lg font-bold break-all text-neutral-900">{coupon.code}</h3>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-sm font-semibold',
            STATUS_LOOK[coupon.status],
          )}
        >
          {t(`owner.coupons.status.${coupon.status}` as SellerKey)}
        </span>
      </div>
      <p className="text-base font-semibold text-neutral-900">{discount}</p>
      <p className="text-sm wrap-break-word text-neutral-800">
        {locale === 'my' ? coupon.descriptionMm : coupon.description}
      </p>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-neutral-700 sm:grid-cols-2">
        <div>
          <dt className="sr-only">{t('owner.coupons.form.shop')}</dt>
          <dd>{shopName}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('owner.coupons.form.startDate')}</dt>
          <dd>
            {t('owner.coupons.dates', {
              start: dayText(coupon.startDay, locale),
              end: dayText(coupon.endDay, locale),
            })}
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('owner.coupons.form.maxUses')}</dt>
          <dd className="tabular-nums">
            {uses}
            {coupon.maxUsesPerAccount !== null &&
              ` · ${t('owner.coupons.perAccount', { count: coupon.maxUsesPerAccount })}`}
          </dd>
        </div>
        {coupon.minOrderAmount !== null && (
          <div>
            <dt className="sr-only">{t('owner.coupons.form.minOrder')}</dt>
            <dd>
              {t('owner.coupons.minimum', {
                amount: formatMoney(coupon.minOrderAmount, 'MMK', locale),
              })}
            </dd>
          </div>
        )}
      </dl>
      {coupon.archived ? (
        <p className="text-sm font-medium text-neutral-700">{t('owner.coupons.archived')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {/* An older kind of coupon (free shipping, from the demo data) has no form of its own. */}
          {isEditable && (
            <Button
              variant="secondary"
              onClick={onEdit}
              aria-label={`${t('owner.coupons.edit')} ${coupon.code}`}
            >
              {t('owner.coupons.edit')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={onDelete}
            aria-label={`${t('owner.coupons.delete')} ${coupon.code}`}
            className="text-red-800 hover:border-red-700 hover:text-red-800"
          >
            {t('owner.coupons.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

type Editing = { coupon: AdminCoupon | null } | null;
type Notice = { key: SellerKey; code: string } | null;

/**
 * /seller/coupons (owners): every coupon code with its discount, shop, days, uses and status;
 * a form for a new one or an edit, and Delete with a question first
 * (docs/decisions/0032-coupons.md).
 */
export function CouponsScreen() {
  const { t, i18n, appT } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const { data, error, isError, isFetching, refetch } = useGetAdminCouponsQuery();
  const { data: shops = [] } = useGetShopListQuery();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);
  const [remove, { isLoading: isDeleting }] = useDeleteAdminCouponMutation();
  const title = t('owner.coupons.title');

  const shopNameOf = (coupon: AdminCoupon) => {
    if (!coupon.shopGuid) return t('owner.coupons.allShops');
    const shop = shops.find((s) => s.guid === coupon.shopGuid);
    return shop ? localizedName(shop, i18n.language) : (coupon.shopName ?? '');
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.guid);
    if ('error' in result) {
      setDeleteFailure(errorText(result.error));
      return;
    }
    setNotice({
      key:
        result.data.outcome === 'archived' ? 'owner.coupons.archivedDone' : 'owner.coupons.deleted',
      code: deleting.code,
    });
    setDeleting(null);
    setDeleteFailure(null);
  };

  let body: ReactNode;
  if (isError) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('owner.coupons.loadFailed', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('owner.coupons.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className="flex flex-col gap-2">
        <span role="status" className="sr-only">
          {appT('common.loading')}
        </span>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (data.length === 0) {
    body = <p className={MESSAGE_AREA}>{t('owner.coupons.empty')}</p>;
  } else {
    body = (
      <section aria-labelledby="coupon-list-title" className="flex flex-col gap-2">
        <h2 id="coupon-list-title" className="text-lg font-semibold text-neutral-900">
          {t('owner.coupons.listTitle')}
        </h2>
        <ul className="grid gap-2 md:grid-cols-2">
          {data.map((coupon) => (
            <CouponCard
              key={coupon.guid}
              coupon={coupon}
              shopName={shopNameOf(coupon)}
              onEdit={() => {
                setNotice(null);
                setEditing({ coupon });
              }}
              onDelete={() => {
                setNotice(null);
                setDeleteFailure(null);
                setDeleting(coupon);
              }}
            />
          ))}
        </ul>
      </section>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle title={title} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        {!editing && (
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ coupon: null });
            }}
          >
            {t('owner.coupons.new')}
          </Button>
        )}
      </div>
      <p className="max-w-prose text-sm text-neutral-700">{t('owner.coupons.intro')}</p>
      {notice && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm font-medium text-green-900">
          {t(notice.key, { code: notice.code })}
        </p>
      )}
      {editing && (
        <CouponForm
          key={editing.coupon?.guid ?? 'new'}
          coupon={editing.coupon}
          shops={shops}
          onCancel={() => setEditing(null)}
          onDone={(saved) => {
            setEditing(null);
            setNotice({ key: 'owner.coupons.form.saved', code: saved.code });
          }}
        />
      )}
      {body}
      {deleting && (
        <ChoiceDialog
          title={t('owner.coupons.deleteDialog.title', { code: deleting.code })}
          onDismiss={() => setDeleting(null)}
          isBusy={isDeleting}
          choices={[
            {
              label: t('owner.coupons.deleteDialog.confirm'),
              kind: 'danger',
              onChoose: () => void confirmDelete(),
            },
            {
              label: t('owner.coupons.deleteDialog.keep'),
              kind: 'secondary',
              onChoose: () => setDeleting(null),
            },
          ]}
        >
          <p className="text-base text-neutral-800">{t('owner.coupons.deleteDialog.body')}</p>
          {deleteFailure && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {deleteFailure}
            </p>
          )}
        </ChoiceDialog>
      )}
    </div>
  );
}
