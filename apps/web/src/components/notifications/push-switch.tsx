import { useEffect, useState } from 'react';
import type { PushSubscribeRequest } from '@storefront/contract/notifications';
import { useTranslation } from '../../i18n/translation';

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
 * The calls behind the switch, made with the caller's own token: the shop's for a shopper, the
 * staff token in the console (docs/decisions/0034-notifications.md).
 */
export type PushCalls = {
  /** The server's VAPID public key (GET v1/notifications/push-key). */
  getKey: () => Promise<string>;
  subscribe: (subscription: PushSubscribeRequest) => Promise<unknown>;
  unsubscribe: (endpoint: string) => Promise<unknown>;
};

/**
 * Web push for this device, turned on only when the person asks (never on a first visit): the
 * browser's permission, a subscription with the server's VAPID key, and the subscription sent to
 * the API. Turning it off unsubscribes the browser and tells the API.
 */
export function PushSwitch({
  calls,
  variant = 'panel',
}: {
  calls: PushCalls;
  variant?: 'panel' | 'card';
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>('unknown');
  const [isDismissed, setDismissed] = useState(false);

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
  // The card asks once, on the order's page, only someone who has not chosen yet.
  if (variant === 'card' && (isDismissed || (state !== 'off' && state !== 'working'))) return null;

  const turnOn = async () => {
    setState('working');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('blocked');
        return;
      }
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
      await navigator.serviceWorker.ready;
      const key = await calls.getKey();
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await calls.subscribe(subscription.toJSON() as PushSubscribeRequest);
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
        await calls.unsubscribe(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    }
  };

  if (variant === 'card') {
    return (
      <div className="mx-auto mt-4 w-full max-w-7xl px-3 sm:px-4 print:hidden">
        <aside
          aria-label={t('notifications.promptTitle')}
          className="flex flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-4 sm:flex-row sm:items-center"
        >
          <div className="min-w-0 flex-1">
            <h2 className="text-base font-bold text-neutral-900">
              {t('notifications.promptTitle')}
            </h2>
            <p className="text-sm text-neutral-700">{t('notifications.promptBody')}</p>
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              disabled={state === 'working'}
              onClick={() => void turnOn()}
              className="bg-accent min-h-11 rounded-lg px-4 text-sm font-semibold text-white disabled:opacity-60"
            >
              {t('notifications.promptYes')}
            </button>
            <button
              type="button"
              onClick={() => setDismissed(true)}
              className="min-h-11 rounded-lg px-4 text-sm font-medium text-neutral-800 hover:bg-neutral-100"
            >
              {t('notifications.promptNo')}
            </button>
          </div>
        </aside>
      </div>
    );
  }

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
