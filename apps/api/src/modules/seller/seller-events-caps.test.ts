import { randomUUID } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { LoginResponseSchema } from '@storefront/contract/auth';
import type { SellerEvent } from '@storefront/contract/seller';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import {
  closeDroppingConnections,
  listen,
  openStream,
  type Stream,
} from '../../test/event-stream-fixtures';
import { addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { isRedisAvailable, TEST_REDIS_URL } from '../../test/redis-fixtures';
import { addSeller } from '../../test/seller-auth-fixtures';

/**
 * docs/decisions/0027-abuse-caps.md#streams: a stream ends as soon as its token is ended, on
 * whichever instance that happened; an account and an instance hold a bounded number open.
 * The apps keep the 20-second keep-alive, so a stream that ends within the few seconds these
 * tests wait was ended by the revocation, not by its next keep-alive check.
 */
const PROMPTLY_MS = 4_000;

async function endsPromptly(stream: Stream): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROMPTLY_MS);
  });
  try {
    return await Promise.race([stream.ended().then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

function orderEvent(): SellerEvent {
  return {
    type: 'order-created',
    saleGuid: randomUUID(),
    invoiceNo: `INV-20260501-${randomUUID().slice(0, 8).toUpperCase()}`,
    status: 'Pending',
    createdOn: new Date().toISOString(),
  };
}

describe.each(testDialects())('event stream caps and revocation on %s', (dialect) => {
  const streams: Stream[] = [];
  const apps: TestApp[] = [];
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.abort();
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => closeDroppingConnections(t.app, () => t.close())));
  });

  async function startApp(overrides: Parameters<typeof createTestApp>[1] = {}) {
    const t = await createTestApp(dialect, overrides);
    apps.push(t);
    const shop = await addShop(t.db);
    const seller = await addSeller(t.app, t.db, shop.guid);
    return { t, shop, seller, base: await listen(t.app) };
  }
  const open = async (base: string, token: string) => {
    const stream = await openStream(base, token);
    streams.push(stream);
    return stream;
  };

  let single: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    single = await startApp();
  });

  it('ends an open stream at once when its account logs out', async () => {
    const { base, seller } = single;
    const s = await open(base, seller.token);
    await s.readUntil(/: connected\n\n/);
    const logout = await fetch(`${base}/v1/user/logout`, {
      method: 'POST',
      headers: seller.auth,
    });
    expect(logout.status).toBe(200);
    expect(await endsPromptly(s)).toBe(true);
    expect((await fetch(`${base}/v1/seller/events`, { headers: seller.auth })).status).toBe(401);
  });

  it('keeps three streams per account: a fourth ends the oldest', async () => {
    const { t, base, shop } = single;
    const seller = await addSeller(t.app, t.db, shop.guid);
    const first = await open(base, seller.token);
    await first.readUntil(/: connected\n\n/);
    const others = [];
    for (let i = 0; i < 3; i += 1) {
      const s = await open(base, seller.token);
      await s.readUntil(/: connected\n\n/);
      others.push(s);
    }
    expect(await endsPromptly(first)).toBe(true);
    // The three newest still hear the shop.
    // Another account of the same shop is not counted against this one.
    const colleague = await addSeller(t.app, t.db, shop.guid);
    const theirs = await open(base, colleague.token);
    await theirs.readUntil(/: connected\n\n/);
    const event = orderEvent();
    await t.app.sellerEvents.publish(shop.guid, event);
    for (const s of [...others, theirs]) await s.readUntil(new RegExp(event.saleGuid));
  });

  it('answers 503 once the instance holds EVENT_STREAMS_MAX streams', async () => {
    const { t, base, shop, seller } = await startApp({
      eventStreams: { max: 2, perAccount: 3 },
    });
    const colleague = await addSeller(t.app, t.db, shop.guid);
    const a = await open(base, seller.token);
    const b = await open(base, colleague.token);
    await a.readUntil(/: connected\n\n/);
    await b.readUntil(/: connected\n\n/);
    const full = await fetch(`${base}/v1/seller/events`, { headers: seller.auth });
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('5');
    expect(parseBody(ErrorEnvelopeSchema, await full.text()).message).toMatch(/busy/);
    // A place frees up when a console hangs up.
    b.abort();
    await expect
      .poll(async () => {
        const again = await fetch(`${base}/v1/seller/events`, {
          headers: colleague.auth,
          signal: AbortSignal.timeout(1_000),
        }).catch(() => undefined);
        const status = again?.status;
        await again?.body?.cancel();
        return status;
      })
      .toBe(200);
  });
});

const hasRedis = await isRedisAvailable();

describe.runIf(hasRedis).each(testDialects())(
  'event stream revocation across instances on %s',
  (dialect) => {
    let watching: TestApp;
    let other: FastifyInstance;
    const streams: Stream[] = [];
    beforeAll(async () => {
      watching = await createTestApp(dialect, { redisUrl: TEST_REDIS_URL });
      // A second instance on the same database, told of revocations through the same Redis.
      other = await buildApp({ config: watching.app.config, db: watching.db, logger: false });
      await other.ready();
    });
    afterEach(() => {
      for (const stream of streams.splice(0)) stream.abort();
    });
    afterAll(async () => {
      await other?.close();
      if (watching) await closeDroppingConnections(watching.app, () => watching.close());
    });

    it('ends a stream on one instance when the account logs out on another', async () => {
      const shop = await addShop(watching.db);
      const seller = await addSeller(watching.app, watching.db, shop.guid);
      const s = await openStream(await listen(watching.app), seller.token);
      streams.push(s);
      await s.readUntil(/: connected\n\n/);
      const logout = await other.inject({
        method: 'POST',
        url: '/v1/user/logout',
        headers: seller.auth,
      });
      expect(logout.statusCode).toBe(200);
      expect(await endsPromptly(s)).toBe(true);
    });

    it('a password change on another instance ends the old stream, not the new one', async () => {
      const shop = await addShop(watching.db);
      const seller = await addSeller(watching.app, watching.db, shop.guid);
      const base = watching.app.server.listening
        ? `http://127.0.0.1:${(watching.app.server.address() as { port: number }).port}`
        : await listen(watching.app);
      const old = await openStream(base, seller.token);
      streams.push(old);
      await old.readUntil(/: connected\n\n/);
      const changed = await other.inject({
        method: 'POST',
        url: '/v1/user/password',
        headers: seller.auth,
        payload: { currentPassword: seller.password, newPassword: `${seller.password}-new` },
      });
      expect(changed.statusCode).toBe(200);
      const fresh = parseBody(LoginResponseSchema, changed.body).data.access_token;
      expect(await endsPromptly(old)).toBe(true);

      const current = await openStream(base, fresh);
      streams.push(current);
      await current.readUntil(/: connected\n\n/);
      // Another instance's logout of someone else does not touch it.
      const colleague = await addSeller(watching.app, watching.db, shop.guid);
      await other.inject({ method: 'POST', url: '/v1/user/logout', headers: colleague.auth });
      const event = orderEvent();
      await watching.app.sellerEvents.publish(shop.guid, event);
      await current.readUntil(new RegExp(event.saleGuid));
    });
  },
);
