import { z } from 'zod';
import { CASH_ON_DELIVERY, RECEIPT_MAX_BYTES } from '@storefront/commerce/checkout-forms';
import { ORDER_PAGE_SIZE } from '@storefront/commerce/catalog';
import {
  DELIVERY_TYPE_VALUES,
  PAYMENT_ACCOUNT_NAME_MAX_LENGTH,
  PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH,
  SALE_NOTE_MAX_LENGTH,
  SERVICE_VALUES,
} from './constants';
import { envelopeOf, GuidSchema, ignoredField } from './envelope';
import { PagingQuerySchema } from './paging';

/**
 * Checkout and orders (docs/product.md#checkout checkout and order pages, docs/product.md#records-checkout, docs/product.md#calls-checkout sales and invoice calls).
 *
 * The flow: "Make payment" sends one `POST v1/pos/sales/?access=website` per shop, each
 * answering the created sale's id in `data`; then one `POST v1/pos/sales/invoice/` ties
 * those sales together with the payment. A sale that is not tied to an invoice within
 * `PENDING_SALE_MINUTES` releases its stock and never becomes an order.
 *
 * Both POSTs honour an `Idempotency-Key` header (`IDEMPOTENCY_KEY_HEADER`): a retry with the
 * same key and the same body gets the first answer again instead of a second sale or
 * invoice; the same key with a different body is refused (422). Only successful answers are
 * remembered, so retrying after a refusal runs the request again.
 *
 * The server recomputes every amount from the database; the amounts a request carries are
 * checked against it (to the cent, ±0.01) and a request that disagrees is refused with a 4xx
 * naming what is wrong. The server computes with the same rules the web app uses:
 * `chooseShipping` and `priceShopOrder` of `@storefront/commerce/checkout` (fee and totals of
 * a shop) and `saleLinesOf` of `@storefront/commerce/sale-request` (the `items`). All amounts
 * are major units of the order's `currencyCode`.
 */

// Named here too, where the API has always imported them from; the values live in ./constants
// (zod-free, for the web app) and commerce (the rules).
export { CASH_ON_DELIVERY, RECEIPT_MAX_BYTES };
export {
  DELIVERY_TYPE_VALUES,
  IDEMPOTENCY_KEY_HEADER,
  PENDING_SALE_MINUTES,
  SERVICE_VALUES,
  type DeliveryType,
  type Service,
} from './constants';

const MAX_LINE_QUANTITY = 1_000;

const money = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(1e13, `${label} is too large.`);

const quantity = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(1, `${label} must be at least 1.`)
    .max(MAX_LINE_QUANTITY, `${label} cannot be more than ${MAX_LINE_QUANTITY}.`);

const CurrencyCodeSchema = z
  .string({ message: 'currencyCode must be a currency code such as MMK.' })
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'currencyCode must be a currency code such as MMK.')
  .transform((v) => v.toUpperCase());

/**
 * An addon of a sale line: the cart's addon (docs/product.md#records-cart "Cart addon") can be sent as it is. Only
 * `addonGuid` and `addonQuantity` are read; price fields are the server's to work out. The
 * addons of a product may ride on any of its lines; each addon's quantity, summed over the
 * product's lines, may not exceed the product's variant quantity in the sale (docs/product.md#addon-cap).
 */
export const SaleAddonSchema = z.object({
  addonGuid: GuidSchema,
  addonQuantity: quantity('Addon quantity'),
  addonName: ignoredField('Ignored: the name comes from the catalog.'),
  addonPrice: ignoredField('Ignored: the price comes from the catalog.'),
  addonTotalPrice: ignoredField('Ignored: worked out by the server.'),
  addonCurrencyCode: ignoredField('Ignored.'),
});

/** docs/product.md#sale-request sale line. `productGuid` is the VARIANT's guid, as the web app sends it. */
export const SaleItemSchema = z.object({
  productGuid: GuidSchema.describe('The variant guid.'),
  quantity: quantity('Quantity'),
  productName: ignoredField('Ignored: the name comes from the catalog.'),
  addons: z.array(SaleAddonSchema).max(50, 'Too many addons on one line.').default([]),
});

/**
 * The chosen address (docs/product.md#records-account "saved address"), sent whole as the web app holds it. Only `guid`
 * is read (the rest is dropped from the validated body): it must be one of the caller's saved
 * addresses, and the saved copy is what the order keeps and shipping is checked against.
 */
export const SaleContactSchema = z
  .looseObject(
    {
      guid: z
        .uuid({ message: 'Please choose one of your saved addresses.' })
        .describe('The address book entry chosen in step 1.'),
    },
    { message: 'Please choose one of your saved addresses.' },
  )
  .transform(({ guid }) => ({ guid }));

/** docs/product.md#sale-request POST v1/pos/sales/?access=website, one per shop. */
export const SaleCreateRequestSchema = z.object({
  /** Sub total + 5% tax + shipping fee of this shop, in `currencyCode`. */
  totalAmount: money('totalAmount'),
  /** Equal to totalAmount (docs/product.md#sale-request). */
  paidAmount: money('paidAmount').optional(),
  /** Discounts cannot be applied at checkout: empty or absent. */
  discountType: z
    .string({ message: 'discountType must be empty.' })
    .max(0, 'Discounts cannot be applied at checkout.')
    .nullish(),
  /** Discounts cannot be applied at checkout: 0 or absent. */
  discountAmount: z
    .number({ message: 'discountAmount must be 0.' })
    .refine((v) => v === 0, 'Discounts cannot be applied at checkout.')
    .optional(),
  status: ignoredField("Ignored: a new sale is always 'Pending'."),
  shipment: ignoredField("Ignored: always 'Delivery'."),
  /** The additional note of step 1. */
  remark: z
    .string({ message: 'The note must be text.' })
    .max(SALE_NOTE_MAX_LENGTH, `The note cannot be longer than ${SALE_NOTE_MAX_LENGTH} characters.`)
    .nullish(),
  validPayment: ignoredField('Ignored.'),
  courierGuid: ignoredField('Ignored.'),
  items: z
    .array(SaleItemSchema, { message: 'There is no item in your cart' })
    .min(1, 'There is no item in your cart')
    .max(100, 'Too many lines in one order.'),
  contact: SaleContactSchema,
  cod: ignoredField('Ignored: the payment is chosen on the invoice.'),
  kpay: ignoredField('Ignored.'),
  wave: ignoredField('Ignored.'),
  condition: ignoredField('Ignored.'),
  orderAs: ignoredField("Ignored: always 'OnlineCustomer'."),
  shopGuid: GuidSchema,
  /** The shipping method chosen for this shop in step 2. */
  shippingGuid: z.uuid({ message: 'Please choose a shipping method.' }),
  /** This shop's shipping fee, in `currencyCode`. */
  totalShippingFees: money('totalShippingFees'),
  /** The currency the shopper pays in (the chosen region's); default: the shop's prices' own. */
  currencyCode: CurrencyCodeSchema.optional(),
  /** Step 1 'Services'; default 'Warranty Service'. */
  service: z
    .enum(SERVICE_VALUES, {
      message: "service must be 'Warranty Service' or 'Product Maintenance'.",
    })
    .optional(),
  /** Step 3 'Delivery Type'; default 'Front Door'. */
  deliveryType: z
    .enum(DELIVERY_TYPE_VALUES, { message: "deliveryType must be 'Front Door' or 'On Hand'." })
    .optional(),
});
export type SaleCreateRequest = z.input<typeof SaleCreateRequestSchema>;

export const SaleCreateQuerySchema = z.object({
  access: z.enum(['website'], { message: "access must be 'website'." }).optional(),
});

/** docs/product.md#calls-checkout: `data` is the created sale's id; send it in the invoice's `salesOrderId`. */
export const SaleCreateResponseSchema = envelopeOf(z.uuid());
export type SaleCreateResponse = z.infer<typeof SaleCreateResponseSchema>;

/**
 * docs/product.md#calls-checkout POST v1/pos/sales/invoice/. 'Cash on deli' needs nothing more. Any other payment type
 * must be one of v1/payment/list_all_business_payment's `paymentType`s and needs
 * `accountName`, `accountNumber` and `screenShot`: the receipt as base64, or as a data URL
 * (`data:image/png;base64,…`, what FileReader.readAsDataURL gives), png, jpeg or webp, at most
 * 5 MB.
 */
export const InvoiceCreateRequestSchema = z.object({
  paymentType: z
    .string({ message: 'Please choose a payment method.' })
    .trim()
    .min(1, 'Please choose a payment method.')
    .max(100, 'Please choose a payment method.'),
  accountName: z
    .string({ message: 'Your account name must be text.' })
    .trim()
    .max(
      PAYMENT_ACCOUNT_NAME_MAX_LENGTH,
      `Your account name cannot be longer than ${PAYMENT_ACCOUNT_NAME_MAX_LENGTH} characters.`,
    )
    .nullish(),
  accountNumber: z
    .string({ message: 'Your account number must be text.' })
    .trim()
    .max(
      PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH,
      `Your account number cannot be longer than ${PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH} characters.`,
    )
    .nullish(),
  /** Must be the currency of the sales (their `currencyCode`). */
  currencyCode: CurrencyCodeSchema,
  screenShot: z
    .string({ message: 'The receipt must be an image.' })
    // 5 MB as base64 plus a data-URL prefix; the decoded size is checked exactly.
    .max(Math.ceil(RECEIPT_MAX_BYTES / 3) * 4 + 100, 'The receipt image must be 5 MB or smaller.')
    .nullish(),
  /**
   * The created sales: their ids (each sale answer's `data`), or the sale answers themselves.
   * They must be your own, unpaid and not expired.
   */
  salesOrderId: z
    .array(
      z
        .union([GuidSchema, z.object({ data: GuidSchema })])
        .transform((v) => (typeof v === 'string' ? v : v.data)),
      { message: 'salesOrderId must list the created sales.' },
    )
    .min(1, 'salesOrderId must list the created sales.')
    .max(20, 'Too many sales in one invoice.'),
  /**
   * The business's account the shopper transferred to (a `paymentGuid` of the payment list),
   * when the page names it: it must still be one of the wallet's accounts (422 otherwise).
   */
  paymentAccountGuid: z.uuid({ message: 'paymentAccountGuid is not a valid id.' }).nullish(),
});
export type InvoiceCreateRequest = z.input<typeof InvoiceCreateRequestSchema>;

/**
 * A sale whose shipping fee is not the shop's fee now (409): `hints` are the fee sent and the
 * current fee, as numbers in the sale's currency.
 */
export const SHIPPING_FEE_CHANGED_CODE = 'shippingFeeChanged';
/** A wallet invoice naming a wallet an owner switched off (422). */
export const WALLET_OFF_CODE = 'walletOff';
/** A wallet invoice naming an account that is no longer one of the wallet's (422). */
export const WALLET_ACCOUNT_GONE_CODE = 'walletAccountGone';

/** What an invoice answers: the order as it was created. */
export const InvoiceSchema = z.object({
  /** The order id shown to shoppers and used in /order-detail/{invoiceNo}. */
  invoiceNo: z.string(),
  status: z.string(),
  paymentType: z.string(),
  currencyCode: z.string(),
  /** Variant units in the order. */
  itemCount: z.number().int().nonnegative(),
  subTotal: z.number(),
  tax: z.number(),
  deliveryCharges: z.number(),
  totalAmount: z.number(),
  createdOn: z.string(),
  salesOrderId: z.array(z.uuid()),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceCreateResponseSchema = envelopeOf(InvoiceSchema);

/** docs/product.md#calls-orders GET /v1/pos/sales/invoice/list: your orders, newest first, 10 a page by default. */
export const OrderListQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(ORDER_PAGE_SIZE),
});

/** docs/product.md#records-orders "Order list row". */
export const OrderListRowSchema = z.object({
  invoiceNo: z.string(),
  createdOn: z.string(),
  itemCount: z.number().int().nonnegative(),
  totalAmount: z.number(),
  currencyCode: z.string(),
  status: z.string(),
});
export type OrderListRow = z.infer<typeof OrderListRowSchema>;

export const OrderListResponseSchema = envelopeOf(
  z.object({ items: z.array(OrderListRowSchema), totalCount: z.number().int().nonnegative() }),
);
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

const INVOICE_NO_PATTERN = /^[A-Z0-9-]{1,40}$/;
export const OrderDetailParamsSchema = z.object({
  invoiceNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(INVOICE_NO_PATTERN, { message: 'Not a valid order id.' }),
});

/** docs/product.md#records-orders order detail: paymentInfo. Money in the order's `currencyCode`. */
export const OrderPaymentInfoSchema = z.object({
  buyerName: z.string(),
  orderDate: z.string(),
  paymentType: z.string(),
  subTotal: z.number(),
  deliveryCharges: z.number(),
  /** 5% of subTotal (docs/product.md#tax). */
  tax: z.number(),
  /** subTotal + tax + deliveryCharges (docs/product.md#tax). */
  grandTotal: z.number(),
  currencyCode: z.string(),
  /** The payer's wallet account, for payment types other than 'Cash on deli'. */
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
});

/** docs/product.md#records-orders order detail: contact, the delivery address as it was at checkout. */
export const OrderContactSchema = z.object({
  /** Who the order is delivered to (the address's name). */
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  additionalPhone: z.string(),
  /** One line: address, street, township, country. */
  address: z.string(),
  /**
   * The same address in its parts, as saved at checkout, so that a page can write the township
   * and country in the reader's language; null when the saved address could not be read.
   */
  place: z
    .object({
      address: z.string(),
      street: z.string(),
      township: z.string().nullable(),
      townshipGuid: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
  /** Always 'Delivery'. */
  shipment: z.string(),
  /** The order status (same as the order's `status`). */
  status: z.string(),
  /** 'Front Door' or 'On Hand'. */
  deliveryType: z.string(),
  service: z.string(),
  remark: z.string(),
});

/** A variant line of a shop block. `price` is the unit price, `totalPrice` price × quantity. */
export const OrderItemSchema = z.object({
  variantGuid: z.uuid(),
  variantName: z.string(),
  productGuid: z.uuid(),
  productName: z.string(),
  /** The product's Burmese name when the order was placed; null or absent: none (docs/product.md#product-names). */
  productNameMm: z.string().nullable().optional(),
  /** Image id (v1/image/download/{id}), or null for the placeholder. */
  image: z.string().nullable(),
  quantity: z.number().int().positive(),
  price: z.number(),
  totalPrice: z.number(),
  currencyCode: z.string(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** An addon line of a shop block (docs/product.md#records-orders). `addonPrice` is the unit price. */
export const OrderAddonSchema = z.object({
  addonGuid: z.uuid(),
  addonName: z.string(),
  /** The product the addon was bought with. */
  productGuid: z.uuid(),
  addonQuantity: z.number().int().positive(),
  addonPrice: z.number(),
  addonTotalPrice: z.number(),
  addonCurrencyCode: z.string(),
});
export type OrderAddon = z.infer<typeof OrderAddonSchema>;

/**
 * One change of a shop block's status (docs/decisions/0014-order-life-cycle.md). The first
 * entry of every block is the order being placed (`fromStatus` null, by the buyer).
 */
export const OrderHistoryEntrySchema = z.object({
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  /** 'Customer' for the buyer, 'Seller' for shop staff. */
  byRole: z.string(),
  /** Who acted: the shop's name for staff, the buyer's name for the buyer. */
  byName: z.string(),
  /** The reason of a rejection, or a note staff left; '' when none. */
  note: z.string(),
  createdOn: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

/** docs/product.md#records-orders productInfo: one block per shop ('Sold By {shopName}'). */
export const OrderShopSchema = z.object({
  /** The sale id of this shop's part of the order. */
  saleGuid: z.uuid(),
  shopGuid: z.uuid(),
  shopName: z.string(),
  shopWebsite: z.string().nullable(),
  orderStatus: z.string(),
  /** True when the block has addons. */
  addon: z.boolean(),
  item: z.array(OrderItemSchema),
  addons: z.array(OrderAddonSchema),
  shippingMethod: z.string(),
  subTotal: z.number(),
  tax: z.number(),
  deliveryCharges: z.number(),
  totalAmount: z.number(),
  currencyCode: z.string(),
  /** The block's status changes, oldest first; the last one's note is why it was rejected. */
  history: z.array(OrderHistoryEntrySchema),
});
export type OrderShop = z.infer<typeof OrderShopSchema>;

/** docs/product.md#calls-orders GET v1/pos/sales/invoice/{invoiceNo}: the order detail of docs/product.md#records. */
export const OrderDetailSchema = z.object({
  invoiceNo: z.string(),
  status: z.string(),
  createdOn: z.string(),
  currencyCode: z.string(),
  itemCount: z.number().int().nonnegative(),
  paymentInfo: OrderPaymentInfoSchema,
  contact: OrderContactSchema,
  productInfo: z.array(OrderShopSchema),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export const OrderDetailResponseSchema = envelopeOf(OrderDetailSchema);
