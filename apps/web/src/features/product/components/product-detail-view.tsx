import { toast } from '../../../components/ui/toast';
import type { ProductDetail, ProductShop } from '@storefront/contract/catalog';
import type { Region } from '@storefront/contract/region';
import { formatNumber, roundTo } from '@storefront/commerce/money';
import { Stars } from '../../../components/ui/stars';
import { BELOW_FIRST_SCREEN } from '../../../components/ui/below-first-screen';
import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../i18n/translation';
import { CurrencyConverter } from './currency-converter';
import { ImageGallery } from './image-gallery';
import { PurchasePanel, type PurchaseActions } from './purchase-panel';
import { Reviews } from './reviews';
import { ShareButtons } from './share-buttons';
import { ShopBox } from './shop-box';
import { DocumentTitle } from '../../../components/ui/page-title';
import { useShopTextLang } from '../../../i18n/shop-text';
import { inLanguage, localizedName } from '../../../lib/localized-name';

/** docs/product.md#toasts: the shop-website toast shows for 3 s. */
const SHOP_TOAST_MS = 3000;

const SHOP_LINK =
  'inline-flex min-h-11 items-center font-semibold text-accent underline-offset-2 hover:underline';

function ShopLink({ shop: stored, name }: { shop: ProductShop | undefined; name?: string }) {
  const { t } = useTranslation();
  const langOf = useShopTextLang();
  if (!stored) return <span className="text-neutral-700">{t('detail.noShop')}</span>;
  const shop = { ...stored, shopName: name ?? stored.shopName };
  if (shop.website) {
    return (
      <a href={shop.website} target="_blank" rel="noopener noreferrer" className={SHOP_LINK}>
        <span lang={langOf(shop.shopName)}>{shop.shopName}</span>
        <span className="sr-only"> {t('detail.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className={SHOP_LINK}
      lang={langOf(shop.shopName)}
      onClick={() => toast(t('detail.shopWebsiteSoon'), { duration: SHOP_TOAST_MS, id: 'shop' })}
    >
      {shop.shopName}
    </button>
  );
}

function RatingSummary({ rating, count }: { rating: number; count: number }) {
  const { t, i18n } = useTranslation();
  if (count === 0) return <p className="text-sm text-neutral-600">{t('detail.noRatings')}</p>;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-700">
      <Stars rating={rating} />
      <span aria-hidden="true" className="font-semibold text-neutral-900 tabular-nums">
        {formatNumber(roundTo(rating, 1), i18n.language)}
      </span>
      <span>{t('detail.ratingCount', { count })}</span>
    </p>
  );
}

export type ProductDetailViewProps = PurchaseActions & {
  product: ProductDetail;
  isLoggedIn: boolean;
  region: Region | null;
  regions: readonly Region[];
  /** The address shared by the share buttons: this page. */
  pageUrl: string;
  /** The shop's name as the page writes it (docs/product.md#shop-names); the product's own when not given. */
  shopName?: string;
  onSubmitReview?: (review: string) => void;
};

/** docs/product.md#product-detail "Product detail": gallery, facts, options and buttons, side boxes, share, and tabs. */
export function ProductDetailView({
  product,
  isLoggedIn,
  region,
  regions,
  pageUrl,
  shopName,
  onSubmitReview,
  ...purchase
}: ProductDetailViewProps) {
  const { t, i18n } = useTranslation();
  const langOf = useShopTextLang();
  const shop = product.shopLists[0];
  // docs/product.md#product-names
  const name = localizedName(product, i18n.language);
  const description = inLanguage(product.description, product.descriptionMm, i18n.language);
  const images = product.imageItems.map((item) => item.image);

  return (
    <article className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-3 py-4 sm:px-4 sm:py-6">
      <DocumentTitle title={name} />
      <div className="grid gap-6 lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
        {/* The gallery stays in view on wide screens while the shopper works down the options. */}
        <div className="min-w-0 lg:sticky lg:top-4 lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:self-start">
          <ImageGallery images={images} name={name} />
        </div>

        <div className="flex min-w-0 flex-col gap-5 lg:col-start-2 lg:row-start-1">
          <header className="flex flex-col gap-2">
            <h1
              lang={langOf(name)}
              className="text-2xl font-bold wrap-break-word text-neutral-900 sm:text-3xl"
            >
              {name}
            </h1>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 text-sm">
              <dt className="text-neutral-600">{t('detail.brand')}</dt>
              <dd
                lang={langOf(product.brandName?.trim())}
                className="flex min-h-11 items-center font-medium text-neutral-900"
              >
                {product.brandName?.trim() || t('detail.noBrand')}
              </dd>
              <dt className="text-neutral-600">{t('detail.shop')}</dt>
              <dd>
                <ShopLink shop={shop} name={shopName} />
              </dd>
            </dl>
            <RatingSummary rating={product.rating} count={product.ratingCount} />
          </header>

          <PurchasePanel product={product} {...purchase} />
        </div>

        <div className="grid min-w-0 content-start gap-4 sm:grid-cols-2 lg:col-start-2 lg:row-start-2">
          <CurrencyConverter
            region={region}
            regions={regions}
            productCurrency={product.currencyCode}
          />
          {shop && <ShopBox shop={shop} name={shopName} />}
        </div>

        <div className="min-w-0 lg:col-start-2 lg:row-start-3">
          <ShareButtons url={pageUrl} title={name} />
        </div>
      </div>

      {/* Below the first screen on every phone: not laid out before the first paint
          (docs/architecture.md#first-screen). */}
      <div className={BELOW_FIRST_SCREEN}>
        <Tabs
          label={t('detail.tabs.label')}
          tabs={[
            {
              id: 'description',
              label: t('detail.tabs.description'),
              content: description ? (
                <p
                  lang={langOf(description)}
                  className="max-w-prose leading-relaxed whitespace-pre-line text-neutral-800"
                >
                  {description}
                </p>
              ) : (
                <p className="text-neutral-700">{t('detail.noDescription')}</p>
              ),
            },
            {
              id: 'reviews',
              label: t('detail.tabs.reviews'),
              content: (
                <Reviews
                  reviews={product.shopReviewLists}
                  isLoggedIn={isLoggedIn}
                  onSubmitReview={onSubmitReview}
                />
              ),
            },
          ]}
        />
      </div>
    </article>
  );
}
