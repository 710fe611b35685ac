import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * One Redis pub/sub channel that every instance of the API publishes to and listens on
 * (docs/architecture.md#caching): catalog invalidations and token revocations travel this way.
 * Each message carries the sending instance's id, so an instance skips what it published itself
 * (it has already acted on it). A malformed message is logged and dropped. Publishing never
 * rejects: what rides on a broadcast must survive one being lost.
 */
export interface Broadcast<T> {
  publish(message: T): Promise<void>;
}

export interface BroadcastOptions<S extends z.ZodType> {
  channel: string;
  /** What a message holds besides the sender's id. */
  schema: S;
  /** Names the broadcast in log lines ('catalog invalidation', 'token revocation'). */
  name: string;
  /** Called for each message another instance published. */
  onMessage(message: z.infer<S>): void;
}

/**
 * Subscribes this instance to `options.channel` on `redis` (a URL: this broadcast opens and
 * closes its own connections; a client: it is shared, and only a duplicate is made and closed
 * here), ready once the app is, closed with the app.
 */
export function openBroadcast<S extends z.ZodObject>(
  app: FastifyInstance,
  redis: string | Redis,
  options: BroadcastOptions<S>,
): Broadcast<z.infer<S>> {
  const { channel, schema, name, onMessage } = options;
  const log = app.log;
  const instance = randomUUID();
  const ownsPublisher = typeof redis === 'string';
  const publisher =
    typeof redis === 'string' ? new Redis(redis, { maxRetriesPerRequest: 2 }) : redis;
  const subscriber = publisher.duplicate({ maxRetriesPerRequest: null });
  const envelope = schema.extend({ from: z.string() });
  let closed = false;
  if (ownsPublisher) publisher.on('error', (error) => log.warn({ err: error }, 'redis publisher'));
  subscriber.on('error', (error) => log.warn({ err: error }, `redis ${name} subscriber`));
  subscriber.on('message', (heardOn: string, text: string) => {
    if (heardOn !== channel) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const heard = envelope.safeParse(parsed);
    if (!heard.success) {
      log.warn({ message: text.slice(0, 200) }, `dropped a malformed ${name}`);
      return;
    }
    const { from, ...message } = heard.data as { from: string } & z.infer<S>;
    if (from !== instance) onMessage(message as z.infer<S>);
  });
  const subscribed = subscriber.subscribe(channel).catch((error: unknown) => {
    log.error({ err: error }, `could not subscribe to ${name}s`);
  });
  app.addHook('onReady', async () => {
    await subscribed;
  });
  app.addHook('onClose', async () => {
    closed = true;
    subscriber.disconnect();
    if (!ownsPublisher) return;
    if (publisher.status === 'ready') await publisher.quit().catch(() => publisher.disconnect());
    else publisher.disconnect();
  });
  return {
    async publish(message) {
      if (closed) return;
      try {
        await publisher.publish(channel, JSON.stringify({ ...message, from: instance }));
      } catch (error) {
        log.warn({ err: error }, `could not publish a ${name}`);
      }
    },
  };
}
