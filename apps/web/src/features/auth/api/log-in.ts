import type { LoginRequest, LoginResponse } from '@storefront/contract/auth';
import { api, unwrap } from '../../../lib/api';
import { loggedIn } from '../auth.slice';
import { SESSION_TAGS } from '../session-tags';

const logInApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-account `POST v1/user/`: username, mobile number or e-mail and password; a wrong pair is
    // answered 401 'Login Failed!'.
    logIn: build.mutation<LoginResponse['data'], LoginRequest>({
      query: (body) => ({ url: 'v1/user/', method: 'POST', body }),
      transformResponse: (response: LoginResponse) => unwrap(response),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Records cached for an earlier session (one that expired rather than logged out)
          // must not show as this shopper's.
          dispatch(api.util.invalidateTags([...SESSION_TAGS]));
          dispatch(loggedIn(data.access_token));
        } catch {
          // The form reads the failure from the mutation's own result.
        }
      },
    }),
  }),
});

export const { useLogInMutation } = logInApi;
