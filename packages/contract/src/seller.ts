import { ORDER_STATUSES, STATUS_NOTE_MAX_LENGTH } from '@storefront/commerce/order-status';
import { countGraphemes } from '@storefront/commerce/visible-text';
import { z } from 'zod';
import { SELLER_ORDER_PAGE_SIZE } from './constants';
import { envelopeOf, GuidSchema } from './envelope';
import { PagingQuerySchema } from './paging';
import {
  OrderAddonSchema,
  OrderContactSchema,
  OrderHistoryEntrySchema,
  OrderItemSchema,
} from './sales';

/**
 * The shop staff's calls (the console at /seller). A `Seller` account belongs to one shop; it
 * signs in through the same `POST v1/user/` as shoppers, and its token names the role and the
 * shop. Every call here checks both on the server: a customer's token gets 403, and an order,
 * receipt or event of another shop is answered as missing (404). The rules of the order life
 * cycle are in `@storefront/commerce/order-status` (docs/decisions/0014-order-life-cycle.md).
 */

/** The role of shop staff accounts (shoppers are 'Customer'). */
export const SELLER_ROLE = 'Seller';
/** The role of self-registered shoppers; every other role is shop staff. */
export const CUSTOMER_ROLE = 'Customer';
/**
 * The role of the business's own accounts: no shop of their own, every shop's console (the shop
 * chosen by the `x-shop-guid` header) and the business's calls under `v1/admin/`
 * (docs/decisions/0029-owners.md).
 */
export const OWNER_ROLE = 'Owner';
/** The request header that names the shop an owner acts in; staff tokens ignore it. */
export const SHOP_HEADER = 'x-shop-guid';

/** Orders per page of the console's list (a wire constant, contract/constants). */
export { SELLER_ORDER_PAGE_SIZE };

export const OrderStatusSchema = z.enum(ORDER_STATUSES, {
  message: `status must be one of ${ORDER_STATUSES.join(', ')}.`,
});

/** GET v1/seller/me: who is signed in, for which shop. */
export const SellerProfileSchema = z.object({
  userGuid: z.uuid(),
  /** 'Seller' (one shop's staff) or 'Owner' (the business: every shop, the business pages). */
  role: z.enum([SELLER_ROLE, OWNER_ROLE]),
  name: z.string(),
  username: z.string(),
  /**
   * An owner chose this account's password: every other console call is refused (403
   * `mustChangePassword`) until it has chosen its own with `POST v1/user/password`.
   */
  mustChangePassword: z.boolean(),
  shop: z.object({
    guid: z.uuid(),
    name: z.string(),
    nameMm: z.string().nullable(),
    slug: z.string(),
    hostName: z.string(),
    /** Image id of the shop's logo, or null. */
    logo: z.string().nullable(),
  }),
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;
export const SellerProfileResponseSchema = envelopeOf(SellerProfileSchema);

/** GET v1/seller/orders: filter by status, search invoice number, buyer name or phone. */
export const SellerOrderListQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(SELLER_ORDER_PAGE_SIZE),
  status: z.preprocess((v) => (v === '' ? undefined : v), OrderStatusSchema.optional()),
  keyword: z
    .string({ message: 'keyword must be text.' })
    .trim()
    .max(100, 'keyword cannot be longer than 100 characters.')
    .optional(),
});
export type SellerOrderListQuery = z.input<typeof SellerOrderListQuerySchema>;

/**
 * Why a wallet receipt is flagged: the same picture (byte for byte after re-encoding, or
 * within a small perceptual distance) was sent with another order. null when not flagged.
 */
export const ReceiptFlagSchema = z.enum(['duplicate']).nullable();

export const SellerOrderRowSchema = z.object({
  saleGuid: z.uuid(),
  invoiceNo: z.string(),
  createdOn: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  /** Variant units in this shop's part of the order. */
  itemCount: z.number().int().nonnegative(),
  totalAmount: z.number(),
  currencyCode: z.string(),
  paymentType: z.string(),
  status: z.string(),
  receiptFlag: ReceiptFlagSchema,
});
export type SellerOrderRow = z.infer<typeof SellerOrderRowSchema>;

/** How many of the shop's orders are in each status (whatever the filter). */
export const StatusCountsSchema = z.record(OrderStatusSchema, z.number().int().nonnegative());
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

export const SellerOrderListResponseSchema = envelopeOf(
  z.object({
    items: z.array(SellerOrderRowSchema),
    totalCount: z.number().int().nonnegative(),
    counts: StatusCountsSchema,
  }),
);
export type SellerOrderList = z.infer<typeof SellerOrderListResponseSchema>['data'];

export const SaleParamsSchema = z.object({ saleGuid: GuidSchema });

/** Another order that carried the same receipt picture. */
export const ReceiptMatchSchema = z.object({
  invoiceNo: z.string(),
  /**
   * 'same-bytes' when identical after re-encoding, 'similar' when perceptually close,
   * 'same-transaction' when the receipt reader found the same transaction number on both.
   */
  kind: z.enum(['same-bytes', 'similar', 'same-transaction']),
  /** True when that order is one of this shop's own (staff can open it). */
  isOwnShop: z.boolean(),
  createdOn: z.string(),
});
export type ReceiptMatch = z.infer<typeof ReceiptMatchSchema>;

/** How a fact read on the receipt compares with the order. */
export const ReadingCheckSchema = z.enum(['match', 'differs', 'unreadable']);

/**
 * What the receipt reader found on the order's receipt: 'pending' until it is read,
 * 'unavailable' when this server cannot read receipts, 'failed' when the picture could not be
 * read at all.
 */
export const ReceiptReadingSchema = z.discriminatedUnion('status', [
  z.object({ status: z.enum(['pending', 'unavailable', 'failed']) }),
  z.object({
    status: z.literal('read'),
    /** Digits only; null when none was found. */
    transactionNo: z.string().nullable(),
    /** In kyat (MMK); null when none was found. */
    amountRead: z.number().nullable(),
    /** The amount read against the order's total (converted to MMK). */
    amountCheck: ReadingCheckSchema,
    payeeName: z.string().nullable(),
    payeeNumber: z.string().nullable(),
    /** The payee read against the business's wallet accounts. */
    payeeCheck: ReadingCheckSchema,
    /** The wallet the receipt looks like: KBZPay, WavePay, AYA Pay, CB Pay; null if unknown. */
    wallet: z.string().nullable(),
    /** Invoice numbers of other orders whose receipt carried the same transaction number. */
    alreadyUsedOn: z.array(z.string()),
    readOn: z.string(),
  }),
]);
export type ReceiptReading = z.infer<typeof ReceiptReadingSchema>;

/** GET v1/seller/orders/{saleGuid}: everything staff need to act on one order. */
export const SellerOrderDetailSchema = z.object({
  saleGuid: z.uuid(),
  invoiceNo: z.string(),
  createdOn: z.string(),
  status: z.string(),
  /** The statuses staff may move this order to now. */
  nextStatuses: z.array(OrderStatusSchema),
  buyerName: z.string(),
  contact: OrderContactSchema,
  /** The township of the delivery address, on its own for the packing slip. */
  township: z.string().nullable(),
  items: z.array(OrderItemSchema),
  addons: z.array(OrderAddonSchema),
  shippingMethod: z.string(),
  subTotal: z.number(),
  tax: z.number(),
  /** The coupon code the order used and what it took off the goods (docs/decisions/0032-coupons.md). */
  promoCode: z.string().nullable().optional(),
  discount: z.number().optional(),
  deliveryCharges: z.number(),
  totalAmount: z.number(),
  currencyCode: z.string(),
  /** MMK per unit of `currencyCode` at the time of reading; null when unknown. */
  mmkRate: z.number().nullable(),
  payment: z.object({
    paymentType: z.string(),
    /** What the buyer typed for a wallet transfer; null for cash on delivery. */
    accountName: z.string().nullable(),
    accountNumber: z.string().nullable(),
    /** Receipt image id, read through GET v1/receipts/{id} with the bearer token; null when none. */
    receiptImage: z.string().nullable(),
    receiptFlag: ReceiptFlagSchema,
    receiptMatches: z.array(ReceiptMatchSchema),
    /** What was read on the receipt; absent when the order has none. */
    receiptReading: ReceiptReadingSchema.optional(),
  }),
  history: z.array(OrderHistoryEntrySchema),
});
export type SellerOrderDetail = z.infer<typeof SellerOrderDetailSchema>;
export const SellerOrderDetailResponseSchema = envelopeOf(SellerOrderDetailSchema);

/** POST v1/seller/orders/{saleGuid}/status. A note is required to reject (the shopper reads it). */
export const StatusChangeRequestSchema = z.object({
  status: OrderStatusSchema,
  note: z
    .string({ message: 'The note must be text.' })
    .trim()
    // Counted as the reader sees characters (a Burmese letter with its marks is one), with a
    // bound on code units so that the count itself stays cheap.
    .max(
      STATUS_NOTE_MAX_LENGTH * 8,
      `The note cannot be longer than ${STATUS_NOTE_MAX_LENGTH} characters.`,
    )
    .refine(
      (note) => countGraphemes(note) <= STATUS_NOTE_MAX_LENGTH,
      `The note cannot be longer than ${STATUS_NOTE_MAX_LENGTH} characters.`,
    )
    .default(''),
});
export type StatusChangeRequest = z.input<typeof StatusChangeRequestSchema>;

export const StatusChangeResponseSchema = envelopeOf(
  z.object({ status: OrderStatusSchema, entry: OrderHistoryEntrySchema }),
);
export type StatusChangeResponse = z.infer<typeof StatusChangeResponseSchema>;

/**
 * GET v1/seller/events: a `text/event-stream` of this shop's orders. Each event's `event:` line
 * is its `type`, its `data:` line this JSON. A comment line (`: keep-alive`) comes every 20 s.
 */
export const SellerEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order-created'),
    saleGuid: z.uuid(),
    invoiceNo: z.string(),
    status: z.string(),
    createdOn: z.string(),
  }),
  z.object({
    type: z.literal('order-status'),
    saleGuid: z.uuid(),
    invoiceNo: z.string(),
    status: z.string(),
    createdOn: z.string(),
  }),
]);
export type SellerEvent = z.infer<typeof SellerEventSchema>;
