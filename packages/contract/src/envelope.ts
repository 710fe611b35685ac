import { z } from 'zod';

/**
 * Every API answer is wrapped in `{ success, data, message }` (the shape the web app
 * reads). Failures carry `success: false`, `data: null` and a message a person can read.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string() });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
  /** Which field was wrong, for form errors; absent when the whole request was wrong. */
  field: z.string().optional(),
  /**
   * What went wrong in a word the web app translates (`photoHeic`, `productConflict`, …), for
   * refusals it words in the reader's language; absent when the message is all there is.
   */
  code: z.string().optional(),
  /**
   * More words on the refusal, for the codes that have them: what would make a `weakPassword`
   * stronger (`PASSWORD_HINTS` of contract/constants).
   */
  hints: z.array(z.string()).optional(),
});

/** A page of items, as the list calls of docs/product.md#calls-catalog answer (`data.items`, `data.totalRecords`). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalRecords: z.number().int().nonnegative() });
}

/** A whole list with no paging (`data.items`). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}

export const GuidSchema = z.uuid({ message: 'Not a valid id.' });

export const GuidParamsSchema = z.object({ guid: GuidSchema });

/** Image ids of v1/image/download/{id}; 'placeholder' is the image shown when there is none. */
export const ImageParamsSchema = z.object({
  id: z.string().refine((v) => v === 'placeholder' || z.uuid().safeParse(v).success, {
    message: 'Not a valid image id.',
  }),
});

/**
 * A field the web app sends and the server ignores. It is accepted whatever it holds and
 * dropped from the validated body, so nothing later (an idempotency hash, a log line) ever
 * walks a hostile value such as an array nested 20,000 deep.
 */
export function ignoredField(description: string) {
  return z
    .unknown()
    .transform((): undefined => undefined)
    .optional()
    .describe(description);
}
