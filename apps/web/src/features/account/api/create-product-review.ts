import type { Review } from '@storefront/contract/catalog';
import type { CreateReviewRequest, CreateReviewResponseSchema } from '@storefront/contract/reviews';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type CreateReviewResponse = z.infer<typeof CreateReviewResponseSchema>;

const productReviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-account `POST /v1/pos/product/create_product_review`; the author comes from the token.
    createProductReview: build.mutation<Review, CreateReviewRequest>({
      query: (body) => ({ url: 'v1/pos/product/create_product_review', method: 'POST', body }),
      transformResponse: (response: CreateReviewResponse) => unwrap(response),
      // docs/product.md#reviews: after posting, the product (and so its reviews and rating) is loaded again.
      invalidatesTags: (result, _error, { productGuid }) =>
        result ? [{ type: 'Product', id: productGuid }, 'Review'] : [],
    }),
  }),
});

export const { useCreateProductReviewMutation } = productReviewApi;
