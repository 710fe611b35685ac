import {
  defaultNotificationWorkerSettings,
  type NotificationWorkerSettings,
} from './notification-worker';

/** Everything notifications are configured with (docs/decisions/0034-notifications.md). */
export interface NotificationSettings {
  /** Whether this process runs the delivery worker ('off' in tests that do not look at it). */
  worker: 'on' | 'off';
  workerSettings: NotificationWorkerSettings;
  /** SMTP_URL; unset: no e-mail. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every message. */
  mailFrom: string;
  /** VAPID keys (base64url); unset here, server.ts reads or makes them in DATA_DIR. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** VAPID_SUBJECT: a mailto: or https: address push services may contact. */
  vapidSubject: string;
  /** Tests only: push services on loopback or private addresses, and plain http. */
  allowPrivatePushHosts: boolean;
  pushTimeoutMs: number;
}

export function defaultNotificationSettings(shopBaseHost = 'localhost'): NotificationSettings {
  return {
    worker: 'on',
    workerSettings: defaultNotificationWorkerSettings(),
    smtpUrl: undefined,
    mailFrom: `Storefront <no-reply@${shopBaseHost}>`,
    vapidPublicKey: undefined,
    vapidPrivateKey: undefined,
    vapidSubject: `mailto:no-reply@${shopBaseHost}`,
    allowPrivatePushHosts: false,
    pushTimeoutMs: 10_000,
  };
}
