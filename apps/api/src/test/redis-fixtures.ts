import { Redis } from 'ioredis';

/** The Redis the cross-instance tests use. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether the test Redis answers. Under CI a missing Redis fails the run instead of skipping
 * the tests that need it; elsewhere they are skipped with a note saying why.
 */
export async function isRedisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  let available: boolean;
  try {
    await probe.connect();
    available = (await probe.ping()) === 'PONG';
  } catch {
    available = false;
  } finally {
    probe.disconnect();
  }
  if (!available) {
    if (process.env.CI === 'true') {
      throw new Error(`Redis at ${TEST_REDIS_URL} must be running under CI (set TEST_REDIS_URL).`);
    }
    console.warn(`Redis at ${TEST_REDIS_URL} is not answering: skipping the tests that need it.`);
  }
  return available;
}

/** How many connections are subscribed to a channel, as Redis sees it. */
export async function subscriberCount(channel: string): Promise<number> {
  const client = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const reply = (await client.pubsub('NUMSUB', channel)) as [string, number];
    return Number(reply[1]);
  } finally {
    client.disconnect();
  }
}
