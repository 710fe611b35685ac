import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { productTag, registerCatalogCache, shopTag } from './catalog-cache';

async function appWithCounter(ttlMs = 5_000) {
  const app = Fastify();
  registerCatalogCache(app, { ttlMs, maxEntries: 2, maxBytes: 1_000 });
  let calls = 0;
  app.get('/cached', { config: { catalogCache: true } }, async (request) => ({
    calls: ++calls,
    q: request.query,
  }));
  app.get('/private', async () => ({ calls: ++calls }));
  app.get('/missing', { config: { catalogCache: true } }, async (_request, reply) =>
    reply.status(404).send({ calls: ++calls }),
  );
  app.get('/big', { config: { catalogCache: true } }, async () => ({
    calls: ++calls,
    pad: 'x'.repeat(2_000),
  }));
  await app.ready();
  return app;
}

describe('catalog micro-cache', () => {
  let app: Awaited<ReturnType<typeof appWithCounter>>;
  afterEach(() => app.close());
  const get = async (url: string) => {
    const res = await app.inject({ url });
    return {
      body: res.json() as { calls: number },
      cache: res.headers['x-cache'],
      type: res.headers['content-type'],
    };
  };

  it('answers a repeated GET from the cache, with the same body and type', async () => {
    app = await appWithCounter();
    const first = await get('/cached?a=1');
    const second = await get('/cached?a=1');
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.body).toEqual(first.body);
    expect(second.type).toBe(first.type);
    expect((await get('/cached?a=2')).body.calls).toBe(2);
  });

  it("replays the first answer's headers on a hit, but not its length or date", async () => {
    app = Fastify();
    registerCatalogCache(app, { ttlMs: 5_000, maxEntries: 2, maxBytes: 1_000 });
    // Stands in for the security headers, set by a hook that runs after the cache's own.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-frame-options', 'DENY');
    });
    app.get('/cached', { config: { catalogCache: true } }, async () => ({ ok: true }));
    await app.ready();
    const first = await app.inject({ url: '/cached' });
    const second = await app.inject({ url: '/cached' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['x-frame-options']).toBe('DENY');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-length']).toBe(String(second.body.length));
    expect(second.body).toBe(first.body);
  });

  it('forgets everything on invalidate', async () => {
    app = await appWithCounter();
    await get('/cached');
    app.catalogCache.invalidate();
    expect(app.catalogCache.size).toBe(0);
    const after = await get('/cached');
    expect(after.cache).toBe('miss');
    expect(after.body.calls).toBe(2);
  });

  it('expires entries after the TTL', async () => {
    app = await appWithCounter(30);
    await get('/cached');
    await new Promise((r) => setTimeout(r, 60));
    expect((await get('/cached')).body.calls).toBe(2);
  });

  it('never keeps routes that did not opt in, failures, or oversized answers', async () => {
    app = await appWithCounter();
    await get('/private');
    expect((await get('/private')).body.calls).toBe(2);
    await get('/missing');
    expect((await get('/missing')).body.calls).toBe(4);
    await get('/big');
    expect((await get('/big')).body.calls).toBe(6);
  });

  it('evicts the least recently used entry beyond its size', async () => {
    app = await appWithCounter();
    await get('/cached?k=1');
    await get('/cached?k=2');
    await get('/cached?k=1');
    await get('/cached?k=3');
    expect(app.catalogCache.size).toBe(2);
    expect((await get('/cached?k=1')).cache).toBe('hit');
    expect((await get('/cached?k=2')).cache).toBe('miss');
  });

  it('bounds its answers by their bytes, dropping the least recently used first', async () => {
    app = Fastify();
    // Room for about three answers of 300 bytes and their keys and headers.
    registerCatalogCache(app, { ttlMs: 600_000, maxBytes: 1_000, budgetBytes: 2_000 });
    app.get('/sized', { config: { catalogCache: true } }, async (request) => ({
      pad: 'x'.repeat(300),
      q: request.query,
    }));
    await app.ready();
    const cache = async (url: string) => (await app.inject({ url })).headers['x-cache'];
    for (const k of [1, 2, 3]) await cache(`/sized?k=${k}`);
    expect(app.catalogCache.size).toBe(3);
    // k=1 used again: k=2 is now the least recently used, and goes when k=4 needs room.
    expect(await cache('/sized?k=1')).toBe('hit');
    await cache('/sized?k=4');
    expect(app.catalogCache.size).toBe(3);
    expect(app.catalogCache.bytes).toBeLessThanOrEqual(2_000);
    expect(await cache('/sized?k=1')).toBe('hit');
    expect(await cache('/sized?k=3')).toBe('hit');
    expect(await cache('/sized?k=4')).toBe('hit');
    expect(await cache('/sized?k=2')).toBe('miss');
  });

  it('keeps an answer for its long TTL until a write drops its tag', async () => {
    app = Fastify();
    registerCatalogCache(app, { ttlMs: 600_000, maxBytes: 1_000 });
    let runs = 0;
    app.get('/detail', { config: { catalogCache: true } }, async (request) => {
      request.catalogTags.push(productTag('p1'));
      return { run: ++runs };
    });
    await app.ready();
    const run = async () => (await app.inject({ url: '/detail' })).json<{ run: number }>().run;
    expect([await run(), await run()]).toEqual([1, 1]);
    app.catalogCache.invalidate([productTag('p2')]);
    expect(await run()).toBe(1);
    app.catalogCache.invalidate([productTag('p1')]);
    expect(await run()).toBe(2);
  });

  describe("a page's calls", () => {
    async function appWithDetail() {
      const detailed = Fastify();
      app = detailed;
      registerCatalogCache(detailed, { ttlMs: 600_000, maxBytes: 1_000 });
      detailed.addHook('onRequest', async (_request, reply) => {
        reply.header('x-frame-options', 'DENY');
      });
      let runs = 0;
      detailed.get<{ Params: { product: string } }>(
        '/detail/:product',
        { config: { catalogCache: true } },
        async (request) => {
          request.catalogTags.push(productTag(request.params.product));
          return { product: request.params.product, run: ++runs };
        },
      );
      await detailed.ready();
      return detailed;
    }
    const keptFromPage = (product: string, startedAt: number) => ({
      body: Buffer.from(JSON.stringify({ product, run: 0 })),
      tags: [productTag(product)],
      routeUrl: '/detail/:product',
      startedAt,
    });

    it("read an endpoint's kept answer, with its tags", async () => {
      const detailed = await appWithDetail();
      const made = await detailed.inject({ url: '/detail/p1' });
      const kept = detailed.catalogCache.keptAnswer('/detail/p1');
      expect(kept?.body.toString()).toBe(made.body);
      expect(kept?.tags).toEqual([productTag('p1')]);
      detailed.catalogCache.invalidate([productTag('p1')]);
      expect(detailed.catalogCache.keptAnswer('/detail/p1')).toBeUndefined();
    });

    it("keep their answers for the endpoint, sent with the route's own headers", async () => {
      const detailed = await appWithDetail();
      const clock = detailed.catalogCache.clock;
      detailed.catalogCache.keepAnswer('/detail/p2', keptFromPage('p2', clock));
      // The route has not answered over HTTP yet: its headers are unknown, so it runs.
      const first = await detailed.inject({ url: '/detail/p2' });
      expect(first.headers['x-cache']).toBe('miss');
      expect(first.json()).toEqual({ product: 'p2', run: 1 });
      detailed.catalogCache.keepAnswer('/detail/p3', keptFromPage('p3', clock));
      const kept = await detailed.inject({ url: '/detail/p3' });
      expect(kept.headers['x-cache']).toBe('hit');
      expect(kept.json()).toEqual({ product: 'p3', run: 0 });
      expect(kept.headers['x-frame-options']).toBe('DENY');
      expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    });

    it('do not keep an answer read before a write of what it holds', async () => {
      const detailed = await appWithDetail();
      const startedAt = detailed.catalogCache.clock;
      detailed.catalogCache.invalidate([productTag('p4')]);
      detailed.catalogCache.keepAnswer('/detail/p4', keptFromPage('p4', startedAt));
      expect(detailed.catalogCache.keptAnswer('/detail/p4')).toBeUndefined();
      detailed.catalogCache.keepAnswer('/detail/p5', keptFromPage('p5', startedAt));
      expect(detailed.catalogCache.keptAnswer('/detail/p5')).toBeDefined();
    });
  });

  it('is off with a TTL of 0', async () => {
    app = await appWithCounter(0);
    await get('/cached');
    expect((await get('/cached')).cache).toBeUndefined();
    expect(app.catalogCache.size).toBe(0);
  });

  describe('concurrent misses of one URL', () => {
    /**
     * The app under test, with a route that holds every run until `release()`, counting runs;
     * runs begun while `fail` is set fail.
     */
    async function appWithGate() {
      const gated = Fastify();
      app = gated;
      registerCatalogCache(gated, { ttlMs: 5_000, maxEntries: 10, maxBytes: 1_000 });
      const state = { runs: 0, fail: false, release: () => {} };
      const gate = new Promise<void>((resolve) => (state.release = resolve));
      gated.get('/slow', { config: { catalogCache: true } }, async (_request, reply) => {
        const run = ++state.runs;
        const failing = state.fail;
        await gate;
        if (failing) return reply.status(503).send({ run });
        return { run };
      });
      await gated.ready();
      return { gated, state };
    }
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    /** A run under way when the catalog is invalidated. */
    async function runThenInvalidate() {
      const { gated, state } = await appWithGate();
      const before = gated.inject({ url: '/slow' });
      await settle();
      gated.catalogCache.invalidate();
      return { gated, state, before };
    }

    it('run the route once and give every waiting request its answer', async () => {
      const { gated, state } = await appWithGate();
      const pending = Array.from({ length: 5 }, () => gated.inject({ url: '/slow' }));
      await settle();
      expect(state.runs).toBe(1);
      state.release();
      const answers = await Promise.all(pending);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['{"run":1}']));
      expect(answers.map((a) => a.headers['x-cache']).sort()).toEqual([
        'hit',
        'hit',
        'hit',
        'hit',
        'miss',
      ]);
    });

    it('let the waiting requests run the route themselves when the first run fails', async () => {
      const { gated, state } = await appWithGate();
      state.fail = true;
      const first = gated.inject({ url: '/slow' });
      await settle();
      const second = gated.inject({ url: '/slow' });
      await settle();
      expect(state.runs).toBe(1);
      state.fail = false;
      state.release();
      expect((await first).statusCode).toBe(503);
      const retried = await second;
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ run: 2 });
    });

    it('do not wait for a run that started before an invalidation', async () => {
      const { gated, state, before } = await runThenInvalidate();
      const after = gated.inject({ url: '/slow' });
      await settle();
      expect(state.runs).toBe(2);
      state.release();
      expect((await before).json()).toEqual({ run: 1 });
      expect((await after).json()).toEqual({ run: 2 });
    });

    it('do not keep the answer of a run that started before an invalidation', async () => {
      const { gated, state, before } = await runThenInvalidate();
      state.release();
      expect((await before).json()).toEqual({ run: 1 });
      const next = await gated.inject({ url: '/slow' });
      expect(next.headers['x-cache']).toBe('miss');
      expect(next.json()).toEqual({ run: 2 });
    });
  });

  describe('invalidation by tag', () => {
    /** Lists of two shops and their products' details, each answer tagged as the catalog's are. */
    async function appWithShops() {
      const tagged = Fastify();
      app = tagged;
      registerCatalogCache(tagged, { ttlMs: 5_000, maxEntries: 100, maxBytes: 1_000 });
      let runs = 0;
      tagged.get<{ Params: { shop: string } }>(
        '/list/:shop',
        { config: { catalogCache: true } },
        async (request) => {
          request.catalogTags.push(shopTag(request.params.shop));
          return { run: ++runs };
        },
      );
      tagged.get<{ Params: { shop: string; product: string } }>(
        '/detail/:shop/:product',
        { config: { catalogCache: true } },
        async (request) => {
          request.catalogTags.push(
            productTag(request.params.product),
            shopTag(request.params.shop),
          );
          return { run: ++runs };
        },
      );
      tagged.get('/regions', { config: { catalogCache: true } }, async () => ({ run: ++runs }));
      await tagged.ready();
      return tagged;
    }
    const urls = ['/list/a', '/list/b', '/detail/a/p1', '/detail/a/p2', '/detail/b/p3', '/regions'];
    const cacheStates = async () => {
      const states: Record<string, unknown> = {};
      for (const url of urls) states[url] = (await app.inject({ url })).headers['x-cache'];
      return states;
    };

    it("drops only the answers holding a product's tag, or its shop's", async () => {
      const tagged = await appWithShops();
      await cacheStates();
      tagged.catalogCache.invalidate([productTag('p1')]);
      expect(await cacheStates()).toEqual({
        '/list/a': 'hit',
        '/list/b': 'hit',
        '/detail/a/p1': 'miss',
        '/detail/a/p2': 'hit',
        '/detail/b/p3': 'hit',
        '/regions': 'hit',
      });
      tagged.catalogCache.invalidate([shopTag('a')]);
      expect(await cacheStates()).toEqual({
        '/list/a': 'miss',
        '/list/b': 'hit',
        '/detail/a/p1': 'miss',
        '/detail/a/p2': 'miss',
        '/detail/b/p3': 'hit',
        '/regions': 'hit',
      });
      tagged.catalogCache.invalidate();
      expect(Object.values(await cacheStates())).toEqual(urls.map(() => 'miss'));
    });

    it('counts hits and misses', async () => {
      const tagged = await appWithShops();
      await cacheStates();
      await cacheStates();
      expect(tagged.catalogCache.stats).toEqual({ hits: urls.length, misses: urls.length });
    });

    it('tells its listeners which tags went', async () => {
      const tagged = await appWithShops();
      const heard: unknown[] = [];
      tagged.catalogCache.onInvalidate((tags, fromPeer) => heard.push([tags, fromPeer]));
      tagged.catalogCache.invalidate([shopTag('a'), shopTag('a')]);
      tagged.catalogCache.invalidate([productTag('p3')], { fromPeer: true });
      tagged.catalogCache.invalidate();
      expect(heard).toEqual([
        [[shopTag('a')], false],
        [[productTag('p3')], true],
        [null, false],
      ]);
    });
  });
});
