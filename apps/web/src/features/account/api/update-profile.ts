import type {
  UpdateProfileRequest,
  UpdateProfileResponseSchema,
  UserBrief,
} from '@storefront/contract/account';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type UpdateProfileResponse = z.infer<typeof UpdateProfileResponseSchema>;

type UpdateProfileArgs = { guid: string; body: UpdateProfileRequest };

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-account `PUT v1/person/updateProfile/{guid}`; the saved record becomes the user data.
    updateProfile: build.mutation<UserBrief, UpdateProfileArgs>({
      query: ({ guid, body }) => ({
        url: `v1/person/updateProfile/${encodeURIComponent(guid)}`,
        method: 'PUT',
        body,
      }),
      transformResponse: (response: UpdateProfileResponse) => unwrap(response),
      // The brief record (header name, this form) is fetched again from the server.
      invalidatesTags: (result) => (result ? ['User'] : []),
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
