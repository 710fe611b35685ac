import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import type { AppConfig } from '../../config/config';
import type { Db } from '../../db/connection';
import { MailChannel } from './mail-channel';
import { defaultNotificationSettings, type NotificationSettings } from './notification-settings';
import { NotificationWorker } from './notification-worker';
import { PushChannel } from './push-channel';

export interface Notifications {
  settings: NotificationSettings;
  push: PushChannel;
  mail: MailChannel;
  worker: NotificationWorker;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Order notifications: channels and this process's delivery worker (docs/decisions/0034). */
    notifications: Notifications;
  }
}

/**
 * Sets up the channels and the delivery worker, which starts when the app is ready and stops,
 * finishing the batch it is sending, when the app closes. Without notification settings (an app
 * built by a test that does not look at them) no worker runs; rows still queue.
 */
export function registerNotifications(app: FastifyInstance, config: AppConfig, db: Db): void {
  const settings = config.notifications ?? {
    ...defaultNotificationSettings(config.shopBaseHost),
    worker: 'off' as const,
  };
  // server.ts reads or makes the keys in DATA_DIR; an app without them (tests) gets a pair of
  // its own for its lifetime.
  const keys =
    settings.vapidPublicKey && settings.vapidPrivateKey
      ? { publicKey: settings.vapidPublicKey, privateKey: settings.vapidPrivateKey }
      : webpush.generateVAPIDKeys();
  const push = new PushChannel(db, {
    vapid: { ...keys, subject: settings.vapidSubject },
    allowPrivateHosts: settings.allowPrivatePushHosts,
    timeoutMs: settings.pushTimeoutMs,
  });
  const mail = new MailChannel(db, { smtpUrl: settings.smtpUrl, from: settings.mailFrom });
  const worker = new NotificationWorker(
    db,
    settings.workerSettings,
    { push, email: mail },
    app.log,
  );
  app.decorate('notifications', { settings, push, mail, worker });
  if (settings.worker === 'on') {
    app.addHook('onReady', async () => worker.start());
  }
  app.addHook('onClose', async () => {
    await worker.stop();
    mail.close();
  });
}
