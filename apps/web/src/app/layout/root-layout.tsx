import { Outlet, useLocation, useNavigation } from 'react-router';
import { DocumentTitleSuffix } from '../../components/ui/page-title';
import { useAfterFirstPaint } from '../../components/ui/use-after-first-paint';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { Footer } from './footer';
import { useShopName } from '../../features/shop/hooks/use-shop-name';
import { Header } from './header';
import { BARE_PATHS } from './nav-items';
import { RegionChooser } from './region-chooser';
import { ScrollToTop } from './scroll-to-top';

/** A thin bar while the next page's code or data loads (the current page stays meanwhile). */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1 origin-left animate-progress bg-accent"
    />
  );
}

/** The shell around every page (docs/product.md#global-behaviour Global behaviour). */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { shopInfo, isLoading } = useShopInfo();
  const shopName = useShopName(shopInfo);
  const isBare = BARE_PATHS.includes(pathname);
  const isAfterFirstPaint = useAfterFirstPaint();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-accent focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <NavigationProgress />
      {!isBare && <Header shopInfo={shopInfo} isShopLoading={isLoading} />}
      {/* At least a screen tall: while a page loads, the footer waits below the fold instead of
          showing and then being pushed down (a layout shift). */}
      <main id="main" tabIndex={-1} className="flex min-h-svh flex-1 flex-col outline-none">
        <DocumentTitleSuffix value={shopName}>
          <Outlet />
        </DocumentTitleSuffix>
      </main>
      {/* Below the screen-tall main, so it joins just after the first paint (no layout shift). */}
      {!isBare && isAfterFirstPaint && (
        <Footer
          shopName={shopName}
          links={{ facebookUrl: shopInfo?.facebookUrl, viberUrl: shopInfo?.viberUrl }}
        />
      )}
      <RegionChooser />
    </div>
  );
}
