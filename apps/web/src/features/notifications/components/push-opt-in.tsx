import { useMemo } from 'react';
import { PushSwitch, type PushCalls } from '../../../components/notifications/push-switch';
import {
  useLazyGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from '../api/notifications-api';

/** The shopper's push calls, made with the shop's token. */
export function useShopperPushCalls(): PushCalls {
  const [getKey] = useLazyGetPushKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();
  return useMemo(
    () => ({
      getKey: () => getKey().unwrap(),
      subscribe: (subscription) => subscribe(subscription).unwrap(),
      unsubscribe: (endpoint) => unsubscribe({ endpoint }).unwrap(),
    }),
    [getKey, subscribe, unsubscribe],
  );
}

/** The shopper's push switch: in the bell's panel, or the order page's one-time card. */
export function PushOptIn({ variant = 'panel' }: { variant?: 'panel' | 'card' }) {
  return <PushSwitch calls={useShopperPushCalls()} variant={variant} />;
}
