import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { Notification } from '@storefront/contract/notifications';
import {
  NotificationBellView,
  type BellSource,
} from '../../../components/notifications/notification-bell-view';
import { PushSwitch, type PushCalls } from '../../../components/notifications/push-switch';
import {
  useGetConsoleNotificationsQuery,
  useLazyGetConsolePushKeyQuery,
  useMarkConsoleNotificationsReadMutation,
  useSubscribeConsolePushMutation,
  useUnsubscribeConsolePushMutation,
} from '../api/console-notifications';
import { CONSOLE_TAGS, sellerApi } from '../api/seller-api';
import { chooseSellerShop } from '../seller-session';
import { useSellerTranslation } from '../seller-strings';

/** Notifications the console's bell lists. */
const CONSOLE_BELL_SIZE = 20;
/** The live order stream refreshes the list at once; this is the fallback when it is down. */
const CONSOLE_POLL_MS = 60_000;

/** Push on this device for the signed-in staff member, with the staff token. */
export function useConsolePushCalls(): PushCalls {
  const [getKey] = useLazyGetConsolePushKeyQuery();
  const [subscribe] = useSubscribeConsolePushMutation();
  const [unsubscribe] = useUnsubscribeConsolePushMutation();
  return useMemo(
    () => ({
      getKey: () => getKey().unwrap(),
      subscribe: (subscription) => subscribe(subscription).unwrap(),
      unsubscribe: (endpoint) => unsubscribe({ endpoint }).unwrap(),
    }),
    [getKey, subscribe, unsubscribe],
  );
}

/**
 * The console's bell (docs/decisions/0034-notifications.md#in-the-web-app): the staff member's
 * or owner's new-order notices, refreshed by each event of the live order stream. An owner's
 * notice of another shop's order moves the console to that shop first.
 */
export function ConsoleBell({
  currentShopGuid,
  isOwner,
}: {
  currentShopGuid: string;
  isOwner: boolean;
}) {
  const { t } = useSellerTranslation();
  const dispatch = useDispatch();
  const { data, isError } = useGetConsoleNotificationsQuery(
    { max: CONSOLE_BELL_SIZE },
    { pollingInterval: CONSOLE_POLL_MS, refetchOnFocus: true },
  );
  const [markRead, { isLoading: isMarking }] = useMarkConsoleNotificationsReadMutation();
  const pushCalls = useConsolePushCalls();

  const source: BellSource = {
    data,
    isError,
    isMarking,
    markRead: (guids) => markRead(guids ? { guids } : {}),
    onFollow: (notification: Notification) => {
      // Staff have one shop (the server ignores a choice of theirs); an owner's is switched.
      if (notification.shopGuid === currentShopGuid || !isOwner) return;
      chooseSellerShop(notification.shopGuid);
      dispatch(sellerApi.util.invalidateTags([...CONSOLE_TAGS]));
    },
  };
  return (
    <NotificationBellView
      source={source}
      footer={<PushSwitch calls={pushCalls} />}
      emptyText={t('owner.settings.bellEmpty')}
    />
  );
}
