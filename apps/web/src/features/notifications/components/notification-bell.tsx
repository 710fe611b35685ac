import { useCallback, useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { SellerEvent } from '@storefront/contract/seller';
import {
  NotificationBellView,
  type BellSource,
} from '../../../components/notifications/notification-bell-view';
import { api } from '../../../lib/api';
import { useOrderEvents, type OrderStreamSource } from '../../../lib/use-event-stream';
import {
  NOTIFICATION_POLL_MS,
  useGetNotificationsQuery,
  useMarkNotificationsReadMutation,
} from '../api/notifications-api';
import { PushOptIn } from './push-opt-in';

/** Notifications the bell's list shows. */
export const BELL_LIST_SIZE = 20;

/**
 * The shopper's bell (docs/decisions/0034-notifications.md#in-the-web-app). While it is on the
 * page it listens to the shopper's own order moves (GET v1/notifications/events): a move
 * refreshes the order it names at once, so an open order page shows the new status without a
 * reload, and the bell's count rises. The half-minute poll stays as the fallback for a stream
 * that cannot be held open.
 */
export function NotificationBell({ token }: { token: string }) {
  const { data, isError, refetch } = useGetNotificationsQuery(
    { max: BELL_LIST_SIZE },
    { pollingInterval: NOTIFICATION_POLL_MS, refetchOnFocus: true },
  );
  const [markRead, { isLoading: isMarking }] = useMarkNotificationsReadMutation();
  const dispatch = useDispatch();
  const seen = useRef<Set<string> | null>(null);

  const refreshOrders = useCallback(
    (invoiceNos: string[]) => {
      dispatch(
        api.util.invalidateTags([
          { type: 'Order', id: 'LIST' },
          ...invoiceNos.map((invoiceNo) => ({ type: 'Order' as const, id: invoiceNo })),
        ]),
      );
    },
    [dispatch],
  );

  useOrderEvents(token, SHOPPER_STREAM, {
    onEvent(event: SellerEvent) {
      refreshOrders([event.invoiceNo]);
      void refetch();
    },
    onResumed() {
      // Moves made while the stream was down came with no event.
      void refetch();
    },
  });

  // A notification the poll finds (the stream was down) refreshes its order too.
  useEffect(() => {
    if (!data) return;
    const fresh = data.items.filter((n) => seen.current !== null && !seen.current.has(n.guid));
    seen.current = new Set([...(seen.current ?? []), ...data.items.map((n) => n.guid)]);
    if (fresh.length > 0) refreshOrders(fresh.map((n) => n.invoiceNo));
  }, [data, refreshOrders]);

  const source: BellSource = {
    data,
    isError,
    isMarking,
    markRead: async (guids) => {
      await markRead(guids ? { guids } : {});
      await refetch();
    },
  };
  return <NotificationBellView source={source} footer={<PushOptIn />} />;
}

/** The shopper's own order moves, with the shop's token (GET v1/notifications/events). */
const SHOPPER_STREAM: OrderStreamSource = {
  path: '/v1/notifications/events',
  fetch: (path, init, token) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return fetch(path, { ...init, headers });
  },
};
