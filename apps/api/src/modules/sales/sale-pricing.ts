import { groupCartByShop, type CartItem } from '@storefront/commerce/cart';
import { chooseShipping, priceShopOrder, type CheckoutTotals } from '@storefront/commerce/checkout';
import type { CurrencyRate } from '@storefront/commerce/currency';
import { formatMoney } from '@storefront/commerce/money';
import { amountsAgree } from '@storefront/commerce/sale-request';
import { shippingFee, type ShippingAddress } from '@storefront/commerce/shipping';
import {
  SHIPPING_FEE_CHANGED_CODE,
  type SaleCreateRequestSchema,
} from '@storefront/contract/sales';
import type { ShippingMethod } from '@storefront/contract/shop';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import type { SaleShop } from './sales.repository';

type SaleBody = z.output<typeof SaleCreateRequestSchema>;

export type PricedSale = { method: ShippingMethod; totals: CheckoutTotals };

/**
 * One shop's order priced the way the web app priced it (packages/commerce): in the chosen
 * currency, with the chosen shipping method of this shop to the address. Refuses (400) a
 * currency, method or figure the request got wrong, naming the right one.
 */
export function priceSale(input: {
  body: SaleBody;
  shop: SaleShop;
  cartItems: CartItem[];
  currencyCode: string;
  rates: CurrencyRate[];
  methods: readonly ShippingMethod[];
  destination: ShippingAddress;
}): PricedSale {
  const { body, shop, cartItems, currencyCode, rates } = input;
  if (priceShopOrder(cartItems, 0, currencyCode, rates) === null) {
    throw badRequest(
      `This order cannot be priced in ${currencyCode}. Please choose another region.`,
      'currencyCode',
    );
  }

  const method = input.methods.find((m) => m.guid === body.shippingGuid);
  if (!method) {
    throw badRequest(`This shipping method is not offered by ${shop.name}.`, 'shippingGuid');
  }
  const weight = groupCartByShop(cartItems)[0]?.shopTotalWeight ?? 0;
  const shipping = chooseShipping(
    [method],
    input.destination,
    weight,
    method.guid,
    currencyCode,
    rates,
  );
  if (!shipping.selected) {
    // shippingFee in MMK needs no rate: null means no weight band fits.
    const bandFits = shippingFee(method, weight, 'MMK', []) !== null;
    throw badRequest(
      bandFits
        ? `${method.name} does not deliver to the chosen address. Unavailable for shipping.`
        : `${method.name} does not take parcels of ${weight} kg. Unavailable for shipping.`,
      'shippingGuid',
    );
  }
  const totals = priceShopOrder(cartItems, shipping.selected.fee, currencyCode, rates)!;
  const money = (amount: number) => formatMoney(amount, currencyCode, 'en');
  if (!amountsAgree(body.totalShippingFees, totals.shippingFees)) {
    // The fee the page showed is not the shop's fee now (an owner changed it after the page
    // read it): 409 with both figures, sent then current, so the page can say what changed
    // (docs/decisions/0031-wallets-and-delivery-fees.md#fee-changes).
    throw new AppError(
      409,
      `The shipping fee is ${money(totals.shippingFees)}, not ${money(body.totalShippingFees)}. Please review your order.`,
      'totalShippingFees',
      SHIPPING_FEE_CHANGED_CODE,
      [String(body.totalShippingFees), String(totals.shippingFees)],
    );
  }
  if (!amountsAgree(body.totalAmount, totals.total)) {
    throw badRequest(
      `The order total is ${money(totals.total)}, not ${money(body.totalAmount)}. Prices may have changed; please review your order.`,
      'totalAmount',
    );
  }
  if (body.paidAmount !== undefined && !amountsAgree(body.paidAmount, totals.total)) {
    throw badRequest(
      `paidAmount must equal the order total, ${money(totals.total)}.`,
      'paidAmount',
    );
  }
  return { method, totals };
}
