import { describe, expect, it } from 'vitest';
import { renderedPageCache } from './page-renderer';

type Page = { body: string; tags: string[] };

/** A cache of pages whose renders are counted, each tagged as its data was. */
function pagesWith(ttlMs = 5_000) {
  let renders = 0;
  const cache = renderedPageCache<Page>({ ttlMs, tagsOf: (page) => page.tags });
  const render = (key: string, tags: string[]) =>
    cache.get(key, async () => ({ body: `${key} #${++renders}`, tags }));
  return { cache, render, renders: () => renders };
}

describe('rendered page cache', () => {
  it('keeps a page until a write drops one of its tags, and only those pages', async () => {
    const { cache, render, renders } = pagesWith();
    await render('home A', ['shop:A']);
    await render('product P', ['product:P', 'shop:A']);
    await render('home B', ['shop:B']);
    await render('categories', []);
    expect(renders()).toBe(4);
    expect(cache.has('home A')).toBe(true);

    cache.invalidate(['product:P']);
    expect(['home A', 'product P', 'home B', 'categories'].map((k) => cache.has(k))).toEqual([
      true,
      false,
      true,
      true,
    ]);
    cache.invalidate(['shop:A']);
    expect(cache.has('home A')).toBe(false);
    expect(cache.has('home B')).toBe(true);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('does not keep a render that was under way when its tags were dropped', async () => {
    const { cache } = pagesWith();
    let finish!: (page: Page) => void;
    const pending = cache.get('product P', () => new Promise<Page>((r) => (finish = r)));
    cache.invalidate(['product:P']);
    finish({ body: 'old', tags: ['product:P'] });
    await pending;
    expect(cache.has('product P')).toBe(false);
  });

  it('forgets renders under way on any invalidation, and still answers the request waiting for one', async () => {
    const { cache } = pagesWith();
    let finish!: (page: Page) => void;
    const pending = cache.get('home A', () => new Promise<Page>((r) => (finish = r)));
    await Promise.resolve();
    // Which tags a render holds is known only when it ends: any invalidation drops renders
    // under way from the map, so a request after it renders afresh.
    cache.invalidate(['shop:B']);
    expect(cache.has('home A')).toBe(false);
    finish({ body: 'A', tags: ['shop:A'] });
    expect((await pending).body).toBe('A');
  });

  it('bounds its pages by their bytes, dropping the least recently used first', async () => {
    let renders = 0;
    const cache = renderedPageCache<Page>({
      ttlMs: 600_000,
      budgetBytes: 3_100,
      sizeOf: (page) => page.body.length,
      tagsOf: (page) => page.tags,
    });
    const render = (key: string) =>
      cache.get(key, async () => ({ body: `${key} #${++renders}`.padEnd(1_000), tags: [] }));
    for (const key of ['a', 'b', 'c']) await render(key);
    expect(cache.size).toBe(3);
    await render('a');
    await render('d');
    expect(cache.bytes).toBeLessThanOrEqual(3_100);
    expect(['a', 'b', 'c', 'd'].map((key) => cache.has(key))).toEqual([true, false, true, true]);
    expect(renders).toBe(4);
  });

  it('keeps a page for its long TTL until one of its tags is dropped', async () => {
    const { cache, render, renders } = pagesWith(600_000);
    await render('product P', ['product:P']);
    await render('product P', ['product:P']);
    cache.invalidate(['product:Q']);
    await render('product P', ['product:P']);
    expect(renders()).toBe(1);
    cache.invalidate(['product:P']);
    await render('product P', ['product:P']);
    expect(renders()).toBe(2);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const { cache, render, renders } = pagesWith(0);
    await render('home A', ['shop:A']);
    await render('home A', ['shop:A']);
    expect(renders()).toBe(2);
    expect(cache.has('home A')).toBe(false);
  });
});
