import { randomUUID } from 'node:crypto';
import type { Review } from '@storefront/contract/catalog';
import { REVIEW_MAX_LENGTH, type CreateReviewRequest } from '@storefront/contract/reviews';
import type { Db } from '../../db/connection';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { normalizeUserText } from '../../lib/text';
import { nowIso } from '../../lib/time';
import { LOGIN_REQUIRED } from '../../plugins/auth';
import { findReviewer, insertReview, isActiveProduct } from './reviews.repository';

/**
 * §7 create_product_review: signed with the author's profile name and avatar; the text is
 * normalised (Zawgyi → Unicode) and must still say something; a rated review moves the
 * product's mean rating at once.
 */
export async function createReview(
  db: Db,
  userGuid: string,
  body: CreateReviewRequest,
): Promise<Review> {
  const text = normalizeUserText(body.review);
  if (!text) throw badRequest('Please write your review.', 'review');
  if (text.length > REVIEW_MAX_LENGTH) {
    throw badRequest(`A review cannot be longer than ${REVIEW_MAX_LENGTH} characters.`, 'review');
  }
  const [reviewer, productFound] = await Promise.all([
    findReviewer(db, userGuid),
    isActiveProduct(db, body.productGuid),
  ]);
  if (!reviewer) throw new AppError(401, LOGIN_REQUIRED);
  if (!productFound) throw notFound('Product');
  return insertReview(db, {
    guid: randomUUID(),
    productGuid: body.productGuid,
    userGuid,
    name: reviewer.name,
    imageGuid: reviewer.avatarImageGuid,
    rateValue: body.rateValue ?? null,
    review: text,
    createdAt: nowIso(),
  });
}
