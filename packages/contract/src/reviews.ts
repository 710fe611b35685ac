import { z } from 'zod';
import { ReviewSchema } from './catalog';
import { REVIEW_MAX_LENGTH } from './constants';
import { envelopeOf, GuidSchema } from './envelope';

// Named here too, where the API imports it from.
export { REVIEW_MAX_LENGTH };

/**
 * docs/product.md#calls-account create_product_review. The author's name is taken from the account, not from the body.
 * An account has one review per product: writing again edits it (text, time, and the stars
 * when given), docs/decisions/0015-abuse-limits.md#reviews.
 */
export const CreateReviewRequestSchema = z.object({
  productGuid: GuidSchema,
  review: z
    .string({ message: 'Please write your review.' })
    .trim()
    .min(1, 'Please write your review.')
    .max(REVIEW_MAX_LENGTH, `A review cannot be longer than ${REVIEW_MAX_LENGTH} characters.`),
  /**
   * Stars, 1 to 5; a review without a rating does not move the product's rating, and an edit
   * without one keeps the stars given before.
   */
  rateValue: z
    .number({ message: 'rateValue must be a whole number from 1 to 5.' })
    .int('rateValue must be a whole number from 1 to 5.')
    .min(1, 'rateValue must be a whole number from 1 to 5.')
    .max(5, 'rateValue must be a whole number from 1 to 5.')
    .nullish(),
});
export type CreateReviewRequest = z.infer<typeof CreateReviewRequestSchema>;

/** The review, new or edited, as product detail will list it (shopReviewLists). */
export const CreateReviewResponseSchema = envelopeOf(ReviewSchema);
