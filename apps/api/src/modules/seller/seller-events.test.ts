import { randomUUID } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { SELLER_ROLE, SellerEventSchema, type SellerEvent } from '@storefront/contract/seller';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerAuth } from '../../plugins/auth';
import { registerErrorHandling } from '../../plugins/errors';
import {
  channelOf,
  createLocalEventBus,
  registerSellerEvents,
  type SellerEventBus,
} from '../../plugins/seller-events';
import { registerTokenRevocations } from '../../plugins/token-revocations';
import { addCustomer } from '../../test/account-fixtures';
import { addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { isRedisAvailable, subscriberCount, TEST_REDIS_URL } from '../../test/redis-fixtures';
import {
  dropSpareConnections,
  listen,
  openStream,
  type Stream,
} from '../../test/event-stream-fixtures';
import { addSeller, type Seller } from '../../test/seller-auth-fixtures';
import { sellerEventRoutes } from './seller-events.routes';

function orderEvent(type: SellerEvent['type'] = 'order-created', status = 'Pending'): SellerEvent {
  return {
    type,
    saleGuid: randomUUID(),
    invoiceNo: `INV-20260501-${randomUUID().slice(0, 8).toUpperCase()}`,
    status,
    createdOn: new Date().toISOString(),
  };
}

/** The events a stream's text carries, in order. */
function eventsIn(text: string): SellerEvent[] {
  return [...text.matchAll(/^event: (.+)\ndata: (.+)\n\n/gm)].map(([, type, data]) => {
    const event = SellerEventSchema.parse(JSON.parse(data!));
    expect(event.type).toBe(type);
    return event;
  });
}

/** Counts the subscriptions the app's routes hold open on its bus. */
function countSubscriptions(bus: SellerEventBus) {
  let open = 0;
  const subscribe = bus.subscribe.bind(bus);
  bus.subscribe = (shopGuid, listener) => {
    const unsubscribe = subscribe(shopGuid, listener);
    open += 1;
    let active = true;
    return Object.assign(
      () => {
        if (active) open -= 1;
        active = false;
        unsubscribe();
      },
      { ready: unsubscribe.ready },
    );
  };
  return () => open;
}

describe.each(testDialects())('seller event stream on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let shop: { guid: string };
  let seller: Seller;
  let openSubscriptions: () => number;
  const streams: Stream[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    shop = await addShop(t.db);
    seller = await addSeller(t.app, t.db, shop.guid);
    openSubscriptions = countSubscriptions(t.app.sellerEvents);
    base = await listen(t.app);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.abort();
  });
  afterAll(async () => {
    dropSpareConnections(t.app);
    await t.close();
  });

  const stream = async (token = seller.token) => {
    const opened = await openStream(base, token);
    streams.push(opened);
    return opened;
  };

  it('streams the orders of the seller’s own shop, and nothing of another shop', async () => {
    const s = await stream();
    expect(s.response.status).toBe(200);
    expect(s.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.response.headers.get('cache-control')).toBe('no-store');
    expect(s.response.headers.get('x-accel-buffering')).toBe('no');
    // The security headers are there and do not get in the way.
    expect(s.response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(s.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await s.readUntil(/^: connected\n\n/)).toBe(': connected\n\n');

    const otherShops = orderEvent();
    const created = orderEvent('order-created');
    const confirmed = orderEvent('order-status', 'Confirmed');
    await t.app.sellerEvents.publish(randomUUID(), otherShops);
    await t.app.sellerEvents.publish(shop.guid, created);
    await t.app.sellerEvents.publish(shop.guid, confirmed);
    const text = await s.readUntil(new RegExp(`${confirmed.saleGuid}.*\\n\\n`));
    expect(text).toContain(`event: order-created\ndata: ${JSON.stringify(created)}\n\n`);
    expect(eventsIn(text)).toEqual([created, confirmed]);
  });

  it('stops listening when the console hangs up', async () => {
    // Streams of earlier tests were aborted, and may still be closing.
    await vi.waitFor(() => expect(openSubscriptions()).toBe(0));
    const before = openSubscriptions();
    const s = await stream();
    await s.readUntil(/: connected/);
    expect(openSubscriptions()).toBe(before + 1);
    s.abort();
    await vi.waitFor(() => expect(openSubscriptions()).toBe(before));
  });

  it("refuses a shopper's token (403) and no token (401)", async () => {
    const customer = await addCustomer(t.app);
    const asCustomer = await fetch(`${base}/v1/seller/events`, { headers: customer.auth });
    expect(asCustomer.status).toBe(403);
    expect(parseBody(ErrorEnvelopeSchema, await asCustomer.text()).message).toMatch(/shop staff/);
    const anonymous = await fetch(`${base}/v1/seller/events`);
    expect(anonymous.status).toBe(401);
    const forged = await fetch(`${base}/v1/seller/events`, {
      headers: { authorization: `Bearer ${seller.token.slice(0, -2)}xx` },
    });
    expect(forged.status).toBe(401);
  });

  it('is documented under seller', async () => {
    const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body) as {
      paths: Record<string, { get?: { tags?: string[]; security?: unknown[] } }>;
    };
    expect(doc.paths['/v1/seller/events']?.get?.tags).toEqual(['seller']);
    expect(doc.paths['/v1/seller/events']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('ends open streams when the app closes', async () => {
    // An app of its own, which no aborted request has left a spare connection on.
    const own = await createTestApp(dialect);
    const ownShop = await addShop(own.db);
    const ownSeller = await addSeller(own.app, own.db, ownShop.guid);
    const ownSubscriptions = countSubscriptions(own.app.sellerEvents);
    const s = await openStream(await listen(own.app), ownSeller.token);
    await s.readUntil(/: connected/);
    expect(ownSubscriptions()).toBe(1);
    const closing = own.close();
    await s.ended();
    await closing;
    expect(ownSubscriptions()).toBe(0);
  });
});

describe('seller event stream keep-alive', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() =>
    Promise.all(
      apps.map((app) => {
        dropSpareConnections(app);
        return app.close();
      }),
    ),
  );

  /** An app without a database: the account's token version is what `versionOf` says. */
  async function keepAliveApp(versionOf: () => number) {
    const app = Fastify();
    apps.push(app);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const shopGuid = randomUUID();
    registerAuth(app, 'test-secret-test-secret-test-secret-0123', async () => ({
      tokenVersion: versionOf(),
      role: SELLER_ROLE,
      shopGuid,
    }));
    registerSellerEvents(app, createLocalEventBus());
    registerTokenRevocations(app, undefined);
    await app.register(sellerEventRoutes, { keepAliveMs: 30 });
    const token = await app.tokens.sign({
      userGuid: randomUUID(),
      role: SELLER_ROLE,
      shopGuid,
      tokenVersion: 0,
    });
    return openStream(await listen(app), token);
  }

  it('writes a comment line while no event comes', async () => {
    const s = await keepAliveApp(() => 0);
    try {
      await s.readUntil(/: connected\n\n(: keep-alive\n\n){2}/);
    } finally {
      s.abort();
    }
  });

  it('ends the stream at the first keep-alive after the token stopped holding', async () => {
    // A logout or a password change raises the account's token version (docs/decisions/0016).
    let version = 0;
    const s = await keepAliveApp(() => version);
    try {
      await s.readUntil(/: connected\n\n: keep-alive\n\n/);
      version = 1;
      await s.ended();
      expect(s.text()).not.toMatch(/event:/);
    } finally {
      s.abort();
    }
  });
});

const hasRedis = await isRedisAvailable();

describe.runIf(hasRedis).each(testDialects())(
  'seller event stream through Redis on %s',
  (dialect) => {
    let placing: TestApp;
    let watching: TestApp;
    beforeAll(async () => {
      [placing, watching] = await Promise.all([
        createTestApp(dialect, { redisUrl: TEST_REDIS_URL }),
        createTestApp(dialect, { redisUrl: TEST_REDIS_URL }),
      ]);
    });
    afterAll(async () => {
      if (watching) dropSpareConnections(watching.app);
      await Promise.all([placing?.close(), watching?.close()]);
    });

    it('reaches a console connected to another instance', async () => {
      const shop = await addShop(watching.db);
      const seller = await addSeller(watching.app, watching.db, shop.guid);
      const s = await openStream(await listen(watching.app), seller.token);
      try {
        // `: connected` comes once Redis has confirmed the subscription.
        await s.readUntil(/: connected\n\n/);
        expect(await subscriberCount(channelOf(shop.guid))).toBe(1);
        const created = orderEvent();
        await placing.app.sellerEvents.publish(randomUUID(), orderEvent());
        await placing.app.sellerEvents.publish(shop.guid, created);
        const text = await s.readUntil(/^event: .*\ndata: .*\n\n/m);
        expect(eventsIn(text)).toEqual([created]);
      } finally {
        s.abort();
      }
      await vi.waitFor(async () => expect(await subscriberCount(channelOf(shop.guid))).toBe(0));
    });
  },
);
