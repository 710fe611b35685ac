import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ProductPage } from '@storefront/contract/catalog';

/** What a product list page shows: skeletons, an error with a retry, or a page of products. */
export type ListState =
  | { status: 'loading' }
  /** `error` null: the shop itself could not be loaded (no server answer to show). */
  | {
      status: 'error';
      error: FetchBaseQueryError | SerializedError | undefined | null;
      retry: () => void;
    }
  | { status: 'loaded'; data: ProductPage };

/** The part of an RTK Query list hook's result a list page reads. */
type ListQueryResult = {
  currentData?: ProductPage | undefined;
  error?: FetchBaseQueryError | SerializedError | undefined;
  isError: boolean;
  isUninitialized: boolean;
  refetch: () => unknown;
};

/**
 * `currentData` rather than `data`: while the next page loads, the cards of the previous one
 * give way to skeletons instead of sitting under the new page's number.
 */
export function listStateOf(
  result: ListQueryResult,
  options: { isShopError?: boolean } = {},
): ListState {
  if (options.isShopError) {
    return { status: 'error', error: null, retry: () => window.location.reload() };
  }
  if (result.isError) {
    return {
      status: 'error',
      error: result.error,
      retry: () => {
        if (!result.isUninitialized) void result.refetch();
      },
    };
  }
  if (result.currentData) return { status: 'loaded', data: result.currentData };
  return { status: 'loading' };
}
