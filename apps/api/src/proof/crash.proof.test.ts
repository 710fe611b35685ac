import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '../db/connection';
import {
  createProofDatabase,
  JWT_SECRET,
  postgresUrl,
  type ProofDatabase,
} from './support/databases';
import {
  halfWrittenCheckouts,
  lostOrders,
  productFigures,
  stockReport,
} from './support/invariants';
import { freePort, sleep, startServer, type ServerProcess } from './support/processes';
import { inBatches, seededRandom } from './support/random';
import { addShopper, call, placeOrder, type Placed, type Shopper } from './support/shoppers';
import { addStormWorld, type StormWorld } from './support/world';

const KILLS = Number(process.env.PROOF_KILLS ?? 4);
const SHOPPERS = 24;
/** Checkouts one shopper attempts per round at most: the storm is bounded even if no kill comes. */
const ORDERS_PER_ROUND = 40;
const SEED = Number(process.env.PROOF_SEED ?? 20260);

const dialects: Dialect[] = postgresUrl() ? ['sqlite', 'postgres'] : ['sqlite'];

// The real server process killed with SIGKILL while shoppers check out: no shutdown code runs,
// transactions are cut wherever they are. What was acknowledged must survive, whole.
describe.each(dialects)('SIGKILL during a checkout storm on %s', (dialect) => {
  let database: ProofDatabase;
  let world: StormWorld;
  let server: ServerProcess | undefined;
  let settings: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    database = await createProofDatabase(dialect);
    world = await addStormWorld(database.db);
    port = await freePort();
    settings = {
      ...database.settings,
      JWT_SECRET,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'loopback',
      REGISTER_RATE_LIMIT: '10000',
      LOGIN_ADDRESS_RATE_LIMIT: '10000',
      // Each shopper places dozens of orders here; the limits have a suite of their own.
      HOLD_MAX_ORDERS_AWAITING: '100000',
      HOLD_MAX_UNITS: '100000',
      HOLD_MAX_UNITS_PER_OPTION: '100000',
    };
  });

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it(`keeps every acknowledged order whole across ${KILLS} kills, and never a half-written one`, async () => {
    const random = seededRandom(SEED);
    console.log(
      `crash storm on ${dialect}: ${KILLS} kills, ${SHOPPERS} shoppers, seed ${SEED} (PROOF_SEED)`,
    );
    server = await startServer(settings, { port });
    const base = () => server!.base;
    const shoppers: Shopper[] = await inBatches(
      Array.from({ length: SHOPPERS }, (_, i) => i),
      6,
      (i) => addShopper(base(), world, i, `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`),
    );

    const placed: Placed[] = [];
    let cutShort = 0;
    for (let round = 0; round < KILLS; round++) {
      let stopped = false;
      let acknowledgedThisRound = 0;
      const storm = Promise.all(
        shoppers.map(async (shopper) => {
          for (let n = 0; n < ORDERS_PER_ROUND && !stopped; n++) {
            const plenty = random.int(1, 3);
            const p = await placeOrder(
              base,
              world,
              shopper,
              { plenty, giftWrap: random.int(0, plenty), scarce: random.chance(0.2) ? 1 : 0 },
              random.chance(0.2) ? 1 : 0,
            );
            placed.push(p);
            if (p.invoice) acknowledgedThisRound++;
            if ([...p.saleAnswers, ...p.invoiceAnswers].some((a) => a.status === 0)) break;
          }
        }),
      );
      // The kill comes once the storm is in full swing (orders being acknowledged), at a
      // random moment after that, so it cuts checkouts at every stage.
      const swinging = Date.now() + 20_000;
      while (acknowledgedThisRound < SHOPPERS / 4 && Date.now() < swinging) await sleep(20);
      await sleep(random.int(50, 600));
      stopped = true;
      await server.kill();
      await storm;
      const answers = placed.flatMap((p) => [...p.saleAnswers, ...p.invoiceAnswers]);
      cutShort = answers.filter((a) => a.status === 0).length;
      // On failure, the killed server's own words say why it answered 5xx.
      expect(
        answers.filter((a) => a.status >= 500).map((a) => a.text),
        server.stderr(),
      ).toEqual([]);
      server = await startServer(settings, { port });
    }

    const acknowledged = placed.filter((p) => p.invoice);
    const statuses = new Map<number, number>();
    for (const a of placed.flatMap((p) => [...p.saleAnswers, ...p.invoiceAnswers])) {
      statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    }
    console.log(
      `${dialect}: ${placed.length} checkouts attempted, ${acknowledged.length} acknowledged, ${cutShort} requests cut by the kills; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(cutShort).toBeGreaterThan(0);

    const db = database.db;
    expect(await lostOrders(db, placed)).toEqual([]);
    expect(await halfWrittenCheckouts(db)).toEqual([]);
    for (const s of await stockReport(db, world)) {
      expect(s.current.stock, s.variant).toBeGreaterThanOrEqual(0);
      expect(s.current.preSale, s.variant).toBeGreaterThanOrEqual(0);
      expect(s.current.stock, s.variant).toBe(s.initial.stock - s.takenFromStock);
      expect(s.current.preSale, s.variant).toBe(s.initial.preSale - s.takenFromPreSale);
    }
    const figures = await productFigures(db, world);
    expect(figures.product).toEqual(figures.fromRows);

    // The restarted server answers every acknowledged order in full.
    await inBatches(acknowledged, 8, async (p) => {
      const owner = p.shopper;
      const res = await call(base(), 'GET', `/v1/pos/sales/invoice/${p.invoice!.invoiceNo}`, {
        headers: { ...owner.auth, 'x-forwarded-for': owner.address },
      });
      expect(res.status, res.text).toBe(200);
    });
  });
});
