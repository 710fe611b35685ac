import { createContext, useContext, useMemo, type ReactNode } from 'react';
import {
  convertCurrency,
  formatMmkApproximation,
  mmkRateOf,
  type CurrencyRate,
} from '@storefront/commerce/currency';
import { formatMoney } from '@storefront/commerce/money';
import { useTranslation } from '../../i18n/translation';

/**
 * What every price needs to know: the known rates and the currency of the chosen region.
 * The app layer provides it from the region feature, so shared components never import a
 * feature (docs/architecture.md#layers: imports run shared → features → app).
 */
export type MoneySettings = {
  regions: readonly CurrencyRate[];
  /** Currency of the chosen region; null until the shopper chooses one. */
  displayCurrency: string | null;
};

const MoneyContext = createContext<MoneySettings>({ regions: [], displayCurrency: null });

export function MoneyProvider({ value, children }: { value: MoneySettings; children: ReactNode }) {
  return <MoneyContext value={value}>{children}</MoneyContext>;
}

export type Money = { amount: number; currencyCode: string };

export function useMoney() {
  const { regions, displayCurrency } = useContext(MoneyContext);
  // i18n runs on BCP 47 tags ('en' | 'my'), which is exactly what Intl wants.
  const { i18n } = useTranslation();
  const locale = i18n.language;

  return useMemo(() => {
    /**
     * docs/product.md#money-display: prices are shown in the region's currency. When conversion is impossible (docs/product.md#currency-conversion: the
     * currency or rate is unknown) the price stays in its own currency rather than vanishing.
     */
    function toDisplay(amount: number, currencyCode: string): Money {
      if (!displayCurrency) return { amount, currencyCode };
      const converted = convertCurrency(amount, currencyCode, displayCurrency, regions);
      return converted === null
        ? { amount, currencyCode }
        : { amount: converted, currencyCode: displayCurrency };
    }
    return {
      locale,
      toDisplay,
      format(amount: number, currencyCode: string): string {
        const shown = toDisplay(amount, currencyCode);
        return formatMoney(shown.amount, shown.currencyCode, locale);
      },
      /**
       * The approximate MMK value under a price (docs/product.md#money-display). Null when it would only repeat an MMK
       * price, or when the amount cannot be converted.
       */
      formatMmkApprox(amount: number, currencyCode: string): string | null {
        return formatMmkApproximation(
          amount,
          currencyCode,
          mmkRateOf(currencyCode, regions),
          locale,
          toDisplay(amount, currencyCode).currencyCode,
        );
      },
    };
  }, [regions, displayCurrency, locale]);
}
