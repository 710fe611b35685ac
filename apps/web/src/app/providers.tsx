import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider, useSelector } from 'react-redux';
import { MoneyProvider, type MoneySettings } from '../components/ui/money';
import { useAfterFirstPaint } from '../components/ui/use-after-first-paint';
import { useGetRegionsQuery } from '../features/region/api/get-regions';
import { selectRegionGuid } from '../features/region/region.slice';
import { applyLanguage } from '../i18n/i18n';
import { selectLanguage } from '../i18n/lang.slice';
import { TranslationProvider } from '../i18n/translation';
import type { AppStore } from './store';

/**
 * Toasts are never needed for the first paint, so the toaster arrives in its own chunk. Toasts
 * raised before it mounts wait in react-hot-toast's store and show once it does.
 */
const Toaster = lazy(() =>
  import('react-hot-toast').then((module) => ({ default: module.Toaster })),
);

/**
 * The toaster, fetched and mounted after the first paint: no toast is raised before a shopper
 * acts, and one raised earlier waits in react-hot-toast's store until it mounts.
 */
function LateToaster() {
  const isAfterFirstPaint = useAfterFirstPaint();
  if (!isAfterFirstPaint) return null;
  return (
    // react-hot-toast's defaults are §4's toast rules (durations, at most 20).
    <Suspense fallback={null}>
      <Toaster position="top-center" />
    </Suspense>
  );
}

/** Keeps i18next and <html lang> in step with the stored language choice. */
function LanguageSync() {
  const language = useSelector(selectLanguage);
  useEffect(() => {
    void applyLanguage(language);
  }, [language]);
  return null;
}

/**
 * Hands the regions (§7: loaded on start) and the chosen region's currency to every price.
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

export function Providers({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <TranslationProvider>
        <LanguageSync />
        <RegionMoney>{children}</RegionMoney>
        <LateToaster />
      </TranslationProvider>
    </ReduxProvider>
  );
}
