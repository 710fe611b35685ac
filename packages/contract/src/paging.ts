import { z } from 'zod';

/** The largest page any list call returns; asking for more is a client mistake (400). */
const MAX_PAGE_SIZE = 100;
/** Deep offsets beyond this are refused: no shopper pages that far, and it bounds query cost. */
const MAX_OFFSET = 1_000_000;

export const PagingQuerySchema = z.object({
  first: z.coerce
    .number({ message: 'first must be a number.' })
    .int('first must be a whole number.')
    .min(0, 'first cannot be negative.')
    .max(MAX_OFFSET, `first cannot be more than ${MAX_OFFSET}.`)
    .default(0),
  max: z.coerce
    .number({ message: 'max must be a number.' })
    .int('max must be a whole number.')
    .min(1, 'max must be at least 1.')
    .max(MAX_PAGE_SIZE, `max cannot be more than ${MAX_PAGE_SIZE}.`)
    .default(12),
});
export type PagingQuery = z.infer<typeof PagingQuerySchema>;
