import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { openBroadcast } from './redis-broadcast';

/**
 * Tells every instance that an account's tokens were ended (a logout, a password change, an
 * owner switching the account off or choosing a new password for it), so
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

const MessageSchema = z.object({ userGuid: z.uuid() });

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
 * channel every instance subscribes to (redis-broadcast.ts). An instance tells its own listeners
 * at once; its own message, when it comes back, is skipped.
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

  const broadcast = openBroadcast(app, redis, {
    channel: REVOCATION_CHANNEL,
    schema: MessageSchema,
    name: 'token revocation',
    onMessage: ({ userGuid }) => listeners.emit(userGuid),
  });
  app.decorate('tokenRevocations', {
    async announce(userGuid: string) {
      listeners.emit(userGuid);
      await broadcast.publish({ userGuid });
    },
    onRevoked: listeners.add,
  });
}
