import { useState } from 'react';

type QueryResult = {
  data?: unknown;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  isLoading: boolean;
};

/**
 * A query hook's result as the component should show it. RTK Query asks again when a component
 * subscribes to an entry whose last request failed, and the hook subscribes in an effect, after
 * the first render. So a failure already in the cache at that render (a route loader's prefetch
 * that failed before the page mounted, `app/route-data.ts`) is about to be asked about again:
 * it reads as loading, instead of the page showing the error, then its skeleton, then the error
 * of its own request. A later failure is a new error object and shows as usual.
 */
export function useOwnQueryResult<R extends QueryResult>(result: R): R {
  const [inherited] = useState(() => (result.isError ? result.error : undefined));
  if (!result.isError || result.error !== inherited) return result;
  return {
    ...result,
    error: undefined,
    isError: false,
    isFetching: true,
    isLoading: result.data === undefined,
  } as R;
}
