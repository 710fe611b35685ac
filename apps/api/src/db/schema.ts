import type { Generated } from 'kysely';

/**
 * Database tables, in the camelCase Kysely's CamelCasePlugin maps to snake_case SQL.
 * Conventions (docs/decisions): ids are UUID text; money is integer minor units
 * (hundredths of the currency, `*Minor`); weights are integer grams; timestamps are
 * ISO-8601 UTC text; booleans are 0/1 integers — the same on SQLite and PostgreSQL.
 */
type Timestamp = string;
type Flag = 0 | 1;

export interface ImagesTable {
  guid: string;
  kind: string;
  contentType: string;
  bytes: Buffer;
  byteSize: number;
  etag: string;
  width: number;
  height: number;
  /** Public images are served to anyone; private ones (receipts) only to their owner. */
  isPublic: Flag;
  ownerGuid: string | null;
  /** The shop whose staff uploaded it (a product photo); null for every other image (0007). */
  shopGuid: string | null;
  createdAt: Timestamp;
}

/**
 * An uploaded photo in another size or format (migration 0007): WebP at a width for pages'
 * `srcset`, and a JPEG for link previews (kind 'share'). Never changes, like its image.
 */
export interface ImageRenditionsTable {
  imageGuid: string;
  kind: 'webp' | 'share';
  width: number;
  height: number;
  contentType: string;
  bytes: Buffer;
  byteSize: number;
  etag: string;
}

export interface RegionsTable {
  guid: string;
  name: string;
  nameMm: string;
  currencyCode: string;
  /** MMK per unit × 1,000,000: an exact integer, never a float in storage. */
  rateMicro: number;
  flagImageGuid: string;
  position: number;
}

export interface TownshipsTable {
  guid: string;
  name: string;
  nameMm: string;
  division: string;
  position: number;
}

export interface ShopsTable {
  guid: string;
  name: string;
  nameMm: string | null;
  slug: string;
  hostName: string;
  isDefault: Flag;
  logoImageGuid: string | null;
  bannerImageGuid: string | null;
  website: string | null;
  primaryPhone: string;
  otherPhones: string;
  street: string;
  address: string;
  /** The address in Burmese; null: Burmese pages show `address` (migration 0006). */
  addressMm: string | null;
  currencyCode: string;
  /** An option at or under this many units counts as low on stock in the console (0007). */
  lowStockThreshold: Generated<number>;
  /**
   * How much of an option's remaining stock unaccepted cash-on-delivery orders may hold, in
   * percent (0009; docs/decisions/0027-abuse-caps.md#cod-share).
   */
  codHoldSharePercent: Generated<number>;
  /** Paused: the shop's products show but cannot be ordered (0011, docs/decisions/0030-shops.md). */
  status: Generated<'Open' | 'Paused'>;
  /** Whether checkout offers cash on delivery for this shop's part (0011). */
  cashOnDelivery: Generated<Flag>;
  facebookUrl: Generated<string | null>;
  viberUrl: Generated<string | null>;
  createdAt: Timestamp;
}

/** Host names that serve a shop besides its own `host_name` (0011). */
export interface ShopHostNamesTable {
  hostName: string;
  shopGuid: string;
  position: number;
}

export interface PersonsTable {
  guid: string;
  name: string;
  phone: string;
  email: string | null;
  emailLower: string | null;
  address: string | null;
  avatarImageGuid: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface UsersTable {
  guid: string;
  personGuid: string;
  username: string;
  usernameLower: string;
  passwordHash: string;
  role: string;
  /** The shop a Seller works for (docs/decisions/0014); null for customers. */
  shopGuid: string | null;
  selfRegister: Flag;
  /**
   * Raised by logout and by a password change; a token of an older version is refused
   * (docs/decisions/0016-token-revocation.md). Starts at 0.
   */
  tokenVersion: Generated<number>;
  /** 1: an owner set the password; the console asks for the account's own first (0010). */
  mustChangePassword: Generated<Flag>;
  /** When an owner switched the account off; it can no longer sign in (0010). */
  disabledAt: Timestamp | null;
  /** The language the person last used ('en' or 'mm'), which notifications are written in (0016). */
  language: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AddressesTable {
  guid: string;
  ownerGuid: string;
  name: string;
  address: string;
  street: string;
  townshipGuid: string | null;
  township: string | null;
  country: string;
  countryGuid: string | null;
  regionName: string;
  primaryPhone: string;
  otherPhones: string;
  email: string;
  comment: string;
  addressType: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface CategoriesTable {
  guid: string;
  parentGuid: string | null;
  level: number;
  name: string;
  nameMm: string;
  position: number;
}

export interface ProductsTable {
  guid: string;
  shopGuid: string;
  categoryGuid: string;
  name: string;
  /** The Burmese name and description; null: Burmese pages show the English ones (0007). */
  nameMm: string | null;
  description: string | null;
  descriptionMm: string | null;
  brandName: string | null;
  currencyCode: string;
  /** The first variant's prices, kept here so list pages need no join. */
  priceSellMinor: number;
  priceSell1Minor: number | null;
  /** What the shopper pays (discounted when there is a discount): sorts and filters by price. */
  priceEffectiveMinor: number;
  stockQty: number;
  preSaleLimit: number;
  /** Mean rating × 100, kept with the count so top-rated lists sort on an index. */
  ratingAvgCenti: number;
  ratingCount: number;
  soldCount: number;
  /** A fixed random number: 'random' lists page through a stable shuffle on an index. */
  randomKey: number;
  /**
   * Lower-cased name and brand, matched as a substring by keyword search: from a pg_trgm
   * index on PostgreSQL; on SQLite by scanning the shop's rows through a covering index
   * (docs/decisions/0005).
   */
  searchText: string;
  /** The first product image: list pages show it without a lookup per row. */
  coverImageGuid: string | null;
  /** Shoppers see the product: kept equal to `status === 'Active'` by every write. */
  isActive: Flag;
  /** 'Draft', 'Active' or 'Archived' (docs/product.md#catalog-status). */
  status: Generated<string>;
  /** Raised by every save of the console: a save from an older copy is refused (0007). */
  version: Generated<number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProductImagesTable {
  productGuid: string;
  imageGuid: string;
  position: number;
}

export interface VariantsTable {
  guid: string;
  productGuid: string;
  name: string;
  priceSellMinor: number;
  priceSell1Minor: number | null;
  weightGrams: number;
  currencyCode: string;
  stockQty: number;
  preSaleLimit: number;
  position: number;
  /** Unique within the shop when set (0007). */
  sku: string | null;
  /** The product's shop, copied here for the SKU index. */
  shopGuid: string | null;
  /** Set when staff removed an option that orders point at: hidden, kept for the orders. */
  removedAt: Timestamp | null;
}

export interface VariantImagesTable {
  variantGuid: string;
  imageGuid: string;
  position: number;
}

export interface AddonsTable {
  guid: string;
  productGuid: string;
  name: string;
  priceMinor: number;
  currencyCode: string;
  position: number;
  /** Set when staff removed an addon that orders point at. */
  removedAt: Timestamp | null;
}

export interface ReviewsTable {
  guid: string;
  productGuid: string;
  /**
   * The author; null for seeded reviews. Unique with productGuid (migration 0005): a second
   * review by an account edits its first (docs/decisions/0015-abuse-limits.md#reviews).
   */
  userGuid: string | null;
  name: string | null;
  imageGuid: string | null;
  rateValue: number | null;
  review: string;
  createdAt: Timestamp;
}

export interface PromoCodesTable {
  guid: string;
  code: string;
  description: string;
  descriptionMm: string;
  discountType: string;
  /** Percent × 100 for 'percentage'; MMK minor units for 'fixed_amount'. */
  discountValue: number;
  startDate: Timestamp;
  endDate: Timestamp;
  createdAt: Timestamp;
  /** The one shop the coupon is for; null: every shop (0014). */
  shopGuid: string | null;
  /** The least the shop's goods must come to, MMK minor units; null: no minimum. */
  minOrderMinor: number | null;
  /** Uses in all; null: no limit. */
  maxUses: number | null;
  /** Uses per account; null: no limit. */
  maxUsesPerAccount: number | null;
  /** Live uses: sales holding the coupon, raised only while below `maxUses` (0014). */
  usedCount: Generated<number>;
  /** Set when an owner deleted a coupon some sale used: ended, kept for its orders. */
  archivedAt: string | null;
  updatedAt: string | null;
}

/** Which sale used which coupon (0014); `releasedAt` once the use was given back. */
export interface CouponRedemptionsTable {
  saleGuid: string;
  promoGuid: string;
  userGuid: string;
  createdAt: Timestamp;
  releasedAt: string | null;
}

export interface PaymentTypesTable {
  guid: string;
  paymentType: string;
  imageGuid: string | null;
  position: number;
  /** 0: an owner switched the wallet off; checkout no longer offers it (0013). */
  enabled: Generated<Flag>;
}

export interface PaymentAccountsTable {
  guid: string;
  paymentTypeGuid: string;
  paymentName: string;
  paymentPhone: string;
  position: number;
}

export interface ShippingMethodsTable {
  guid: string;
  shopGuid: string;
  name: string;
  regionName: string;
  currencyCode: string;
  position: number;
  /** The Burmese name; '' when the method has none (0013). */
  nameMm: Generated<string>;
  /** 0: an owner switched the method off; checkout no longer offers it (0013). */
  enabled: Generated<Flag>;
  /** When an owner removed a method that orders use: kept for them, shown to nobody (0013). */
  removedAt: Timestamp | null;
}

export interface ShippingMethodTownshipsTable {
  shippingMethodGuid: string;
  townshipGuid: string;
}

export interface ShippingRatesTable {
  guid: string;
  shippingMethodGuid: string;
  fromGrams: number;
  toGrams: number;
  priceMinor: number;
  position: number;
}

export interface SalesTable {
  guid: string;
  invoiceGuid: string | null;
  buyerGuid: string;
  shopGuid: string;
  shippingMethodGuid: string;
  status: string;
  currencyCode: string;
  subTotalMinor: number;
  taxMinor: number;
  shippingFeeMinor: number;
  totalAmountMinor: number;
  totalWeightGrams: number;
  remark: string;
  service: string;
  deliveryType: string;
  /** The chosen address as it was at checkout (JSON): later edits never rewrite an order. */
  contactJson: string;
  /** The snapshot's name and primary phone, kept apart so shop staff can search them (0003). */
  contactName: string;
  contactPhone: string;
  createdAt: Timestamp;
  /** A sale without an invoice by this time releases its stock and is never an order. */
  expiresAt: Timestamp;
  /** The coupon code the sale used, as stored (upper-case); null: none (0014). */
  promoCode: string | null;
  /** The coupon's type ('percentage' or 'fixed_amount'); null: none. */
  discountType: string | null;
  /** What the coupon took off the goods, in the sale's currency's minor units. */
  discountMinor: number;
}

export interface SaleItemsTable {
  guid: string;
  saleGuid: string;
  productGuid: string;
  variantGuid: string;
  productName: string;
  /** The product's Burmese name when the order was placed, if it had one (0007). */
  productNameMm: string | null;
  variantName: string;
  imageGuid: string | null;
  quantity: number;
  /** Of `quantity`, the units taken from the pre-sale limit rather than stock (0002). */
  preSaleQuantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
  weightGrams: number;
  position: number;
}

export interface SaleItemAddonsTable {
  guid: string;
  saleItemGuid: string;
  addonGuid: string;
  addonName: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

export interface InvoicesTable {
  guid: string;
  invoiceNo: string;
  buyerGuid: string;
  status: string;
  paymentType: string;
  accountName: string | null;
  accountNumber: string | null;
  receiptImageGuid: string | null;
  /** SHA-256 (hex) of the re-encoded receipt, and its 64-bit difference hash (16 hex digits). */
  receiptSha256: string | null;
  receiptDhash: string | null;
  /** The receipt's deflated grey thumbnail and its height over width in thousandths (0003). */
  receiptThumbnail: Buffer | null;
  receiptAspect: number | null;
  currencyCode: string;
  itemCount: number;
  subTotalMinor: number;
  taxMinor: number;
  deliveryChargesMinor: number;
  totalAmountMinor: number;
  createdAt: Timestamp;
  /** The sales' coupon discounts added up (0014). */
  discountMinor: Generated<number>;
}

export interface IdempotencyKeysTable {
  userGuid: string;
  route: string;
  key: string;
  requestHash: string;
  statusCode: number;
  responseJson: string;
  createdAt: Timestamp;
}

/** One change of a sale's status; the first row of an order is its placing (from null). */
export interface OrderHistoryTable {
  guid: string;
  saleGuid: string;
  fromStatus: string | null;
  toStatus: string;
  actorGuid: string | null;
  actorRole: string;
  note: string;
  createdAt: Timestamp;
}

/** An 8-bit band of an invoice receipt's difference hash: finds near-duplicate candidates. */
export interface ReceiptHashBandsTable {
  band: number;
  value: number;
  invoiceGuid: string;
  createdAt: Timestamp;
}

/** A receipt seen with another order too ('same-bytes' or 'similar'); stored both ways. */
export interface ReceiptMatchesTable {
  invoiceGuid: string;
  otherInvoiceGuid: string;
  kind: string;
  createdAt: Timestamp;
}

/**
 * What the receipt reader found on an invoice's receipt (0008,
 * docs/decisions/0026-receipt-reading.md). Amounts in hundredths of `currencyCode`.
 */
export interface ReceiptReadingsTable {
  invoiceGuid: string;
  status: 'pending' | 'reading' | 'read' | 'failed';
  attempts: number;
  claimedAt: string | null;
  transactionNo: string | null;
  amountMinor: number | null;
  currencyCode: string | null;
  payeeNumber: string | null;
  payeeName: string | null;
  wallet: string | null;
  rawText: string | null;
  failure: string | null;
  readMs: number | null;
  createdAt: string;
  readAt: string | null;
}

/**
 * One change of an option's stock (docs/product.md#stock-moves): staff adjustments, checkouts,
 * expired holds and rejections alike. `delta` and `stockAfter` are stock units; the pre-order
 * figures move only when a checkout took or gave back pre-order units.
 */
export interface StockMovesTable {
  guid: string;
  variantGuid: string;
  productGuid: string;
  shopGuid: string;
  delta: number;
  stockAfter: number;
  preSaleDelta: number;
  preSaleAfter: number;
  reason: string;
  actorGuid: string | null;
  saleGuid: string | null;
  createdAt: Timestamp;
}

/**
 * One owner action (docs/decisions/0029-owners.md#audit): who, when, what, and the entity as
 * JSON before and after (null before a creation, null after a deletion).
 */
export interface AuditLogTable {
  guid: string;
  actorGuid: string;
  actorName: string;
  action: string;
  entityType: string;
  entityGuid: string | null;
  shopGuid: string | null;
  beforeJson: string | null;
  afterJson: string | null;
  createdAt: Timestamp;
}

export interface MetaTable {
  key: string;
  value: string;
}

/**
 * One notification to one person (migration 0016, docs/decisions/0034-notifications.md),
 * written in the transaction of the order change that causes it: the in-page list reads it,
 * and its delivery rows carry it to push and e-mail.
 */
export interface NotificationsTable {
  guid: string;
  recipientGuid: string;
  kind: 'order-placed' | 'order-created' | 'order-status';
  saleGuid: string;
  invoiceNo: string;
  shopGuid: string;
  status: string;
  /** A rejection's reason; '' otherwise. */
  note: string;
  /** 'en' or 'mm': the recipient's language when it was written. */
  language: string;
  createdAt: Timestamp;
  readAt: Timestamp | null;
}

/** One notification on one channel: the worker's queue (0016). */
export interface NotificationDeliveriesTable {
  guid: string;
  notificationGuid: string;
  channel: 'push' | 'email';
  status: 'pending' | 'delivered' | 'skipped' | 'failed';
  attempts: number;
  nextAttemptAt: Timestamp;
  /** When and by which worker it was claimed; a claim older than the lease is taken again. */
  claimedAt: Timestamp | null;
  claimedBy: string | null;
  deliveredAt: Timestamp | null;
  lastError: string | null;
  createdAt: Timestamp;
}

/** A person's channels (0016); no row: everything on. */
export interface NotificationPreferencesTable {
  userGuid: string;
  push: Flag;
  email: Flag;
  /** Staff and owners: notices of new orders. */
  newOrders: Flag;
  updatedAt: Timestamp;
}

/** A browser's web push subscription (0016). */
export interface PushSubscriptionsTable {
  guid: string;
  userGuid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Timestamp;
}

/**
 * The sales report's roll-ups (docs/decisions/0033-sales-reports.md#speed), kept by the writes
 * that place and move orders. `shopGuid` '' is the whole business.
 */
export interface ReportDaysTable {
  day: string;
  shopGuid: string;
  status: string;
  paymentType: string;
  currencyCode: string;
  orders: number;
  amountMinor: number;
}

/** Units and line totals of non-Rejected orders; `period` is a day (YYYY-MM-DD) or a month (YYYY-MM). */
export interface ReportProductsTable {
  period: string;
  shopGuid: string;
  productGuid: string;
  currencyCode: string;
  units: number;
  amountMinor: number;
}

export interface Database {
  images: ImagesTable;
  imageRenditions: ImageRenditionsTable;
  regions: RegionsTable;
  townships: TownshipsTable;
  shops: ShopsTable;
  shopHostNames: ShopHostNamesTable;
  persons: PersonsTable;
  users: UsersTable;
  addresses: AddressesTable;
  categories: CategoriesTable;
  products: ProductsTable;
  productImages: ProductImagesTable;
  variants: VariantsTable;
  variantImages: VariantImagesTable;
  addons: AddonsTable;
  reviews: ReviewsTable;
  promoCodes: PromoCodesTable;
  couponRedemptions: CouponRedemptionsTable;
  paymentTypes: PaymentTypesTable;
  paymentAccounts: PaymentAccountsTable;
  shippingMethods: ShippingMethodsTable;
  shippingMethodTownships: ShippingMethodTownshipsTable;
  shippingRates: ShippingRatesTable;
  sales: SalesTable;
  saleItems: SaleItemsTable;
  saleItemAddons: SaleItemAddonsTable;
  invoices: InvoicesTable;
  idempotencyKeys: IdempotencyKeysTable;
  orderHistory: OrderHistoryTable;
  receiptHashBands: ReceiptHashBandsTable;
  receiptMatches: ReceiptMatchesTable;
  receiptReadings: ReceiptReadingsTable;
  stockMoves: StockMovesTable;
  auditLog: AuditLogTable;
  notifications: NotificationsTable;
  notificationDeliveries: NotificationDeliveriesTable;
  notificationPreferences: NotificationPreferencesTable;
  pushSubscriptions: PushSubscriptionsTable;
  reportDays: ReportDaysTable;
  reportProducts: ReportProductsTable;
  meta: MetaTable;
}
