import { useEffect, useState } from 'react';
import type { PushSubscribeRequest } from '@storefront/contract/notifications';
import { useTranslation } from '../../../i18n/translation';
import {
  useLazyGetPushKeyQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from '../api/notifications-api';

/** The service worker that shows push notifications (public/sw.js); it caches nothing. */
export const SERVICE_WORKER_URL = '/sw.js';

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

type State = 'unknown' | 'off' | 'on' | 'blocked' | 'failed' | 'working';

/**
 * Web push for this device, turned on only when the person asks (never on a first visit): the
 * browser's permission, a subscription with the server's VAPID key, and the subscription sent to
 * the API. Turning it off unsubscribes the browser and tells the API.
 */
export function PushOptIn() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('unknown');
  const [getKey] = useLazyGetPushKeyQuery();
  const [subscribe] = useSubscribePushMutation();
  const [unsubscribe] = useUnsubscribePushMutation();

  useEffect(() => {
    if (!isPushSupported()) return;
    let isCurrent = true;
    void (async () => {
      if (Notification.permission === 'denied') {
        if (isCurrent) setState('blocked');
        return;
      }
      const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
      const subscription = await registration?.pushManager.getSubscription();
      if (isCurrent) setState(subscription ? 'on' : 'off');
    })().catch(() => isCurrent && setState('off'));
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!isPushSupported() || state === 'unknown') return null;

  const turnOn = async () => {
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('blocked');
        return;
      }
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
      await navigator.serviceWorker.ready;
      const key = await getKey().unwrap();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await subscribe(subscription.toJSON() as PushSubscribeRequest).unwrap();
      setState('on');
    } catch {
      setState('failed');
    }
  };

  const turnOff = async () => {
    setState('working');
    try {
      const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await unsubscribe({ endpoint: subscription.endpoint }).unwrap();
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    }
  };

  const button =
    'text-accent-strong min-h-11 w-full rounded-lg px-3 text-start text-sm font-medium hover:bg-neutral-100 disabled:text-neutral-400';
  return (
    <div className="border-t border-neutral-100 px-2 py-2">
      {state === 'blocked' && (
        <p className="px-2 py-2 text-sm text-neutral-700">{t('notifications.pushBlocked')}</p>
      )}
      {state === 'failed' && (
        <p role="alert" className="px-2 py-2 text-sm text-red-700">
          {t('notifications.pushFailed')}
        </p>
      )}
      {state === 'on' ? (
        <>
          <p className="px-2 py-1 text-sm text-neutral-700">{t('notifications.pushOn')}</p>
          <button type="button" className={button} onClick={() => void turnOff()}>
            {t('notifications.pushTurnOff')}
          </button>
        </>
      ) : state === 'blocked' ? null : (
        <button
          type="button"
          className={button}
          disabled={state === 'working'}
          onClick={() => void turnOn()}
        >
          {t('notifications.pushTurnOn')}
        </button>
      )}
    </div>
  );
}
