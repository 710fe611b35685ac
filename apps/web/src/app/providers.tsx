import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Provider as ReduxProvider, useSelector } from 'react-redux';
import { MoneyProvider, type MoneySettings } from '../components/ui/money';
import { useAfterFirstPaint } from '../components/ui/use-after-first-paint';
import { useGetRegionsQuery } from '../features/region/api/get-regions';
import { selectRegionGuid } from '../features/region/region.slice';
import { applyLanguage, type i18n } from '../i18n/i18n';
import { selectLanguage } from '../i18n/lang.slice';
import { TranslationProvider } from '../i18n/translation';
import { BrowserStateRestore } from './browser-state';
import type { AppStore } from './store';

/**
 * Toasts are never needed for the first paint, so react-hot-toast arrives in its own chunk, and
 * its Toaster (which writes its styles into the page as it mounts) is mounted with the first
 * toast: most visits raise none. A toast raised before then waits in react-hot-toast's store.
 */
const Toaster = lazy(() =>
  import('react-hot-toast').then(({ Toaster: HotToaster, useToasterStore }) => ({
    default: function ToasterOnceNeeded() {
      const { toasts } = useToasterStore();
      const [wasNeeded, setWasNeeded] = useState(false);
      if (toasts.length > 0 && !wasNeeded) setWasNeeded(true);
      // Once mounted it stays, so a toast's exit animation is never cut short.
      // react-hot-toast's defaults are docs/product.md#toasts's toast rules (durations, at most 20).
      return wasNeeded || toasts.length > 0 ? <HotToaster position="top-center" /> : null;
    },
  })),
);

/** The toaster's chunk, fetched after the first paint. */
function LateToaster() {
  const isAfterFirstPaint = useAfterFirstPaint();
  if (!isAfterFirstPaint) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Keeps the translator and <html lang> in step with the stored language choice. */
function LanguageSync() {
  const language = useSelector(selectLanguage);
  useEffect(() => {
    void applyLanguage(language);
  }, [language]);
  return null;
}

/**
 * Hands the regions (docs/product.md#calls-catalog: loaded on start) and the chosen region's currency to every price.
 * This is where the region feature meets the shared Price component.
 */
function RegionMoney({ children }: { children: ReactNode }) {
  const { data: regions } = useGetRegionsQuery();
  const guid = useSelector(selectRegionGuid);
  const value = useMemo<MoneySettings>(
    () => ({
      regions: regions ?? [],
      displayCurrency: regions?.find((region) => region.guid === guid)?.currencyCode ?? null,
    }),
    [regions, guid],
  );
  return <MoneyProvider value={value}>{children}</MoneyProvider>;
}

export function Providers({
  store,
  i18nInstance,
  children,
}: {
  store: AppStore;
  /** The server's translator for the page's language (entry-server.tsx). */
  i18nInstance?: typeof i18n;
  children: ReactNode;
}) {
  return (
    <ReduxProvider store={store}>
      <TranslationProvider instance={i18nInstance}>
        <LanguageSync />
        <RegionMoney>{children}</RegionMoney>
        <LateToaster />
        <BrowserStateRestore />
      </TranslationProvider>
    </ReduxProvider>
  );
}
