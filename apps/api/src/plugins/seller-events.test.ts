import { randomUUID } from 'node:crypto';
import type { SellerEvent } from '@storefront/contract/seller';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRedisAvailable, subscriberCount, TEST_REDIS_URL } from '../test/redis-fixtures';
import {
  channelOf,
  createLocalEventBus,
  createRedisEventBus,
  type SellerEventBus,
} from './seller-events';

function orderCreated(invoiceNo = 'INV-20260501-7K3M9Q2X'): SellerEvent {
  return {
    type: 'order-created',
    saleGuid: randomUUID(),
    invoiceNo,
    status: 'Pending',
    createdOn: new Date().toISOString(),
  };
}

/** A logger that keeps what it was told, by level. */
function recordingLogger() {
  const entries: { level: string; message: string | undefined }[] = [];
  const at =
    (level: string) =>
    (_object: unknown, message?: string): void => {
      entries.push({ level, message });
    };
  const logger = {
    level: 'info',
    fatal: at('fatal'),
    error: at('error'),
    warn: at('warn'),
    info: at('info'),
    debug: at('debug'),
    trace: at('trace'),
    silent: () => {},
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, entries };
}

describe('in-process seller event bus', () => {
  it("hands each listener its own shop's events until it unsubscribes", async () => {
    const bus = createLocalEventBus();
    const shop = randomUUID();
    const heard: SellerEvent[] = [];
    const unsubscribe = bus.subscribe(shop, (event) => heard.push(event));
    await unsubscribe.ready;
    const first = orderCreated();
    await bus.publish(shop, first);
    await bus.publish(randomUUID(), orderCreated());
    unsubscribe();
    unsubscribe();
    await bus.publish(shop, orderCreated());
    expect(heard).toEqual([first]);
    await bus.close();
  });

  it('logs a listener that throws; the publisher and the other listeners go on', async () => {
    const { logger, entries } = recordingLogger();
    const bus = createLocalEventBus(logger);
    const shop = randomUUID();
    const heard: SellerEvent[] = [];
    bus.subscribe(shop, () => {
      throw new Error('the console went away');
    });
    bus.subscribe(shop, (event) => heard.push(event));
    const event = orderCreated();
    await expect(bus.publish(shop, event)).resolves.toBeUndefined();
    expect(heard).toEqual([event]);
    expect(entries.map((e) => e.level)).toEqual(['error']);
    await bus.close();
  });
});

const hasRedis = await isRedisAvailable();

describe.runIf(hasRedis)('Redis seller event bus', () => {
  const buses: SellerEventBus[] = [];
  const redisBus = (logger = recordingLogger().logger) => {
    const bus = createRedisEventBus(TEST_REDIS_URL, logger);
    buses.push(bus);
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it("carries an event to another instance's listener of that shop only", async () => {
    const publisher = redisBus();
    const listener = redisBus();
    const shop = randomUUID();
    const otherShop = randomUUID();
    const heard: SellerEvent[] = [];
    const heardElsewhere: SellerEvent[] = [];
    await listener.subscribe(shop, (event) => heard.push(event)).ready;
    await listener.subscribe(otherShop, (event) => heardElsewhere.push(event)).ready;

    const event = orderCreated();
    await publisher.publish(shop, event);
    await vi.waitFor(() => expect(heard).toEqual([event]));
    const otherEvent = { ...orderCreated(), type: 'order-status' as const, status: 'Confirmed' };
    await publisher.publish(otherShop, otherEvent);
    await vi.waitFor(() => expect(heardElsewhere).toEqual([otherEvent]));
    expect(heard).toEqual([event]);
  });

  it("subscribes a shop's channel once, while at least one listener of it is open", async () => {
    const bus = redisBus();
    const shop = randomUUID();
    const channel = channelOf(shop);
    expect(await subscriberCount(channel)).toBe(0);
    const first = bus.subscribe(shop, () => {});
    const second = bus.subscribe(shop, () => {});
    await Promise.all([first.ready, second.ready]);
    expect(await subscriberCount(channel)).toBe(1);
    first();
    first();
    // Still one listener: the channel stays. A round trip on the same connection orders it.
    await bus.subscribe(randomUUID(), () => {}).ready;
    expect(await subscriberCount(channel)).toBe(1);
    second();
    await vi.waitFor(async () => expect(await subscriberCount(channel)).toBe(0));
    // A listener arriving after the last one left subscribes again.
    const heard: SellerEvent[] = [];
    await bus.subscribe(shop, (event) => heard.push(event)).ready;
    const event = orderCreated();
    await bus.publish(shop, event);
    await vi.waitFor(() => expect(heard).toEqual([event]));
  });

  it('drops a message that is not a seller event, and logs it', async () => {
    const { logger, entries } = recordingLogger();
    const bus = redisBus(logger);
    const shop = randomUUID();
    const heard: SellerEvent[] = [];
    await bus.subscribe(shop, (event) => heard.push(event)).ready;
    const raw = new Redis(TEST_REDIS_URL);
    try {
      await raw.publish(channelOf(shop), 'not json');
      await raw.publish(channelOf(shop), JSON.stringify({ type: 'order-created' }));
      await raw.publish(channelOf(shop), JSON.stringify({ ...orderCreated(), type: 'refund' }));
      const event = orderCreated();
      await raw.publish(channelOf(shop), JSON.stringify(event));
      await vi.waitFor(() => expect(heard).toEqual([event]));
    } finally {
      raw.disconnect();
    }
    expect(entries.filter((e) => e.level === 'warn')).toHaveLength(3);
  });

  it('closes its subscription connection and ignores later publishes', async () => {
    const bus = redisBus();
    const shop = randomUUID();
    await bus.subscribe(shop, () => {}).ready;
    expect(await subscriberCount(channelOf(shop))).toBe(1);
    await bus.close();
    await vi.waitFor(async () => expect(await subscriberCount(channelOf(shop))).toBe(0));
    await expect(bus.publish(shop, orderCreated())).resolves.toBeUndefined();
    await expect(bus.subscribe(shop, () => {}).ready).rejects.toThrow(/closed/);
  });

  it('publishes on a client it was given and leaves closing that client to its owner', async () => {
    const client = new Redis(TEST_REDIS_URL);
    try {
      const bus = createRedisEventBus(client, recordingLogger().logger);
      const listener = redisBus();
      const shop = randomUUID();
      const heard: SellerEvent[] = [];
      await listener.subscribe(shop, (event) => heard.push(event)).ready;
      const event = orderCreated();
      await bus.publish(shop, event);
      await vi.waitFor(() => expect(heard).toEqual([event]));
      await bus.close();
      expect(await client.ping()).toBe('PONG');
    } finally {
      client.disconnect();
    }
  });
});

describe('Redis seller event bus without Redis', () => {
  it('logs a failed publish instead of failing the request that made it', async () => {
    const { logger, entries } = recordingLogger();
    // Nothing listens on port 1.
    const bus = createRedisEventBus('redis://127.0.0.1:1', logger);
    try {
      await expect(bus.publish(randomUUID(), orderCreated())).resolves.toBeUndefined();
      expect(entries.some((e) => e.level === 'error' && /publish/.test(e.message ?? ''))).toBe(
        true,
      );
    } finally {
      await bus.close();
    }
  });
});
