import { IDEMPOTENCY_KEY_HEADER } from '@storefront/contract/constants';
import type { SaleCreateRequest, SaleCreateResponse } from '@storefront/contract/sales';
import { api, unwrap } from '../../../lib/api';

type CreateSaleArgs = { body: SaleCreateRequest; idempotencyKey: string };

const createSaleApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-checkout `POST v1/pos/sales/?access=website`, once per shop; data is the created sale's id.
    // The key makes a retry of the same request answer with the same sale (docs/architecture.md#checkout).
    createSale: build.mutation<string, CreateSaleArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'v1/pos/sales/',
        method: 'POST',
        params: { access: 'website' },
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body,
      }),
      transformResponse: (response: SaleCreateResponse) => unwrap(response),
    }),
  }),
});

export const { useCreateSaleMutation } = createSaleApi;
