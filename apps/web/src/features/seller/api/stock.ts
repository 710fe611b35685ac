import type { StockAdjustmentReason } from '@storefront/commerce/product-draft';
import type { StockHistory, StockMove } from '@storefront/contract/seller-catalog';
import { sellerProductApi } from './get-seller-product';
import { sellerApi, sellerRequest } from './seller-api';

type AdjustArgs = {
  variantGuid: string;
  /** The product whose edit screen shows the option, updated with the new figures. */
  productGuid: string;
  delta: number;
  reason: StockAdjustmentReason;
};

export type StockAdjusted = {
  variantGuid: string;
  stockQty: number;
  preSaleLimit: number;
  move: StockMove;
};

type HistoryArgs = { variantGuid: string; first: number; max: number };

const stockApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // POST v1/seller/variants/{variantGuid}/stock: units added or taken away, and why
    // (docs/product.md#stock-moves). Taking away more than there is: 409 stockBelowZero.
    adjustStock: build.mutation<StockAdjusted, AdjustArgs>({
      queryFn: ({ variantGuid, delta, reason }, queryApi, extraOptions) =>
        sellerRequest<StockAdjusted>(
          {
            url: `v1/seller/variants/${encodeURIComponent(variantGuid)}/stock`,
            method: 'POST',
            body: { delta, reason },
          },
          queryApi,
          extraOptions,
        ),
      // The option's figures change in the product the form shows, not the form's values: an
      // adjustment never touches what staff are typing.
      async onQueryStarted({ productGuid, variantGuid }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          sellerProductApi.util.updateQueryData('getSellerProduct', productGuid, (product) => {
            const option = product.variants.find((variant) => variant.guid === variantGuid);
            if (option) {
              option.stockQty = data.stockQty;
              option.preSaleLimit = data.preSaleLimit;
            }
          }),
        );
      },
      // A refused take-away (409: more than there is) reads the option's figures again.
      invalidatesTags: (result, error, { productGuid, variantGuid }) =>
        result
          ? ['SellerProducts', { type: 'SellerStock', id: variantGuid }]
          : error?.status === 409
            ? [{ type: 'SellerProduct', id: productGuid }]
            : [],
    }),
    // GET v1/seller/variants/{variantGuid}/stock-history: the option's moves, newest first.
    getStockHistory: build.query<StockHistory, HistoryArgs>({
      queryFn: ({ variantGuid, first, max }, queryApi, extraOptions) =>
        sellerRequest<StockHistory>(
          {
            url: `v1/seller/variants/${encodeURIComponent(variantGuid)}/stock-history?first=${first}&max=${max}`,
          },
          queryApi,
          extraOptions,
        ),
      providesTags: (_result, _error, { variantGuid }) => [
        'SellerSession',
        { type: 'SellerStock', id: variantGuid },
      ],
    }),
  }),
});

export const { useAdjustStockMutation, useGetStockHistoryQuery } = stockApi;
