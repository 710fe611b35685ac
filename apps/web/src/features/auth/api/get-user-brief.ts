import type { UserBrief, UserBriefResponseSchema } from '@storefront/contract/account';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSelector } from 'react-redux';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';
import { selectIsAuthenticated } from '../auth.slice';

type UserBriefResponse = z.infer<typeof UserBriefResponseSchema>;

const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    // §7 `GET v1/user/brief`: the logged-in shopper (the token says who).
    getUserBrief: build.query<UserBrief, void>({
      query: () => 'v1/user/brief',
      transformResponse: (response: UserBriefResponse) => unwrap(response),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUserBriefQuery } = userApi;
export const userBriefEndpoint = userApi.endpoints.getUserBrief;

/** The logged-in shopper's record, or nothing (and no request) while logged out. */
export function useCurrentUser() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  return useGetUserBriefQuery(isAuthenticated ? undefined : skipToken);
}
