import type { UserBrief, UserBriefResponseSchema } from '@storefront/contract/account';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';
import { STORAGE_KEYS, writeStored } from '../../../lib/storage';
import { selectIsAuthenticated, type AuthState } from '../auth.slice';

type UserBriefResponse = z.infer<typeof UserBriefResponseSchema>;

const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-account `GET v1/user/brief`: the logged-in shopper (the token says who). A 401 here ends the
    // session (auth.slice), as docs/product.md#session asks.
    getUserBrief: build.query<UserBrief, void>({
      query: () => 'v1/user/brief',
      transformResponse: (response: UserBriefResponse) => unwrap(response),
      providesTags: ['User'],
      async onQueryStarted(_arg, { getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // docs/product.md#records-account/docs/product.md#storage-keys: the user record is kept under `userData` for the next visit, unless the
          // session ended while the request was out (logout removes the key).
          const { auth } = getState() as unknown as { auth: AuthState };
          if (auth.token) writeStored(STORAGE_KEYS.userData, data);
        } catch {
          // A failed fetch is handled where it is read, and a 401 by the auth slice.
        }
      },
    }),
  }),
});

export const { useGetUserBriefQuery } = userApi;

/** The logged-in shopper's record, or nothing (and no request) while logged out. */
export function useCurrentUser() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  return useGetUserBriefQuery(isAuthenticated ? undefined : skipToken);
}
