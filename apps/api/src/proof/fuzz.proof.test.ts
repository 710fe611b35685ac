import http from 'node:http';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { loginRequest } from '../test/account-fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { addCheckoutWorld, cashInvoice, mmkTotals, saleBody, saleOk } from '../test/sales-fixtures';
import { addSeller } from '../modules/seller/seller-accounts.service';
import {
  createProofDatabase,
  JWT_SECRET,
  postgresUrl,
  type ProofDatabase,
} from './support/databases';
import {
  endpointsOf,
  fuzzRequests,
  problemWith,
  type FuzzContext,
  type FuzzRequest,
} from './support/fuzz';
import { startServer, type ServerProcess } from './support/processes';
import { addShopper, call, placeOrder, signIn } from './support/shoppers';
import { addStormWorld } from './support/world';

const SEED = Number(process.env.FUZZ_SEED ?? 7_031_977);
const RUNS = Number(process.env.FUZZ_RUNS ?? 2_500);
/** Real HTTP costs a socket and a process hop per request: fewer of them. */
const HTTP_RUNS = Math.ceil(RUNS / 4);
const pgUrl = postgresUrl();

interface Answer {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** Sends every generated request, and lists (once per endpoint and kind) what came back wrong. */
async function fuzz(
  label: string,
  endpoints: ReturnType<typeof endpointsOf>,
  ctx: FuzzContext,
  runs: number,
  send: (request: FuzzRequest) => Promise<Answer | 'stream'>,
  afterSuccess: (request: FuzzRequest) => Promise<void>,
): Promise<string[]> {
  console.log(
    `fuzz ${label}: ${runs} requests over ${endpoints.length} endpoints, FUZZ_SEED=${SEED}`,
  );
  const problems = new Map<string, string>();
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fuzzRequests(endpoints, ctx), async (pending) => {
      const request = await pending;
      const answer = await send(request);
      if (answer === 'stream') {
        // A shop's stream opens for staff tokens; a shopper's own order stream for any account's.
        const opens = request.label.includes('/v1/notifications/events')
          ? /as (customer|seller|twice|lower-case scheme)/
          : /as (seller|twice|lower-case scheme)/;
        if (!opens.test(request.label)) {
          problems.set(`stream ${request.label}`, `an event stream opened for ${request.label}`);
        }
        return true;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const problem = problemWith(request.method, answer.status, answer.contentType, answer.body);
      if (problem) {
        const key = `${request.label.split(' as ')[0]} ${problem.slice(0, 40)}`;
        if (!problems.has(key)) {
          problems.set(
            key,
            `${problem}\n    ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)}\n    body ${request.payload?.slice(0, 300)}`,
          );
        }
      }
      if (answer.status < 300) await afterSuccess(request);
      return true;
    }),
    { seed: SEED, numRuns: runs },
  );
  console.log(`fuzz ${label}: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  return [...problems.values()];
}

/** Sign-outs and password changes end the fuzzing tokens: sign in again after one. */
const endsTokens = (request: FuzzRequest) => /^\/v1\/user\/(logout|password)/.test(request.url);

describe('fuzzing every endpoint with app.inject on SQLite', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('never answers 5xx, always with the error envelope, and keeps answering', async () => {
    t = await createTestApp('sqlite', {
      rateLimit: {
        max: 1e6,
        timeWindowMs: 60_000,
        loginMax: 1e6,
        loginAddressMax: 1e6,
        registerMax: 1e6,
      },
    });
    const w = await addCheckoutWorld(t);
    const sellerPassword = 'fuzz-seller-pass-2024';
    const seller = await addSeller(t.db, {
      shop: (
        await t.db.kysely
          .selectFrom('shops')
          .select('slug')
          .where('guid', '=', w.shop.guid)
          .executeTakeFirstOrThrow()
      ).slug,
      username: 'fuzz-staff',
      password: sellerPassword,
      name: 'Fuzz Staff',
    });
    const sellerToken = await tokenOf(t.app, seller.username, sellerPassword);
    const totals = mmkTotals(3_000, 2_000);
    const saleGuid = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.express,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: totals.total,
        totalShippingFees: totals.shipping,
      }),
    );
    const invoice = await cashInvoice(t.app, w.alice, [saleGuid]);
    const ctx: FuzzContext = {
      customerToken: w.alice.token,
      sellerToken,
      jwtSecret: t.app.config.jwtSecret!,
      customerGuid: w.alice.guid,
      knownIds: [
        w.shop.guid,
        w.longyi.guid,
        w.longyi.blue.guid,
        w.longyi.blueImage,
        saleGuid,
        invoice.invoiceNo,
        w.addresses.aliceHome,
        w.alice.guid,
        seller.userGuid,
        w.townships.kamayut,
      ],
    };
    const endpoints = endpointsOf(JSON.parse((await t.app.inject('/docs/json')).body));
    expect(endpoints.length).toBeGreaterThan(30);

    const problems = await fuzz(
      'app.inject, SQLite',
      endpoints,
      ctx,
      RUNS,
      async (request) => {
        const headers = { ...request.headers };
        // A header given twice reaches the app joined, as Node's parser hands it over.
        if (Array.isArray(headers.authorization))
          headers.authorization = headers.authorization.join(', ');
        const res = await Promise.race([
          t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers,
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          }),
          new Promise<'stream'>((resolve) => setTimeout(() => resolve('stream'), 3_000)),
        ]);
        if (res === 'stream') return res;
        return {
          status: res.statusCode,
          contentType: res.headers['content-type'] as string | undefined,
          body: res.body,
        };
      },
      async (request) => {
        if (!endsTokens(request)) return;
        ctx.customerToken = await tokenOf(t.app, w.alice.username, w.alice.password);
        ctx.sellerToken = await tokenOf(t.app, seller.username, sellerPassword);
      },
    );
    expect(problems).toEqual([]);
    const health = await t.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
  }, 240_000);
});

describe('fuzzing every endpoint over real HTTP', () => {
  let database: ProofDatabase;
  let server: ServerProcess;
  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  });

  it(`never answers 5xx and the process keeps answering (${pgUrl ? 'PostgreSQL' : 'SQLite'})`, async () => {
    database = await createProofDatabase(pgUrl ? 'postgres' : 'sqlite');
    const world = await addStormWorld(database.db);
    server = await startServer({
      ...database.settings,
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOGIN_RATE_LIMIT: '1000000',
      LOGIN_ADDRESS_RATE_LIMIT: '1000000',
      REGISTER_RATE_LIMIT: '1000000',
    });
    const shopper = await addShopper(server.base, world, 1, '127.0.0.1');
    const placed = await placeOrder(() => server.base, world, shopper, {
      plenty: 1,
      giftWrap: 0,
      scarce: 0,
    });
    expect(placed.invoice).toBeDefined();
    const customerGuid = JSON.parse(
      Buffer.from(shopper.auth.authorization!.split('.')[1]!, 'base64url').toString(),
    ).sub as string;
    const sellerAuth = await signIn(server.base, world.seller.username, world.seller.password);
    const ctx: FuzzContext = {
      customerToken: shopper.auth.authorization!.slice('Bearer '.length),
      sellerToken: sellerAuth.authorization!.slice('Bearer '.length),
      jwtSecret: JWT_SECRET,
      customerGuid,
      knownIds: [
        world.shopGuid,
        world.productGuid,
        world.plenty,
        world.scarce,
        placed.saleGuid!,
        placed.invoice!.invoiceNo,
        shopper.contactGuid,
        customerGuid,
        world.township,
      ],
    };
    const doc = await call(server.base, 'GET', '/docs/json');
    const endpoints = endpointsOf(JSON.parse(doc.text));

    const problems = await fuzz(
      'HTTP',
      endpoints,
      ctx,
      HTTP_RUNS,
      (request) => sendOverHttp(server.base, request),
      async (request) => {
        if (!endsTokens(request)) return;
        ctx.customerToken = (
          await signIn(server.base, shopper.username, shopper.password)
        ).authorization!.slice(7);
        ctx.sellerToken = (
          await signIn(server.base, world.seller.username, world.seller.password)
        ).authorization!.slice(7);
      },
    );
    expect(problems).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect((await call(server.base, 'GET', '/healthz')).status).toBe(200);
    expect(server.stderr()).not.toMatch(/unhandled|uncaught/i);
  }, 240_000);
});

/** Past Node's header limit (16 KB) or the largest body limit, the server may hang up early. */
const isOversized = (request: FuzzRequest) =>
  request.url.length + JSON.stringify(request.headers).length > 16_000 ||
  Buffer.byteLength(request.payload ?? '') > 256 * 1024;

function sendOverHttp(base: string, request: FuzzRequest): Promise<Answer | 'stream'> {
  const url = new URL(base);
  const payload = request.payload === undefined ? undefined : Buffer.from(request.payload);
  return new Promise((resolve) => {
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.url,
        headers: payload
          ? { ...request.headers, 'content-length': String(payload.length) }
          : request.headers,
        timeout: 20_000,
      },
      (res) => {
        answered = true;
        if (String(res.headers['content-type']).startsWith('text/event-stream')) {
          res.destroy();
          resolve('stream');
          return;
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: res.headers['content-type'],
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', (error) =>
          resolve({
            status: 599,
            contentType: undefined,
            body: `the answer broke off: ${String(error)}`,
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer within 20 s')));
    req.on('error', (error) => {
      if (answered) return;
      // A refusal of an oversized request may close the socket while the request is still
      // being written, before its answer is read: that is the server protecting itself.
      if (isOversized(request) && /ECONNRESET|EPIPE|socket hang up/.test(String(error))) {
        resolve({
          status: 413,
          contentType: 'application/json',
          body: '{"success":false,"data":null,"message":"refused while sending"}',
        });
        return;
      }
      resolve({ status: 599, contentType: undefined, body: `no answer: ${String(error)}` });
    });
    req.end(payload);
  });
}

async function tokenOf(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await loginRequest(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return (JSON.parse(res.body) as { data: { access_token: string } }).data.access_token;
}
