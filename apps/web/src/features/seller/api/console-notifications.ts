import type {
  NotificationListResponse,
  NotificationPreferences,
  NotificationReadRequest,
  NotificationReadResponse,
  PushSubscribeRequest,
} from '@storefront/contract/notifications';
import { sellerApi, sellerRequest } from './seller-api';

type NotificationPage = NotificationListResponse['data'];

/**
 * The console's own notifications, with the staff token: the same calls as the shop's bell
 * (docs/decisions/0034-notifications.md#calls), each answering the signed-in staff member's or
 * owner's own. The live order stream refreshes the list (`ConsoleNotifications`).
 */
const consoleNotificationsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    getConsoleNotifications: build.query<NotificationPage, { max: number }>({
      queryFn: ({ max }, queryApi, extraOptions) =>
        sellerRequest<NotificationPage>(
          { url: 'v1/notifications', params: { first: 0, max } },
          queryApi,
          extraOptions,
        ),
      providesTags: ['ConsoleNotifications'],
      keepUnusedDataFor: 0,
    }),
    markConsoleNotificationsRead: build.mutation<
      NotificationReadResponse['data'],
      NotificationReadRequest
    >({
      queryFn: (body, queryApi, extraOptions) =>
        sellerRequest<NotificationReadResponse['data']>(
          { url: 'v1/notifications/read', method: 'POST', body },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: ['ConsoleNotifications'],
    }),
    getConsolePreferences: build.query<NotificationPreferences, void>({
      queryFn: (_arg, queryApi, extraOptions) =>
        sellerRequest<NotificationPreferences>(
          { url: 'v1/notifications/preferences' },
          queryApi,
          extraOptions,
        ),
      providesTags: ['ConsolePreferences'],
    }),
    saveConsolePreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      queryFn: (body, queryApi, extraOptions) =>
        sellerRequest<NotificationPreferences>(
          { url: 'v1/notifications/preferences', method: 'PUT', body },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: ['ConsolePreferences'],
    }),
    getConsolePushKey: build.query<string, void>({
      queryFn: async (_arg, queryApi, extraOptions) => {
        const result = await sellerRequest<{ publicKey: string }>(
          { url: 'v1/notifications/push-key' },
          queryApi,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data.publicKey };
      },
    }),
    subscribeConsolePush: build.mutation<unknown, PushSubscribeRequest>({
      queryFn: (body, queryApi, extraOptions) =>
        sellerRequest<unknown>(
          { url: 'v1/notifications/push-subscriptions', method: 'POST', body },
          queryApi,
          extraOptions,
        ),
    }),
    unsubscribeConsolePush: build.mutation<unknown, { endpoint: string }>({
      queryFn: (body, queryApi, extraOptions) =>
        sellerRequest<unknown>(
          { url: 'v1/notifications/push-subscriptions', method: 'DELETE', body },
          queryApi,
          extraOptions,
        ),
    }),
  }),
});

export const {
  useGetConsoleNotificationsQuery,
  useMarkConsoleNotificationsReadMutation,
  useGetConsolePreferencesQuery,
  useSaveConsolePreferencesMutation,
  useLazyGetConsolePushKeyQuery,
  useSubscribeConsolePushMutation,
  useUnsubscribeConsolePushMutation,
} = consoleNotificationsApi;
