import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import {
  claimDueDeliveries,
  countDeliveries,
  findDelivery,
  finishDelivery,
} from './notifications.repository';
import { notificationText, type NotificationFacts } from './notification-text';

/** Deliveries waiting past which the backlog is logged. */
const BACKLOG_WARNING = 50;

export interface NotificationWorkerSettings {
  /** How often the worker looks for due deliveries when it found none. */
  pollMs: number;
  /** How long a claim holds; a claim older than this (its instance died) is taken again. */
  leaseMs: number;
  /** The first retry's delay; each later one doubles it, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** Attempts in all before a delivery is given up on (status failed). */
  maxAttempts: number;
  /** Deliveries claimed and sent at once. */
  batch: number;
}

export const defaultNotificationWorkerSettings = (): NotificationWorkerSettings => ({
  pollMs: 1_000,
  leaseMs: 120_000,
  retryMs: 5_000,
  maxRetryMs: 10 * 60_000,
  maxAttempts: 20,
  batch: 5,
});

/** What a channel answers for one delivery. */
export type ChannelResult =
  | { outcome: 'delivered' }
  /** Nothing to send on (no address, no subscription, the channel or the person's choice off). */
  | { outcome: 'skipped'; reason: string }
  /** Worth trying again later: the service is down, slow or busy. */
  | { outcome: 'retry'; error: string }
  /** Never going to work (refused for good). */
  | { outcome: 'failed'; error: string };

export type DeliveryFacts = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

export interface NotificationChannel {
  /** False when the channel is not set up here (no SMTP_URL): its deliveries are skipped. */
  readonly isAvailable: boolean;
  deliver(
    delivery: DeliveryFacts,
    text: ReturnType<typeof notificationText>,
  ): Promise<ChannelResult>;
}

export interface NotificationStats {
  delivered: number;
  skipped: number;
  retried: number;
  failed: number;
  /** Deliveries waiting in the whole outbox, and given up on, when last counted. */
  backlog: { pending: number; failed: number; countedAt: string | null };
}

/**
 * The notification worker of this API process (docs/decisions/0034-notifications.md#worker):
 * claims due deliveries with its own id and a lease, sends them, and records the outcome only
 * while its claim still stands. Several processes may run one each on one database; none
 * delivers a row another holds. A channel that is down is retried with exponential back-off and
 * never touches the requests that wrote the rows.
 */
export class NotificationWorker {
  readonly id = randomUUID();
  readonly stats: NotificationStats = {
    delivered: 0,
    skipped: 0,
    retried: 0,
    failed: 0,
    backlog: { pending: 0, failed: 0, countedAt: null },
  };
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private isStopped = false;
  private isStarted = false;
  private lastCount = 0;

  constructor(
    private readonly db: Db,
    private readonly settings: NotificationWorkerSettings,
    private readonly channels: Record<'push' | 'email', NotificationChannel>,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  start(): void {
    if (this.isStopped || this.isStarted) return;
    this.isStarted = true;
    this.schedule(0);
  }

  private schedule(delayMs: number): void {
    if (this.isStopped) return;
    this.timer = setTimeout(() => {
      this.running = this.loop();
    }, delayMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    let delay = this.settings.pollMs;
    try {
      while (!this.isStopped && (await this.drainOnce()) > 0);
      await this.countBacklog(false);
    } catch (error) {
      // A database hiccup: try again after a pause.
      this.log.error({ err: error }, 'notification delivery failed');
      delay = Math.max(delay, 5_000);
    }
    this.running = undefined;
    this.schedule(delay);
  }

  /** Claims one batch of due deliveries and sends it; answers how many were claimed. */
  async drainOnce(): Promise<number> {
    const now = this.clock();
    const at = now.toISOString();
    const leaseExpiredBefore = new Date(now.getTime() - this.settings.leaseMs).toISOString();
    const claimed = await claimDueDeliveries(
      this.db,
      this.id,
      at,
      leaseExpiredBefore,
      this.settings.batch,
    );
    await Promise.all(claimed.map((guid) => this.deliverOne(guid)));
    return claimed.length;
  }

  private async deliverOne(guid: string): Promise<void> {
    const delivery = await findDelivery(this.db, guid);
    if (!delivery) return;
    let result: ChannelResult;
    try {
      result = await this.resultOf(delivery);
    } catch (error) {
      result = { outcome: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
    const at = this.clock().toISOString();
    let kept: boolean;
    if (result.outcome === 'delivered') {
      kept = await finishDelivery(this.db, guid, this.id, { status: 'delivered', deliveredAt: at });
      if (kept) this.stats.delivered += 1;
    } else if (result.outcome === 'skipped') {
      kept = await finishDelivery(this.db, guid, this.id, {
        status: 'skipped',
        lastError: result.reason,
      });
      if (kept) this.stats.skipped += 1;
    } else if (result.outcome === 'retry' && delivery.attempts < this.settings.maxAttempts) {
      const delay = Math.min(
        this.settings.retryMs * 2 ** Math.max(0, delivery.attempts - 1),
        this.settings.maxRetryMs,
      );
      const next = new Date(this.clock().getTime() + delay).toISOString();
      kept = await finishDelivery(this.db, guid, this.id, {
        status: 'pending',
        nextAttemptAt: next,
        lastError: result.error.slice(0, 500),
      });
      if (kept) this.stats.retried += 1;
      this.log.warn(
        {
          delivery: guid,
          channel: delivery.channel,
          attempts: delivery.attempts,
          next,
          error: result.error,
        },
        'notification delivery will be tried again',
      );
    } else {
      kept = await finishDelivery(this.db, guid, this.id, {
        status: 'failed',
        lastError: result.error.slice(0, 500),
      });
      if (kept) this.stats.failed += 1;
      this.log.error(
        {
          delivery: guid,
          channel: delivery.channel,
          attempts: delivery.attempts,
          error: result.error,
        },
        'notification delivery given up',
      );
    }
    if (!kept) {
      this.log.warn({ delivery: guid }, 'notification delivery outlived its claim');
    }
  }

  private async resultOf(delivery: DeliveryFacts): Promise<ChannelResult> {
    if (delivery.disabledAt !== null) return { outcome: 'skipped', reason: 'account disabled' };
    const channel = this.channels[delivery.channel];
    if (!channel.isAvailable)
      return { outcome: 'skipped', reason: `${delivery.channel} is not set up` };
    const facts: NotificationFacts = {
      kind: delivery.kind,
      saleGuid: delivery.saleGuid,
      invoiceNo: delivery.invoiceNo,
      status: delivery.status,
      note: delivery.note,
      language: delivery.language,
      shopName: delivery.shopName,
      shopNameMm: delivery.shopNameMm,
    };
    return channel.deliver(delivery, notificationText(facts));
  }

  /** Counts the outbox's backlog (at most every 10 s unless forced) and logs a standing one. */
  async countBacklog(force: boolean): Promise<NotificationStats['backlog']> {
    const now = Date.now();
    if (!force && now - this.lastCount < 10_000) return this.stats.backlog;
    this.lastCount = now;
    const counts = await countDeliveries(this.db);
    const before = this.stats.backlog;
    this.stats.backlog = { ...counts, countedAt: new Date(now).toISOString() };
    // A standing backlog (a channel down) or a new failure is logged when it changes.
    if (
      (counts.pending > BACKLOG_WARNING && counts.pending !== before.pending) ||
      counts.failed > before.failed
    ) {
      this.log.warn(
        { backlog: counts, delivered: this.stats.delivered, retried: this.stats.retried },
        'notification backlog',
      );
    }
    return this.stats.backlog;
  }

  /** Stops looking for deliveries and waits for the batch being sent, if any. */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
