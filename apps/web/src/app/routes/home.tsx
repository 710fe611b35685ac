import type { ReactNode } from 'react';
import type { ShopInfo } from '@storefront/contract/shop';
import { TagIcon, TicketIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { Link, type LoaderFunctionArgs } from 'react-router';
import {
  BestSellerCarousel,
  NewArrivalCarousel,
  prefetchHomeCarousels,
} from '../../features/catalog/components/home-carousels';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { imageUrl } from '../../lib/image';
import { useShopName } from '../../features/shop/hooks/use-shop-name';
import { DocumentTitle } from '../../components/ui/page-title';
import { prefetchForShop } from '../route-data';

/** Banner proportions are fixed so the page below never jumps when the image arrives. */
const BANNER_CLASS = 'aspect-[16/9] w-full overflow-hidden rounded-2xl sm:aspect-[3/1]';

function ShopBanner({ shopInfo, isLoading }: { shopInfo: ShopInfo | null; isLoading: boolean }) {
  const { t } = useTranslation();
  const shopName = useShopName(shopInfo);
  if (isLoading) return <Skeleton className={BANNER_CLASS} />;
  if (shopInfo?.bannerImage) {
    return (
      <div className={BANNER_CLASS}>
        <img
          src={imageUrl(shopInfo.bannerImage)}
          alt={t('home.bannerAlt', { shop: shopName })}
          width={1200}
          height={400}
          fetchPriority="high"
          className="size-full object-cover"
        />
      </div>
    );
  }
  // No banner image: a calm coloured panel with the shop's name does the same job.
  return (
    <div
      className={`${BANNER_CLASS} flex flex-col justify-center gap-2 bg-linear-to-br from-accent to-accent-strong p-6 text-white sm:p-10`}
    >
      <p className="text-2xl font-bold sm:text-4xl">{t('home.welcome', { shop: shopName })}</p>
      <p className="max-w-prose text-sm text-white/90 sm:text-base">{t('home.tagline')}</p>
    </div>
  );
}

function ComingSoonTile({ title, icon }: { title: string; icon: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-neutral-200 bg-white p-5">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg font-bold text-neutral-900">{title}</h2>
        <p className="text-sm text-neutral-600">{t('common.comingSoon')}</p>
      </div>
    </div>
  );
}

/**
 * The Coupon Codes tile: a link to the promotion list while owners have coupons a shopper of
 * this shop can use (the count comes with the shop's own answer), Coming Soon otherwise.
 */
function CouponTile({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return <ComingSoonTile title={t('home.couponCodes')} icon={<TicketIcon />} />;
  return (
    <Link
      to="/promo-list"
      className="flex items-center gap-4 rounded-2xl border border-neutral-200 bg-white p-5 hover:border-accent focus-visible:ring-2 focus-visible:ring-accent"
    >
      <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-strong">
        <TicketIcon />
      </span>
      <span className="flex min-w-0 flex-col gap-1">
        <span className="text-lg font-bold text-neutral-900">{t('home.couponCodes')}</span>
        <span className="text-sm font-semibold text-accent-strong">
          {t('home.couponsAvailable', { count })}
        </span>
      </span>
    </Link>
  );
}

export function loader(args: LoaderFunctionArgs) {
  return prefetchForShop(args, prefetchHomeCarousels);
}

/**
 * docs/product.md#home Home page: shop banner, New Arrival and Best Seller carousels, the
 * Promotions tile (Coming Soon) and the Coupon Codes tile.
 */
export function Component() {
  const { t } = useTranslation();
  const { shopInfo, isLoading } = useShopInfo();
  const shopName = useShopName(shopInfo);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-3 py-4 sm:px-4 sm:py-6">
      <DocumentTitle title={shopName} />
      <h1 className="sr-only">{shopName}</h1>
      <ShopBanner shopInfo={shopInfo} isLoading={isLoading} />
      <NewArrivalCarousel shopId={shopInfo?.guid} />
      <BestSellerCarousel shopId={shopInfo?.guid} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ComingSoonTile title={t('home.promotions')} icon={<TagIcon />} />
        <CouponTile count={shopInfo?.currentCoupons ?? 0} />
      </div>
    </div>
  );
}
