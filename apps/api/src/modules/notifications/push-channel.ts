import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import webpush from 'web-push';
import type { Db } from '../../db/connection';
import { deletePushSubscription, listPushSubscriptions } from './notifications.repository';
import type { ChannelResult, DeliveryFacts, NotificationChannel } from './notification-worker';
import type { NotificationText } from './notification-text';
import { endpointRefusal, publicOnlyLookup } from './push-address';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushSettings {
  vapid: VapidKeys;
  /** Tests only: loopback (and plain http) push services. */
  allowPrivateHosts: boolean;
  /** One push service request's time limit. */
  timeoutMs: number;
}

/**
 * VAPID keys when VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are not set: a pair made once into
 * `DATA_DIR/vapid-keys.json` (readable by the owner only) and read back on every later start,
 * so browsers' subscriptions survive restarts. Creation is exclusive, so two instances starting
 * together agree on one pair.
 */
export function loadOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()) + '\n', {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    publicKey?: unknown;
    privateKey?: unknown;
  };
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string') {
    throw new Error(`${file} does not hold VAPID keys: delete it to have a new pair made.`);
  }
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

type Sent = { status: number } | { error: string; code?: string };

/**
 * Web push (RFC 8030 with VAPID, RFC 8292, and the payload encrypted as RFC 8291 aes128gcm):
 * the `web-push` library signs and encrypts; the request itself goes out here, through a DNS
 * lookup that refuses private addresses. Every subscription of the recipient gets the message;
 * one the push service reports gone (404, 410) is deleted.
 */
export class PushChannel implements NotificationChannel {
  readonly isAvailable = true;

  constructor(
    private readonly db: Db,
    private readonly settings: PushSettings,
  ) {}

  get publicKey(): string {
    return this.settings.vapid.publicKey;
  }

  async deliver(delivery: DeliveryFacts, text: NotificationText): Promise<ChannelResult> {
    if (delivery.pushOn === 0) return { outcome: 'skipped', reason: 'push turned off' };
    const subscriptions = await listPushSubscriptions(this.db, delivery.recipientGuid);
    if (subscriptions.length === 0) return { outcome: 'skipped', reason: 'no push subscription' };
    const payload = JSON.stringify({
      title: text.title,
      body: text.body,
      link: text.link,
      tag: delivery.notificationGuid,
    });
    let accepted = 0;
    let gone = 0;
    const errors: string[] = [];
    for (const subscription of subscriptions) {
      const refusal = endpointRefusal(subscription.endpoint, this.settings.allowPrivateHosts);
      if (refusal) {
        await deletePushSubscription(this.db, { guid: subscription.guid });
        gone += 1;
        continue;
      }
      const sent = await this.send(subscription, payload);
      if ('error' in sent && sent.code === 'EPRIVATEADDRESS') {
        // Its name now leads into a private network: never sent to again.
        await deletePushSubscription(this.db, { guid: subscription.guid });
        gone += 1;
      } else if ('error' in sent) errors.push(sent.error);
      else if (sent.status >= 200 && sent.status < 300) accepted += 1;
      else if (sent.status === 404 || sent.status === 410) {
        await deletePushSubscription(this.db, { guid: subscription.guid });
        gone += 1;
      } else errors.push(`push service answered ${sent.status}`);
    }
    // One browser that took it is a delivery: sending again would show it twice there.
    if (accepted > 0) return { outcome: 'delivered' };
    if (gone === subscriptions.length) return { outcome: 'skipped', reason: 'subscriptions gone' };
    return { outcome: 'retry', error: errors.join('; ') };
  }

  private send(
    subscription: { endpoint: string; p256dh: string; auth: string },
    payload: string,
  ): Promise<Sent> {
    const details = webpush.generateRequestDetails(
      {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      },
      payload,
      {
        vapidDetails: this.settings.vapid,
        TTL: 24 * 60 * 60,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
      },
    );
    const url = new URL(details.endpoint);
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<Sent>((resolve) => {
      const request = client.request(
        url,
        {
          method: details.method,
          headers: { ...details.headers, 'content-length': String(details.body?.length ?? 0) },
          lookup: publicOnlyLookup(this.settings.allowPrivateHosts),
          timeout: this.settings.timeoutMs,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', (error) => resolve({ error: error.message }));
        },
      );
      request.on('timeout', () => request.destroy(new Error('push service timed out')));
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ error: error.message, ...(error.code ? { code: error.code } : {}) }),
      );
      request.end(details.body ?? undefined);
    });
  }
}
