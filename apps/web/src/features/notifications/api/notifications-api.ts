import type {
  PushSubscribeRequest,
  NotificationListResponse,
  NotificationReadRequest,
  NotificationReadResponse,
} from '@storefront/contract/notifications';
import { api, unwrap } from '../../../lib/api';

type NotificationPage = NotificationListResponse['data'];

/** How often an open page asks for new notifications. */
export const NOTIFICATION_POLL_MS = 30_000;

const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/notifications (docs/decisions/0034-notifications.md), with the bearer token.
    getNotifications: build.query<NotificationPage, { max: number }>({
      query: ({ max }) => ({ url: 'v1/notifications', params: { first: 0, max } }),
      transformResponse: (response: NotificationListResponse) => unwrap(response),
      keepUnusedDataFor: 0,
    }),
    markNotificationsRead: build.mutation<
      NotificationReadResponse['data'],
      NotificationReadRequest
    >({
      query: (body) => ({ url: 'v1/notifications/read', method: 'POST', body }),
      transformResponse: (response: NotificationReadResponse) => unwrap(response),
    }),
    // The server's VAPID key, which a browser subscribes to web push with.
    getPushKey: build.query<string, void>({
      query: () => ({ url: 'v1/notifications/push-key' }),
      transformResponse: (response: { data: { publicKey: string } }) => response.data.publicKey,
    }),
    subscribePush: build.mutation<unknown, PushSubscribeRequest>({
      query: (body) => ({ url: 'v1/notifications/push-subscriptions', method: 'POST', body }),
    }),
    unsubscribePush: build.mutation<unknown, { endpoint: string }>({
      query: (body) => ({ url: 'v1/notifications/push-subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
  useLazyGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} = notificationsApi;
