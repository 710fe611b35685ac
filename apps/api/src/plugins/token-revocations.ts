import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Tells every instance that an account's tokens were ended (a logout, a password change), so
 * what a token holds open — the staff console's event stream — ends at once instead of at its
 * next check (docs/decisions/0027-abuse-caps.md#streams). Requests need none of this: each one
 * reads the account's token version anyway (docs/decisions/0016-token-revocation.md).
 *
 * `announce` is called after the change has committed and never rejects: a lost announcement
 * only leaves a stream open until its next keep-alive, which checks the token again.
 */
export interface TokenRevocations {
  announce(userGuid: string): Promise<void>;
  /** Calls `listener` whenever the account's tokens are ended; the returned function stops it. */
  onRevoked(userGuid: string, listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenRevocations: TokenRevocations;
  }
}

/** One Redis channel for every account: announcements are rare (a logout, a password change). */
export const REVOCATION_CHANNEL = 'token-revocations';

const MessageSchema = z.object({ from: z.string(), userGuid: z.uuid() });

function createListeners(log: FastifyBaseLogger) {
  const emitter = new EventEmitter();
  // Each open stream listens; the default warning at 10 would be noise, not a leak.
  emitter.setMaxListeners(0);
  return {
    add(userGuid: string, listener: () => void): () => void {
      const guarded = () => {
        try {
          listener();
        } catch (error) {
          log.error({ err: error, userGuid }, 'a token revocation listener failed');
        }
      };
      emitter.on(userGuid, guarded);
      return () => void emitter.off(userGuid, guarded);
    },
    emit: (userGuid: string) => void emitter.emit(userGuid),
  };
}

/**
 * Registers `app.tokenRevocations`: in process only, or, given Redis, through one pub/sub
 * channel every instance subscribes to. An instance tells its own listeners at once and skips
 * its own message when it comes back.
 */
export function registerTokenRevocations(
  app: FastifyInstance,
  redis: string | Redis | undefined,
): void {
  const log = app.log;
  const listeners = createListeners(log);
  if (redis === undefined) {
    app.decorate('tokenRevocations', {
      async announce(userGuid: string) {
        listeners.emit(userGuid);
      },
      onRevoked: listeners.add,
    });
    return;
  }

  const instance = randomUUID();
  const ownsPublisher = typeof redis === 'string';
  const publisher =
    typeof redis === 'string' ? new Redis(redis, { maxRetriesPerRequest: 2 }) : redis;
  const subscriber = publisher.duplicate({ maxRetriesPerRequest: null });
  let closed = false;
  if (ownsPublisher) publisher.on('error', (error) => log.warn({ err: error }, 'redis publisher'));
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis revocation subscriber'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== REVOCATION_CHANNEL) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = undefined;
    }
    const heard = MessageSchema.safeParse(parsed);
    if (!heard.success) {
      log.warn({ message: message.slice(0, 200) }, 'dropped a malformed token revocation');
      return;
    }
    if (heard.data.from !== instance) listeners.emit(heard.data.userGuid);
  });
  const subscribed = subscriber.subscribe(REVOCATION_CHANNEL).catch((error: unknown) => {
    log.error({ err: error }, 'could not subscribe to token revocations');
  });

  app.decorate('tokenRevocations', {
    async announce(userGuid: string) {
      listeners.emit(userGuid);
      if (closed) return;
      try {
        await publisher.publish(REVOCATION_CHANNEL, JSON.stringify({ from: instance, userGuid }));
      } catch (error) {
        log.warn({ err: error, userGuid }, 'could not publish a token revocation');
      }
    },
    onRevoked: listeners.add,
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
}
