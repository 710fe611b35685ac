import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ShopInfo } from '@storefront/contract/shop';
import { MenuIcon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/skeleton';
import { useShopName } from '../../features/shop/hooks/use-shop-name';
import { useTranslation } from '../../i18n/translation';
import { fallBackToPlaceholder, imageUrl } from '../../lib/image';
import { AccountLinks, NavLinks } from './header-links';
import { MobileDrawer } from './mobile-drawer';
import { NotificationBellSlot } from './notification-bell-slot';
import { SearchBox } from './search-box';
import { TopBar } from './top-bar';
import { ShopText } from '../../i18n/shop-text';

function ShopBrand({ shopInfo, isLoading }: { shopInfo: ShopInfo | null; isLoading: boolean }) {
  const { t } = useTranslation();
  const name = useShopName(shopInfo);
  if (isLoading) {
    return (
      <span className="flex items-center gap-2">
        <Skeleton className="size-10 rounded-lg" />
        <Skeleton className="h-5 w-28" />
      </span>
    );
  }
  return (
    <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg">
      {/* docs/product.md#header: the shop logo, or the placeholder image when the shop has no photo. */}
      <img
        src={imageUrl(shopInfo?.avartarPhoto)}
        alt={t('header.shopLogoAlt', { shop: name })}
        width={40}
        height={40}
        onError={fallBackToPlaceholder}
        className="size-10 shrink-0 rounded-lg border border-neutral-200 object-cover"
      />
      <span className="line-clamp-2 min-w-0 text-base font-bold text-neutral-900 lg:text-lg">
        <ShopText text={name} />
      </span>
    </Link>
  );
}

type HeaderProps = { shopInfo: ShopInfo | null; isShopLoading: boolean };

export function Header({ shopInfo, isShopLoading }: HeaderProps) {
  const { t } = useTranslation();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();

  return (
    <header className="border-b border-neutral-200 bg-white">
      <TopBar currentShopGuid={shopInfo?.guid} />
      <div className="mx-auto grid max-w-7xl grid-cols-[auto_1fr_auto] items-center gap-x-2 gap-y-3 px-3 py-3 sm:px-4 lg:gap-x-6">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={t('nav.openMenu')}
          aria-expanded={isDrawerOpen}
          aria-controls={drawerId}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-neutral-800 hover:bg-neutral-100 lg:hidden"
        >
          <MenuIcon />
        </button>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ShopBrand shopInfo={shopInfo} isLoading={isShopLoading} />
        </div>
        <div className="flex items-center justify-self-end lg:col-start-3 lg:row-start-1">
          <NotificationBellSlot />
          <AccountLinks variant="header" />
        </div>
        <SearchBox className="col-span-3 lg:col-span-1 lg:col-start-2 lg:row-start-1" />
      </div>
      <nav aria-label={t('nav.main')} className="hidden border-t border-neutral-100 lg:block">
        <div className="mx-auto max-w-7xl px-4 py-1">
          <NavLinks orientation="row" />
        </div>
      </nav>
      <MobileDrawer id={drawerId} isOpen={isDrawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
