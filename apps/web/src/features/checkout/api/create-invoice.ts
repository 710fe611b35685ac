import { IDEMPOTENCY_KEY_HEADER } from '@storefront/contract/constants';
import type {
  Invoice,
  InvoiceCreateRequest,
  InvoiceCreateResponseSchema,
} from '@storefront/contract/sales';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type InvoiceCreateResponse = z.infer<typeof InvoiceCreateResponseSchema>;

type CreateInvoiceArgs = { body: InvoiceCreateRequest; idempotencyKey: string };

const createInvoiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-checkout `POST v1/pos/sales/invoice/`: ties the shop sales to the payment; its success
    // decides the outcome. A new order changes the order history.
    createInvoice: build.mutation<Invoice, CreateInvoiceArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: 'v1/pos/sales/invoice/',
        method: 'POST',
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        body,
      }),
      transformResponse: (response: InvoiceCreateResponse) => unwrap(response),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useCreateInvoiceMutation } = createInvoiceApi;
