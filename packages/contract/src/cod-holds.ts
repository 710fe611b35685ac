import { COD_HOLD_SHARE_DEFAULT } from '@storefront/commerce/cod-hold-share';
import { z } from 'zod';
import { envelopeOf } from './envelope';

/**
 * What cash-on-delivery orders hold of a shop's stock (docs/decisions/0027-abuse-caps.md#cod-share):
 * such an order holds its units from the moment it is placed until the shop accepts or
 * declines it, and nobody has paid for them. The shop sets how much of an option's remaining
 * stock they may hold; one more is refused with 409 `codHoldShare`, and the shopper may still
 * pay by wallet.
 */
export { COD_HOLD_SHARE_DEFAULT };

/** The refusal's `code`: the web app names the option and offers to pay by wallet. */
export const COD_HOLD_SHARE_CODE = 'codHoldShare';

const SHARE_MESSAGE = 'The share must be a whole number of percent from 0 to 100.';
export const CodHoldSharePercentSchema = z
  .number({ message: SHARE_MESSAGE })
  .int(SHARE_MESSAGE)
  .min(0, SHARE_MESSAGE)
  .max(100, SHARE_MESSAGE);

/** One open cash-on-delivery order of the shop and what it holds. */
export const CodHoldOrderSchema = z.object({
  saleGuid: z.uuid(),
  invoiceNo: z.string(),
  createdOn: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  /** Units of the shop's options this order holds. */
  unitsHeld: z.number().int().nonnegative(),
  /** Its biggest hold of one option, named: 'Longyi (Blue)'. */
  largestOption: z.object({ label: z.string(), units: z.number().int().nonnegative() }),
});
export type CodHoldOrder = z.infer<typeof CodHoldOrderSchema>;

/** GET v1/seller/cod-holds: the share, and the open orders holding the most first. */
export const CodHoldsSchema = z.object({
  sharePercent: CodHoldSharePercentSchema,
  orders: z.array(CodHoldOrderSchema),
});
export type CodHolds = z.infer<typeof CodHoldsSchema>;
export const CodHoldsResponseSchema = envelopeOf(CodHoldsSchema);

/** PUT v1/seller/cod-holds: the shop's new share. */
export const CodHoldShareRequestSchema = z.object({ sharePercent: CodHoldSharePercentSchema });
export type CodHoldShareRequest = z.infer<typeof CodHoldShareRequestSchema>;
export const CodHoldShareResponseSchema = envelopeOf(
  z.object({ sharePercent: CodHoldSharePercentSchema }),
);
