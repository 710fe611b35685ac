import { z } from 'zod';
import { envelopeOf, pageOf } from './envelope';
import { PagingQuerySchema } from './paging';

/** One account of a payment type that shoppers transfer to. */
export const PaymentAccountSchema = z.object({
  paymentGuid: z.uuid(),
  /** Account holder name. */
  paymentName: z.string(),
  /** The wallet's phone number, which is its account number. */
  paymentPhone: z.string(),
});

/** docs/product.md#records-checkout "Business payment method". */
export const BusinessPaymentSchema = z.object({
  paymentType: z.string(),
  paymentTypeGuid: z.uuid(),
  /** Logo image id (v1/image/download/{id}), or null. */
  image: z.string().nullable(),
  method: z.array(PaymentAccountSchema),
});
export type BusinessPayment = z.infer<typeof BusinessPaymentSchema>;

/** docs/product.md#page-sizes: payment methods are asked for up to 100. */
export const PaymentListQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(100),
});
export const PaymentListResponseSchema = envelopeOf(pageOf(BusinessPaymentSchema));
