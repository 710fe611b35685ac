import type { ChangePasswordRequest, ChangePasswordResponse } from '@storefront/contract/auth';
import { api, unwrap } from '../../../lib/api';
import { loggedIn } from '../auth.slice';

const changePasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `POST v1/user/password`: the server ends every earlier token, the one sent included, and
    // answers a fresh one, which becomes the session (and `authToken`) so this browser stays
    // signed in. A wrong current password is a 400, so it never ends the session.
    changePassword: build.mutation<ChangePasswordResponse['data'], ChangePasswordRequest>({
      query: (body) => ({ url: 'v1/user/password', method: 'POST', body }),
      transformResponse: (response: ChangePasswordResponse) => unwrap(response),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(loggedIn(data.access_token));
        } catch {
          // The form reads the failure from the mutation's own result.
        }
      },
    }),
  }),
});

export const { useChangePasswordMutation } = changePasswordApi;
