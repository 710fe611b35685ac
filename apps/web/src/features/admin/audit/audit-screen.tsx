import type { AuditEntry } from '@storefront/contract/admin-audit';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ConsoleTitle } from '../../seller/components/console-title';
import { useSellerErrorText } from '../../seller/seller-errors';
import { useSellerSession } from '../../seller/seller-session';
import { useSellerTranslation, type SellerKey, type SellerT } from '../../seller/seller-strings';
import { useGetSwitcherShopsQuery } from '../../seller/api/shop-list';
import { localizedName } from '../../../lib/localized-name';
import { OwnersOnly } from '../owners-only';
import { AUDIT_PAGE_SIZE, useGetAuditLogQuery } from './audit-api';
import { auditChanges, fieldWords, formatMyanmarTime } from './audit-changes';

const MESSAGE_AREA =
  'flex flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';

const VERBS: Record<string, SellerKey> = {
  create: 'owner.audit.verbs.create',
  update: 'owner.audit.verbs.update',
  delete: 'owner.audit.verbs.delete',
  disable: 'owner.audit.verbs.disable',
  enable: 'owner.audit.verbs.enable',
  password: 'owner.audit.verbs.password',
};

const ENTITIES: Record<string, SellerKey> = {
  staff: 'owner.audit.entities.staff',
  shop: 'owner.audit.entities.shop',
  coupon: 'owner.audit.entities.coupon',
  payment: 'owner.audit.entities.payment',
  wallet: 'owner.audit.entities.payment',
  shipping: 'owner.audit.entities.shipping',
  orders: 'owner.audit.entities.order',
  products: 'owner.audit.entities.product',
  variants: 'owner.audit.entities.stock',
  images: 'owner.audit.entities.photo',
  'cod-holds': 'owner.audit.entities.codHolds',
};

/**
 * What the owner did, in words: 'staff.disable' → 'switched off a staff account'; a change made
 * in a shop's console ('console.post /v1/seller/…') → 'changed an order in a shop's console'.
 * An action this screen has no words for is shown as it is stored.
 */
export function actionText(t: SellerT, entry: Pick<AuditEntry, 'action' | 'entityType'>): string {
  const entityKey = ENTITIES[entry.entityType];
  const entity = entityKey ? t(entityKey) : entry.entityType;
  if (entry.action.startsWith('console.')) return t('owner.audit.console', { entity });
  const [, verb = ''] = entry.action.split('.');
  const verbKey = VERBS[verb];
  if (!verbKey || !entityKey) return entry.action;
  return t(verbKey, { entity });
}

/** The entity by a name a person knows it by (name, username, code), when the entry has one. */
export function entityNameOf(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const side of [entry.after, entry.before]) {
    if (typeof side !== 'object' || side === null) continue;
    const record = side as Record<string, unknown>;
    for (const key of ['name', 'username', 'code']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return null;
}

/** Field names the log's entities share, in the reader's language; others as words. */
const FIELDS = new Set([
  'name',
  'nameMm',
  'username',
  'phone',
  'role',
  'shopGuid',
  'disabled',
  'mustChangePassword',
  'passwordReset',
  'status',
  'slug',
  'hostName',
  'hostNames',
  'primaryPhone',
  'address',
  'addressMm',
  'facebookUrl',
  'viberUrl',
  'logoImageGuid',
  'bannerImageGuid',
  'cashOnDelivery',
  'isDefault',
  'guid',
  'createdOn',
]);

function useFieldText() {
  const { t } = useSellerTranslation();
  return {
    field: (field: string) =>
      FIELDS.has(field) ? t(`owner.audit.fields.${field}` as SellerKey) : fieldWords(field),
    value: (value: string) =>
      value === 'true' ? t('owner.audit.yes') : value === 'false' ? t('owner.audit.no') : value,
  };
}

function Changes({
  entry,
  shopName,
}: {
  entry: AuditEntry;
  shopName: (guid: string) => string | null;
}) {
  const { t } = useSellerTranslation();
  const fieldText = useFieldText();
  const text = {
    field: fieldText.field,
    // A shop is named, not numbered.
    value: (value: string) => shopName(value) ?? fieldText.value(value),
  };
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0)
    return <p className="text-sm text-neutral-600">{t('owner.audit.noChanges')}</p>;
  return (
    <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-medium wrap-break-word text-neutral-700">
            {text.field(change.field)}
          </dt>
          <dd className="mb-1 wrap-break-word text-neutral-900 sm:mb-0">
            {change.before !== undefined && (
              <del
                className="text-neutral-600"
                aria-label={t('owner.audit.was', { value: text.value(change.before) })}
              >
                {text.value(change.before)}
              </del>
            )}
            {change.before !== undefined && change.after !== undefined && (
              <span aria-hidden="true"> → </span>
            )}
            {change.after !== undefined && (
              <ins
                className="font-semibold no-underline"
                aria-label={t('owner.audit.became', { value: text.value(change.after) })}
              >
                {text.value(change.after)}
              </ins>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Entries({ items }: { items: AuditEntry[] }) {
  const { t, i18n } = useSellerTranslation();
  const { data: shops = [] } = useGetSwitcherShopsQuery();
  const shopName = (guid: string | null): string | null => {
    const shop = guid ? shops.find((s) => s.guid === guid) : undefined;
    return shop ? localizedName(shop, i18n.language) : null;
  };
  return (
    <ol className="flex flex-col gap-2">
      {items.map((entry) => {
        const shop = shopName(entry.shopGuid);
        const entityName = entityNameOf(entry);
        return (
          <li
            key={entry.guid}
            className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="font-semibold wrap-break-word text-neutral-900">
                {t('owner.audit.who', {
                  name: entry.actorName || entry.actorGuid,
                  action: actionText(t, entry),
                })}
              </p>
              <p className="text-sm text-neutral-600 tabular-nums">
                <time dateTime={entry.createdOn}>
                  {formatMyanmarTime(entry.createdOn, i18n.language)}
                </time>
              </p>
            </div>
            {(shop || entityName || entry.entityGuid) && (
              <p className="text-xs wrap-break-word text-neutral-600">
                {shop && <span>{t('owner.audit.inShop', { shop })}</span>}
                {shop && (entityName || entry.entityGuid) && ' · '}
                {entityName ? (
                  <span
                    className="font-semibold text-neutral-800"
                    title={entry.entityGuid ?? undefined}
                  >
                    {entityName}
                  </span>
                ) : (
                  entry.entityGuid && <span className="font-mono">{entry.entityGuid}</span>
                )}
              </p>
            )}
            <Changes entry={entry} shopName={shopName} />
          </li>
        );
      })}
    </ol>
  );
}

/**
 * /seller/audit: every owner action, newest first (docs/decisions/0029-owners.md#audit): who,
 * when in Myanmar time, what in words, and the entity's fields before → after. Pages of 20,
 * the page kept in the address so a reload or a shared link opens the same one.
 */
export function AuditScreen() {
  const session = useSellerSession();
  if (session?.profile.role !== 'Owner') return <OwnersOnly titleKey="owner.audit.title" />;
  return <OwnerAuditScreen />;
}

function OwnerAuditScreen() {
  const { t, appT } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.min(50_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const first = (page - 1) * AUDIT_PAGE_SIZE;
  const { data, error, isError, isFetching, refetch } = useGetAuditLogQuery({ first });
  const title = t('owner.audit.title');
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / AUDIT_PAGE_SIZE)) : 1;
  const goTo = (next: number) => {
    setParams(next <= 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (isError) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('owner.audit.loadFailed', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('seller.orders.retry')}
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className="flex flex-col gap-2">
        <span role="status" className="sr-only">
          {appT('common.loading')}
        </span>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <p className={MESSAGE_AREA}>{page > 1 ? t('owner.audit.pastEnd') : t('owner.audit.empty')}</p>
    );
  } else {
    body = <Entries items={data.items} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle title={title} />
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        <p className="max-w-prose text-sm text-neutral-700">{t('owner.audit.intro')}</p>
      </div>
      {data && data.totalCount > 0 && (
        <p className="text-sm text-neutral-700" aria-live="polite">
          {t('owner.audit.range', {
            from: Math.min(first + 1, data.totalCount),
            to: Math.min(first + data.items.length, data.totalCount),
            total: data.totalCount,
          })}
        </p>
      )}
      {body}
      {data && (page > 1 || page < pageCount) && (
        <nav aria-label={t('owner.audit.pages')} className="flex flex-wrap justify-between gap-2">
          <Button
            variant="secondary"
            disabled={page <= 1 || isFetching}
            onClick={() => goTo(page - 1)}
          >
            {t('owner.audit.newer')}
          </Button>
          <Button
            variant="secondary"
            disabled={page >= pageCount || isFetching}
            onClick={() => goTo(page + 1)}
          >
            {t('owner.audit.older')}
          </Button>
        </nav>
      )}
    </div>
  );
}
