import { z } from 'zod';
import {
  ADDRESS_MAX_LENGTHS,
  EMAIL_MAX_LENGTH,
  MOBILE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PROFILE_ADDRESS_MAX_LENGTH,
} from './constants';
import { envelopeOf, GuidSchema, listOf } from './envelope';

/**
 * An e-mail address that may be left out: absent, null and '' all mean "none" (the register and
 * profile forms send an empty field rather than omitting it).
 */
export const OptionalEmailSchema = z
  .string({ message: 'E-mail must be text.' })
  .trim()
  .max(EMAIL_MAX_LENGTH, `E-mail cannot be longer than ${EMAIL_MAX_LENGTH} characters.`)
  .refine((v) => v === '' || z.email().safeParse(v).success, {
    message: 'Please enter a valid e-mail address.',
  })
  .nullish();

/**
 * A mobile number as typed: 09…, 9…, +959… or 959…, with spaces or dashes. The server checks
 * and normalises it (to 09XXXXXXXX or 09XXXXXXXXX) and answers 400 when it is not one.
 */
export const MobileNumberSchema = z
  .string({ message: 'Please enter your mobile number.' })
  .trim()
  .min(1, 'Please enter your mobile number.')
  .max(MOBILE_MAX_LENGTH, 'Mobile number is too long.');

/** docs/product.md#records-account "User", fetched as a brief record. `guid` is the user id the other account calls take. */
export const UserBriefSchema = z.object({
  guid: z.uuid(),
  username: z.string(),
  name: z.string(),
  /** Normalised Myanmar mobile number, 09XXXXXXXX(X). */
  phone: z.string(),
  email: z.string().nullable(),
  /** Free-text home address of the profile (saved delivery addresses are the address book). */
  address: z.string().nullable(),
  /** Avatar image id (v1/image/download/{id}), or null. */
  avatar: z.string().nullable(),
});
export type UserBrief = z.infer<typeof UserBriefSchema>;
export const UserBriefResponseSchema = envelopeOf(UserBriefSchema);

/**
 * docs/product.md#calls-account updateProfile. A field left out keeps its value; email, address and avatar may be null or
 * '' to clear them. Unknown fields (the web app sends its whole user record back) are ignored.
 */
export const UpdateProfileRequestSchema = z.object({
  name: z
    .string({ message: 'Name must be text.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(NAME_MAX_LENGTH, `Name cannot be longer than ${NAME_MAX_LENGTH} characters.`)
    .optional(),
  phone: MobileNumberSchema.optional(),
  email: OptionalEmailSchema,
  address: z
    .string({ message: 'Address must be text.' })
    .trim()
    .max(
      PROFILE_ADDRESS_MAX_LENGTH,
      `Address cannot be longer than ${PROFILE_ADDRESS_MAX_LENGTH} characters.`,
    )
    .nullish(),
  avatar: z
    .string({ message: 'Avatar must be an image id.' })
    .trim()
    .refine((v) => v === '' || z.uuid().safeParse(v).success, {
      message: 'Avatar must be an image id.',
    })
    .nullish(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;
export const UpdateProfileResponseSchema = envelopeOf(UserBriefSchema);

/** docs/product.md#records-account "Address book entry / saved address". */
export const AddressSchema = z.object({
  guid: z.uuid(),
  ownerGuid: z.uuid(),
  name: z.string(),
  address: z.string(),
  street: z.string(),
  /** Township name and id; both null outside Myanmar (docs/product.md#address-forms: another country clears the township). */
  township: z.string().nullable(),
  townshipGuid: z.uuid().nullable(),
  country: z.string(),
  /** The region (GET v1/currency/region) the country is. */
  countryGuid: z.uuid().nullable(),
  /** Derived from the country; shipping methods are matched on it (docs/product.md#shipping-eligibility). */
  regionName: z.string(),
  primaryPhone: z.string(),
  otherPhones: z.string(),
  email: z.string(),
  comment: z.string(),
  addressType: z.string(),
  createdOn: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ message: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} cannot be longer than ${max} characters.`);

const optionalText = (label: string, max: number) =>
  z
    .string({ message: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} cannot be longer than ${max} characters.`)
    .nullish();

/**
 * The fields of an address form (docs/product.md#address-forms, checkout reading: other phones and comment optional).
 * Township is required, and must be a known township, only when the country is Myanmar; the
 * server checks that, since it depends on the country.
 */
const AddressFieldsSchema = z.object({
  name: requiredText('name', ADDRESS_MAX_LENGTHS.name),
  address: requiredText('address', ADDRESS_MAX_LENGTHS.address),
  street: requiredText('street', ADDRESS_MAX_LENGTHS.street),
  /** Township id; a township id sent in `township` is accepted too. */
  townshipGuid: z.string().trim().max(ADDRESS_MAX_LENGTHS.township).nullish(),
  township: z.string().trim().max(ADDRESS_MAX_LENGTHS.township).nullish(),
  country: requiredText('country', ADDRESS_MAX_LENGTHS.country),
  countryGuid: z.string().trim().max(ADDRESS_MAX_LENGTHS.country).nullish(),
  primaryPhone: requiredText('primary phone', ADDRESS_MAX_LENGTHS.primaryPhone),
  otherPhones: optionalText('other phones', ADDRESS_MAX_LENGTHS.otherPhones),
  email: z
    .string({ message: 'Please enter an e-mail address.' })
    .trim()
    .min(1, 'Please enter an e-mail address.')
    .max(
      ADDRESS_MAX_LENGTHS.email,
      `E-mail cannot be longer than ${ADDRESS_MAX_LENGTHS.email} characters.`,
    )
    .pipe(z.email({ message: 'Please enter a valid e-mail address.' })),
  comment: optionalText('comment', ADDRESS_MAX_LENGTHS.comment),
  addressType: optionalText('address type', ADDRESS_MAX_LENGTHS.addressType),
});
export type AddressFields = z.infer<typeof AddressFieldsSchema>;

export const AddressListQuerySchema = z.object({
  /** The owner whose book to list; only your own (the default) is allowed. */
  guid: GuidSchema.optional(),
});
export const AddressListResponseSchema = envelopeOf(listOf(AddressSchema));

export const AddressCreateRequestSchema = AddressFieldsSchema.extend({
  /** Your own user guid; it may be left out. */
  ownerGuid: GuidSchema.optional(),
});
export type AddressCreateRequest = z.infer<typeof AddressCreateRequestSchema>;
export const AddressCreateResponseSchema = envelopeOf(z.object({ guid: z.uuid() }));

export const AddressUpdateRequestSchema = AddressFieldsSchema.extend({ guid: GuidSchema });
export type AddressUpdateRequest = z.infer<typeof AddressUpdateRequestSchema>;
/** docs/product.md#calls-address-book: data is the updated address's guid. */
export const AddressUpdateResponseSchema = envelopeOf(z.uuid());
/** docs/product.md#calls-address-book: data is the deleted address's guid. */
export const AddressDeleteResponseSchema = envelopeOf(z.uuid());
