import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/connection';
import { SHOPS } from '../db/seed/data/shops';
import { startBalancer, type Balancer } from './support/balancer';
import {
  createEmptySchema,
  JWT_SECRET,
  postgresUrl,
  redisAnswers,
  TEST_REDIS_URL,
} from './support/databases';
import { openSellerEvents } from './support/events';
import { halfWrittenCheckouts, productFigures, stockReport } from './support/invariants';
import { startServer, type ServerProcess } from './support/processes';
import { inBatches, seededRandom } from './support/random';
import {
  addShopper,
  call,
  cashInvoiceRequest,
  placeOrder,
  signIn,
  type Placed,
  type Shopper,
} from './support/shoppers';
import { addStormWorld, SCARCE, type StormWorld } from './support/world';

const SHOPPERS = Number(process.env.PROOF_SHOPPERS ?? 60);
const LOGIN_RATE_LIMIT = 4;
const SEED = Number(process.env.PROOF_SEED ?? 20260);

const url = postgresUrl();
const hasRedis = url ? await redisAnswers() : false;

// Two instances of the real server on one PostgreSQL schema and one Redis, behind a
// round-robin balancer: what docs/deployment.md describes for production.
describe.skipIf(!url || !hasRedis)('two instances behind a load balancer', () => {
  let schema: Awaited<ReturnType<typeof createEmptySchema>>;
  let db: Db;
  let instances: ServerProcess[] = [];
  let balancer: Balancer;
  let world: StormWorld;
  // Client addresses of this run: rate-limit counts in Redis outlive a run by a minute.
  const net = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
  const clientAddress = (i: number) => `${net}.${(i % 250) + 1}`;

  beforeAll(async () => {
    schema = await createEmptySchema(url!);
    const settings = {
      DATABASE_URL: url!,
      DATABASE_SCHEMA: schema.schema,
      REDIS_URL: TEST_REDIS_URL,
      JWT_SECRET,
      SEED_DEMO: 'true',
      TRUST_PROXY: 'loopback',
      LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
      LOGIN_ADDRESS_RATE_LIMIT: '10000',
      REGISTER_RATE_LIMIT: '10000',
    };
    // Both start on the empty schema at once: they race to migrate and seed it.
    instances = await Promise.all([startServer(settings), startServer(settings)]);
    db = schema.open();
    world = await addStormWorld(db);
    balancer = await startBalancer(() => instances.map((i) => i.base));
  }, 150_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(instances.map((i) => i.stop()));
    await db?.close();
    await schema?.drop();
  });

  it('seeds the demo catalog once between them', async () => {
    const shops = await db.kysely.selectFrom('shops').select('slug').execute();
    const demoUsers = await db.kysely
      .selectFrom('users')
      .select('username')
      .where((eb) => eb.or([eb('username', '=', 'demo'), eb('username', 'like', '%-seller')]))
      .execute();
    // A second seeding would have doubled the shops and failed on the taken usernames.
    expect(shops.filter((s) => SHOPS.some((seed) => seed.slug === s.slug))).toHaveLength(
      SHOPS.length,
    );
    expect(demoUsers).toHaveLength(1 + SHOPS.length);
  });

  it('tells staff listening on one instance of an order placed on the other', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const staff = await signIn(a.base, world.seller.username, world.seller.password);
    const stream = openSellerEvents(a.base, staff);
    try {
      await stream.connected;
      const shopper = await addShopper(b.base, world, 9_000, clientAddress(9_000));
      const placed = await placeOrder(() => b.base, world, shopper, {
        plenty: 1,
        giftWrap: 1,
        scarce: 0,
      });
      expect(
        placed.invoice,
        JSON.stringify(placed.invoiceAnswers.map((x) => x.text)),
      ).toBeDefined();
      await stream.waitFor(
        (events) =>
          events.some(
            (e) => e.type === 'order-created' && e.data.invoiceNo === placed.invoice!.invoiceNo,
          ),
        10_000,
      );
    } finally {
      stream.close();
    }
  });

  it('survives a checkout storm through the balancer: nothing oversold, nothing doubled, every order everywhere', async () => {
    const random = seededRandom(SEED);
    console.log(`checkout storm: ${SHOPPERS} shoppers, seed ${SEED} (PROOF_SEED)`);
    const shoppers = await inBatches(
      Array.from({ length: SHOPPERS }, (_, i) => i),
      6,
      (i) => addShopper(balancer.base, world, i, clientAddress(i)),
    );
    const plans = shoppers.map(() =>
      Array.from({ length: random.int(1, 2) }, () => {
        const plenty = random.int(0, 3);
        const scarce = plenty === 0 || random.chance(0.5) ? 1 : 0;
        return {
          cart: { plenty, giftWrap: random.int(0, plenty), scarce },
          retries: random.chance(0.3) ? random.int(1, 2) : 0,
        };
      }),
    );

    // The staff console, on one instance, hears the whole storm.
    const staff = await signIn(instances[0]!.base, world.seller.username, world.seller.password);
    const stream = openSellerEvents(instances[0]!.base, staff);
    await stream.connected;
    const heardBefore = stream.events.length;

    const started = Date.now();
    const placed: Placed[] = (
      await Promise.all(
        shoppers.map(async (shopper: Shopper, i) => {
          const mine: Placed[] = [];
          for (const plan of plans[i]!) {
            mine.push(
              await placeOrder(() => balancer.base, world, shopper, plan.cart, plan.retries),
            );
          }
          return mine;
        }),
      )
    ).flat();
    console.log(
      `storm: ${placed.length} checkouts in ${Date.now() - started} ms; balancer forwarded ${balancer.forwarded.join(' / ')}`,
    );
    const answers = placed.flatMap((p) => [...p.saleAnswers, ...p.invoiceAnswers]);
    expect(answers.filter((a) => a.status === 0 || a.status >= 500).map((a) => a.text)).toEqual([]);
    expect(Math.min(...balancer.forwarded)).toBeGreaterThan(SHOPPERS);

    // The scarce option ran out and its refusals say so; the plentiful one never did.
    const refused = placed.flatMap((p) => p.saleAnswers.filter((a) => a.status !== 200));
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.status, r.text).toBeGreaterThanOrEqual(400);
      expect(r.body).toMatchObject({ success: false, data: null });
      expect(r.body?.message, r.text).toMatch(/\w{3}/);
    }
    const acknowledged = placed.filter((p) => p.invoice);
    expect(acknowledged.length).toBeGreaterThan(SHOPPERS / 2);

    // No option oversold: what is left is what there was less what is sold or held.
    const stock = await stockReport(db, world);
    for (const s of stock) {
      expect(s.current.stock, s.variant).toBeGreaterThanOrEqual(0);
      expect(s.current.preSale, s.variant).toBeGreaterThanOrEqual(0);
      expect(s.current.stock, s.variant).toBe(s.initial.stock - s.takenFromStock);
      expect(s.current.preSale, s.variant).toBe(s.initial.preSale - s.takenFromPreSale);
      expect(s.takenFromStock + s.takenFromPreSale).toBe(s.sold + s.held);
    }
    const scarce = stock.find((s) => s.variant === 'Scarce')!;
    expect(scarce.current).toEqual({ stock: 0, preSale: 0 });
    expect(scarce.sold + scarce.held).toBe(SCARCE.stock + SCARCE.preSale);
    const figures = await productFigures(db, world);
    expect(figures.product).toEqual(figures.fromRows);
    expect(await halfWrittenCheckouts(db)).toEqual([]);

    // Retried keys: one sale and one invoice each, the copies answered as replays of them.
    for (const p of placed) {
      for (const tries of [p.saleAnswers, p.invoiceAnswers]) {
        const ok = tries.filter((a) => a.status === 200);
        if (ok.length === 0) continue;
        expect(new Set(ok.map((a) => JSON.stringify(a.body?.data))).size).toBe(1);
        expect(ok.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(
          ok.length - 1,
        );
      }
    }
    const saleGuids = new Set(placed.flatMap((p) => (p.saleGuid ? [p.saleGuid] : [])));
    const usernames = shoppers.map((s) => s.username);
    const stormSales = await db.kysely
      .selectFrom('sales')
      .innerJoin('users', 'users.guid', 'sales.buyerGuid')
      .select('sales.guid')
      .where('users.username', 'in', usernames)
      .execute();
    expect(stormSales.length).toBe(saleGuids.size);
    const invoiceNos = acknowledged.map((p) => p.invoice!.invoiceNo);
    expect(new Set(invoiceNos).size).toBe(invoiceNos.length);
    const stored = await db.kysely
      .selectFrom('invoices')
      .innerJoin('sales', 'sales.invoiceGuid', 'invoices.guid')
      .innerJoin('users', 'users.guid', 'sales.buyerGuid')
      .select('invoices.invoiceNo')
      .where('users.username', 'in', usernames)
      .execute();
    expect(stored.length).toBe(invoiceNos.length);

    // A replay long after the storm still finds the first answer.
    for (const p of acknowledged.slice(0, 5)) {
      const owner = p.shopper;
      const again = await call(balancer.base, 'POST', '/v1/pos/sales/invoice/', {
        headers: {
          ...owner.auth,
          'x-forwarded-for': owner.address,
          'idempotency-key': p.invoiceKey,
        },
        body: cashInvoiceRequest(p.saleGuid!),
      });
      expect(again.status, again.text).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect((again.body?.data as { invoiceNo: string }).invoiceNo).toBe(p.invoice!.invoiceNo);
    }

    // Every acknowledged order can be read from either instance directly.
    await inBatches(acknowledged, 8, async (p) => {
      const owner = p.shopper;
      for (const instance of instances) {
        const res = await call(
          instance.base,
          'GET',
          `/v1/pos/sales/invoice/${p.invoice!.invoiceNo}`,
          {
            headers: { ...owner.auth, 'x-forwarded-for': owner.address },
          },
        );
        expect(res.status, res.text).toBe(200);
        expect(JSON.stringify(res.body?.data)).toContain(p.invoice!.invoiceNo);
      }
    });

    // The console on the first instance heard every order, wherever it was placed.
    try {
      await stream.waitFor((events) => {
        const heard = new Set(
          events
            .slice(heardBefore)
            .filter((e) => e.type === 'order-created')
            .map((e) => e.data.invoiceNo),
        );
        return invoiceNos.every((n) => heard.has(n));
      }, 10_000);
    } finally {
      stream.close();
    }
  });

  it('counts login attempts on one account across both instances', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const shopper = await addShopper(a.base, world, 9_001, clientAddress(9_001));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LOGIN_RATE_LIMIT + 2; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const res = await call(instance.base, 'POST', '/v1/user/', {
        headers: { 'x-forwarded-for': clientAddress(attempt + 100) },
        body: { username: shopper.username, password: 'not-the-password-1' },
      });
      statuses.push(res.status);
      expect(res.body).toMatchObject({ success: false, data: null });
    }
    // Only failed sign-ins count (docs/decisions/0028-account-abuse.md), so the one addShopper
    // made does not. Counted per instance, each would have seen three and let all six through.
    const allowed = LOGIN_RATE_LIMIT;
    expect(
      statuses.slice(0, allowed).every((s) => s === 401 || s === 400),
      String(statuses),
    ).toBe(true);
    expect(statuses.slice(allowed), String(statuses)).toEqual(
      Array(statuses.length - allowed).fill(429),
    );
  });
});
