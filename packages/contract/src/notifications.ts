import { z } from 'zod';
import { envelopeOf, GuidSchema } from './envelope';
import { PagingQuerySchema } from './paging';

/**
 * Order notifications (the bell, web push and e-mail): a shopper hears of each move of their
 * order, shop staff and owners of each new order. The same calls serve shoppers and staff, each
 * seeing only their own notifications (docs/decisions/0034-notifications.md).
 */

export const NOTIFICATION_KINDS = ['order-placed', 'order-created', 'order-status'] as const;

export const NotificationListQuerySchema = PagingQuerySchema;

export const NotificationSchema = z.object({
  guid: GuidSchema,
  /** order-placed and order-status go to the shopper; order-created to shop staff and owners. */
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The web app's page it opens: `/order-detail/{invoiceNo}` or `/seller/orders/{saleGuid}`. */
  link: z.string(),
  invoiceNo: z.string(),
  saleGuid: GuidSchema,
  status: z.string(),
  /** The order's shop: an owner's console opens the order in that shop. */
  shopGuid: GuidSchema,
  shopName: z.string(),
  createdOn: z.string(),
  /** When the person read it; null while unread. */
  readOn: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListResponseSchema = envelopeOf(
  z.object({
    items: z.array(NotificationSchema),
    totalRecords: z.number().int().nonnegative(),
    unread: z.number().int().nonnegative(),
  }),
);
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

/** Marks the named notifications read, or every one when `guids` is absent. */
export const NotificationReadRequestSchema = z
  .object({
    guids: z
      .array(GuidSchema)
      .min(1, 'guids must name at least one notification; leave it out to mark all read.')
      .max(100, 'guids may name at most 100 notifications.')
      .optional(),
  })
  .strict();
export type NotificationReadRequest = z.infer<typeof NotificationReadRequestSchema>;

export const NotificationReadResponseSchema = envelopeOf(
  z.object({ marked: z.number().int().nonnegative(), unread: z.number().int().nonnegative() }),
);
export type NotificationReadResponse = z.infer<typeof NotificationReadResponseSchema>;

export const NotificationPreferencesSchema = z
  .object({
    push: z.boolean({ message: 'push must be true or false.' }),
    email: z.boolean({ message: 'email must be true or false.' }),
    /** Shop staff and owners: a notice of each new order. Shoppers' is kept but unused. */
    newOrders: z.boolean({ message: 'newOrders must be true or false.' }),
  })
  .strict();
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesResponseSchema = envelopeOf(NotificationPreferencesSchema);

/** The longest push endpoint taken; browsers' are a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2_000;

const base64url = (field: string, min: number, max: number) =>
  z
    .string({ message: `${field} is required.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${field} must be base64url.`)
    .min(min, `${field} is too short.`)
    .max(max, `${field} is too long.`);

/** A browser's PushSubscription as its toJSON() gives it. */
export const PushSubscribeRequestSchema = z.object({
  endpoint: z
    .string({ message: 'endpoint is required.' })
    .min(1, 'endpoint is required.')
    .max(
      PUSH_ENDPOINT_MAX_LENGTH,
      `endpoint may be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`,
    ),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
      p256dh: base64url('keys.p256dh', 80, 100),
      auth: base64url('keys.auth', 16, 32),
    },
    { message: 'keys is required.' },
  ),
});
export type PushSubscribeRequest = z.infer<typeof PushSubscribeRequestSchema>;

export const PushUnsubscribeRequestSchema = z.object({
  endpoint: z
    .string({ message: 'endpoint is required.' })
    .min(1, 'endpoint is required.')
    .max(
      PUSH_ENDPOINT_MAX_LENGTH,
      `endpoint may be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`,
    ),
});

export const PushSubscribeResponseSchema = envelopeOf(z.object({ subscribed: z.boolean() }));

/** The server's VAPID public key (base64url), the `applicationServerKey` a browser subscribes with. */
export const PushKeyResponseSchema = envelopeOf(z.object({ publicKey: z.string() }));
