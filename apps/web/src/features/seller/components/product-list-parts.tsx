import { Link, useNavigate } from 'react-router';
import type { SellerProductRow } from '@storefront/contract/seller-catalog';
import { shopTextLang } from '../../../i18n/shop-text';
import { cn } from '../../../lib/cn';
import { fallBackToPlaceholder } from '../../../lib/image';
import { photoUrl } from '../photo-url';
import { productHref } from '../product-list-filter';
import { formatAmount } from '../seller-labels';
import { useSellerTranslation } from '../seller-strings';
import { ProductStatusBadge, StockFlag } from './product-badges';

/** The price a shopper pays, as one figure or the range over the options. */
function PriceRange({ product }: { product: SellerProductRow }) {
  const { i18n } = useSellerTranslation();
  const { priceMin, priceMax, currencyCode } = product;
  const min = formatAmount(priceMin, currencyCode, i18n.language);
  return (
    <span className="tabular-nums">
      {priceMin === priceMax ? (
        min
      ) : (
        <>
          {min} – {formatAmount(priceMax, currencyCode, i18n.language)}
        </>
      )}
    </span>
  );
}

/**
 * Units over all options and what needs staff: sold out (every option, or how many) in red,
 * options at or under the shop's threshold in yellow (docs/product.md#catalog-console).
 */
function StockSummary({ product }: { product: SellerProductRow }) {
  const { t } = useSellerTranslation();
  const allSoldOut = product.variantCount > 0 && product.soldOutCount >= product.variantCount;
  const many = product.variantCount > 1;
  return (
    <div className="flex flex-col items-start gap-1">
      <p className="text-sm text-neutral-800">
        {t('seller.products.inStock', { count: product.stockQty })}
        {product.preSaleLimit > 0 && (
          <span className="block text-xs text-neutral-600">
            {t('seller.products.preOrder', { count: product.preSaleLimit })}
          </span>
        )}
      </p>
      {allSoldOut ? (
        <StockFlag tone="soldOut">{t('seller.products.soldOut')}</StockFlag>
      ) : (
        <>
          {product.soldOutCount > 0 && (
            <StockFlag tone="soldOut">
              {t('seller.products.optionsSoldOut', { count: product.soldOutCount })}
            </StockFlag>
          )}
          {product.lowStockCount > 0 && (
            <StockFlag tone="low">
              {many
                ? t('seller.products.optionsLow', { count: product.lowStockCount })
                : t('seller.products.lowStock')}
            </StockFlag>
          )}
        </>
      )}
    </div>
  );
}

function Thumb({ product, className }: { product: SellerProductRow; className?: string }) {
  return (
    <img
      src={photoUrl(product.image, 160)}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={fallBackToPlaceholder}
      className={cn('size-16 shrink-0 rounded-lg bg-neutral-100 object-cover', className)}
    />
  );
}

/** The product's name, and its Burmese name under it on a Burmese page; `stretched`: its link covers the card. */
function Names({ product, stretched }: { product: SellerProductRow; stretched: boolean }) {
  const { i18n } = useSellerTranslation();
  const burmese = i18n.language === 'my' ? product.nameMm?.trim() : '';
  const name = (
    <span lang={shopTextLang(product.name, i18n.language)} className="wrap-break-word">
      {product.name}
    </span>
  );
  return (
    <div className="flex min-w-0 flex-col">
      {stretched ? (
        <Link
          to={productHref(product.guid)}
          className="font-bold text-neutral-900 outline-none after:absolute after:inset-0 after:rounded-xl hover:text-accent-strong"
        >
          {name}
        </Link>
      ) : (
        <Link
          to={productHref(product.guid)}
          className="rounded font-bold text-neutral-900 hover:text-accent-strong hover:underline"
        >
          {name}
        </Link>
      )}
      {burmese && <span className="text-sm wrap-break-word text-neutral-700">{burmese}</span>}
      {product.brandName && (
        <span
          lang={shopTextLang(product.brandName, i18n.language)}
          className="text-xs wrap-break-word text-neutral-600"
        >
          {product.brandName}
        </span>
      )}
    </div>
  );
}

/** Phones and tablets: one card per product; the whole card opens it. */
export function ProductCards({ products }: { products: SellerProductRow[] }) {
  const { t } = useSellerTranslation();
  return (
    <ul className="flex flex-col gap-2">
      {products.map((product) => (
        <li
          key={product.guid}
          className="relative flex gap-3 rounded-xl border border-neutral-200 bg-white p-3 focus-within:ring-2 focus-within:ring-accent"
        >
          <Thumb product={product} />
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <Names product={product} stretched />
              <ProductStatusBadge status={product.status} />
            </div>
            <p className="text-sm font-semibold text-neutral-900">
              <PriceRange product={product} />
              {product.variantCount > 1 && (
                <span className="font-normal text-neutral-600">
                  {' · '}
                  {t('seller.products.options', { count: product.variantCount })}
                </span>
              )}
            </p>
            <StockSummary product={product} />
          </div>
        </li>
      ))}
    </ul>
  );
}

const CELL = 'px-3 py-2.5 align-top';

/** Wide screens: a table to scan; a click anywhere on a row opens the product. */
export function ProductTable({ products }: { products: SellerProductRow[] }) {
  const { t } = useSellerTranslation();
  const navigate = useNavigate();
  return (
    <div className="overflow-hidden rounded-xl border border-neutral-200 bg-white">
      <table className="w-full table-fixed text-sm">
        <colgroup>
          <col style={{ width: '44%' }} />
          <col style={{ width: '20%' }} />
          <col style={{ width: '20%' }} />
          <col />
        </colgroup>
        <thead className="bg-neutral-50 text-xs font-semibold text-neutral-700">
          <tr>
            <th scope="col" className={cn(CELL, 'text-start')}>
              {t('seller.products.columns.product')}
            </th>
            <th scope="col" className={cn(CELL, 'text-end')}>
              {t('seller.products.columns.price')}
            </th>
            <th scope="col" className={cn(CELL, 'text-start')}>
              {t('seller.products.columns.stock')}
            </th>
            <th scope="col" className={cn(CELL, 'text-start')}>
              {t('seller.products.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {products.map((product) => (
            <tr
              key={product.guid}
              onClick={(event) => {
                if (!(event.target as HTMLElement).closest('a'))
                  void navigate(productHref(product.guid));
              }}
              className="cursor-pointer hover:bg-neutral-50"
            >
              <td className={CELL}>
                <div className="flex items-start gap-3">
                  <Thumb product={product} className="size-12" />
                  <Names product={product} stretched={false} />
                </div>
              </td>
              <td className={cn(CELL, 'text-end font-semibold text-neutral-900')}>
                <PriceRange product={product} />
                {product.variantCount > 1 && (
                  <p className="text-xs font-normal text-neutral-600">
                    {t('seller.products.options', { count: product.variantCount })}
                  </p>
                )}
              </td>
              <td className={CELL}>
                <StockSummary product={product} />
              </td>
              <td className={CELL}>
                <ProductStatusBadge status={product.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
