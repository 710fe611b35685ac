import { randomUUID } from 'node:crypto';
import type { Review } from '@storefront/contract/catalog';
import { CUSTOMER_ROLE } from '@storefront/contract/seller';
import { REVIEW_MAX_LENGTH, type CreateReviewRequest } from '@storefront/contract/reviews';
import type { Db } from '../../db/connection';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { imitatesShopName, normalizeDisplayName, normalizeUserText } from '../../lib/text';
import { nowIso } from '../../lib/time';
import { LOGIN_REQUIRED } from '../../plugins/auth';
import { listShopNames } from '../account/account.repository';
import { findReviewer, saveReview } from './reviews.repository';

/**
 * Staff speak for their shop: a review from them, of their own shop's products or a rival's,
 * would pass for a shopper's word (docs/decisions/0028-account-abuse.md).
 */
export const STAFF_CANNOT_REVIEW = 'Shop staff accounts cannot write reviews.';

/** A name chosen before names were checked may still pass for a shop's. */
export const CHANGE_SHOP_LIKE_NAME =
  "Your profile name looks like a shop's name. Please change it in your profile before writing a review.";

/**
 * docs/product.md#calls-account create_product_review: signed with the author's profile name and avatar; the text is
 * normalised (Zawgyi → Unicode) and must still say something; a rated review moves the
 * product's mean rating at once. A second review of the product by the same account edits
 * the first (docs/decisions/0015-abuse-limits.md#reviews).
 */
export async function createReview(
  db: Db,
  userGuid: string,
  body: CreateReviewRequest,
): Promise<{ review: Review; isEdit: boolean }> {
  const text = normalizeUserText(body.review);
  if (!text) throw badRequest('Please write your review.', 'review');
  if (text.length > REVIEW_MAX_LENGTH) {
    throw badRequest(`A review cannot be longer than ${REVIEW_MAX_LENGTH} characters.`, 'review');
  }
  const [reviewer, shopNames] = await Promise.all([findReviewer(db, userGuid), listShopNames(db)]);
  if (!reviewer) throw new AppError(401, LOGIN_REQUIRED);
  if (reviewer.role !== CUSTOMER_ROLE) {
    throw new AppError(403, STAFF_CANNOT_REVIEW, undefined, 'staffCannotReview');
  }
  const name = normalizeDisplayName(reviewer.name);
  if (imitatesShopName(name, shopNames)) throw badRequest(CHANGE_SHOP_LIKE_NAME);
  const saved = await saveReview(db, {
    guid: randomUUID(),
    productGuid: body.productGuid,
    userGuid,
    name,
    imageGuid: reviewer.avatarImageGuid,
    rateValue: body.rateValue ?? null,
    review: text,
    createdAt: nowIso(),
  });
  if (!saved) throw notFound('Product');
  return saved;
}
