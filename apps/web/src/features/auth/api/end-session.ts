import type { LogoutResponse } from '@storefront/contract/auth';
import { api } from '../../../lib/api';

const endSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `POST v1/user/logout`: the server ends this token and every earlier one of the account.
    // The token is passed in, not read from the store: logout has already cleared it there.
    // `keepalive` lets the call finish when the shopper closes the tab right after Logout.
    endSession: build.mutation<void, string>({
      query: (token) => ({
        url: 'v1/user/logout',
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        keepalive: true,
      }),
      transformResponse: (_response: LogoutResponse) => undefined,
    }),
  }),
});

export const endSessionEndpoint = endSessionApi.endpoints.endSession;
