import { z } from 'zod';
import { RegisterRequestSchema } from './auth';
import { envelopeOf, GuidSchema } from './envelope';
import { OWNER_ROLE, SELLER_ROLE } from './seller';

/**
 * The business's staff accounts, managed by owners (docs/decisions/0029-owners.md#staff):
 * `GET v1/admin/staff`, `POST v1/admin/staff`, and per account `…/disable`, `…/enable` and
 * `…/password`. A shopper's account is never one of them (404).
 */

/** The longest name, username, phone or password the calls read; longer is a 400. */
const TEXT_MAX = 200;

/** GET v1/admin/staff?shopGuid=: one shop's staff, or every staff account and owner. */
export const StaffListQuerySchema = z.object({
  shopGuid: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.uuid({ message: 'shopGuid must be the id of a shop.' }).optional(),
  ),
});
export type StaffListQuery = z.input<typeof StaffListQuerySchema>;

export const StaffAccountSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  username: z.string(),
  /** The account's mobile number in its national form, or null when it has none. */
  phone: z.string().nullable(),
  role: z.enum([SELLER_ROLE, OWNER_ROLE]),
  /** The shop a Seller works in; null for an owner. */
  shop: z
    .object({ guid: z.uuid(), name: z.string(), nameMm: z.string().nullable(), slug: z.string() })
    .nullable(),
  /** Switched off by an owner: it cannot sign in and its tokens are refused. */
  disabled: z.boolean(),
  /** An owner chose its password: the console asks for the account's own first. */
  mustChangePassword: z.boolean(),
  createdOn: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

export const StaffListResponseSchema = envelopeOf(z.object({ items: z.array(StaffAccountSchema) }));
export type StaffList = z.infer<typeof StaffListResponseSchema>['data'];

const text = (field: string, label: string) =>
  z
    .string({ message: `${label} must be text.` })
    .max(TEXT_MAX, `${label} cannot be longer than ${TEXT_MAX} characters.`)
    .describe(field);

/**
 * POST v1/admin/staff: a new `Seller` of the shop, who must choose their own password at the
 * first sign-in. The password follows the registration rules (400 `weakPassword` with `hints`).
 */
export const NewStaffRequestSchema = z.object({
  shopGuid: z.uuid({ message: 'Please choose the shop.' }),
  name: text('name', 'The name').trim().min(1, 'Please give the staff member a name.'),
  username: RegisterRequestSchema.shape.username,
  phone: text('phone', 'The mobile number').trim().optional(),
  password: RegisterRequestSchema.shape.password,
});
export type NewStaffRequest = z.input<typeof NewStaffRequestSchema>;

export const StaffParamsSchema = z.object({ userGuid: GuidSchema });

/** POST v1/admin/staff/{userGuid}/password: a new first password; every token ends. */
export const StaffPasswordRequestSchema = z.object({
  password: RegisterRequestSchema.shape.password,
});
export type StaffPasswordRequest = z.input<typeof StaffPasswordRequestSchema>;

export const StaffAccountResponseSchema = envelopeOf(StaffAccountSchema);
