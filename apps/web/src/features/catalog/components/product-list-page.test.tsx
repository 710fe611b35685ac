import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '@storefront/contract/catalog';
import { failure, ok, stubApi } from '../../../test/fetch-stub';
import { productCard, REGION_MYANMAR, SHOP_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const LIST_ALL = `GET /v1/pos/shop/listShopProduct/${SHOP_INFO.guid}`;

/** A page of a list of `total` products, as the API answers `first` / `max`. */
function pagedList(total: number) {
  const products: ProductCard[] = Array.from({ length: total }, (_, index) =>
    productCard({ displayName: `Product ${index + 1}` }),
  );
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const first = Number(query.get('first'));
    const max = Number(query.get('max'));
    return ok({ items: products.slice(first, first + max), totalRecords: total });
  };
}

function queryOf(calls: Request[], path: string): URLSearchParams {
  const call = calls.findLast((request) => new URL(request.url).pathname.includes(path));
  if (!call) throw new Error(`no call to ${path}`);
  return new URL(call.url).searchParams;
}

describe('product list pages', () => {
  // The pages are lazy route modules: load them up front, so no case waits on a first import.
  beforeAll(
    () =>
      Promise.all([
        import('../../../app/routes/all-products'),
        import('../../../app/routes/new-arrival'),
        import('../../../app/routes/best-deals'),
        import('../../../app/routes/just-for-you'),
        import('../../../app/routes/top-picks'),
        import('../../../app/routes/searched-products'),
        import('../../../app/routes/product-list-for-comparison'),
      ]),
    20_000,
  );

  it('show skeleton cards while loading, then 12 products with the paging label', async () => {
    let answer: (response: unknown) => void = () => {};
    const { calls } = stubApi({ [LIST_ALL]: () => new Promise((resolve) => (answer = resolve)) });
    renderApp({ path: '/all-products' });

    expect(await screen.findByRole('heading', { name: 'Showing All Products' })).toBeVisible();
    await waitFor(() => expect(calls.some((c) => c.url.includes('listShopProduct/'))).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    answer(pagedList(30)(calls.findLast((c) => c.url.includes('listShopProduct/'))!));
    expect(await screen.findByText('Showing 1 to 12 of 30')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    const query = queryOf(calls, 'listShopProduct/');
    expect(query.get('first')).toBe('0');
    expect(query.get('max')).toBe('12');

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/all-products?page=2',
    );
  });

  it('keep the page in the URL and ask for its offset', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ [LIST_ALL]: pagedList(30) });
    const { router } = renderApp({ path: '/all-products?page=2' });

    expect(await screen.findByText('Showing 13 to 24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Product 13' })).toBeInTheDocument();
    expect(queryOf(calls, 'listShopProduct/').get('first')).toBe('12');

    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 25 to 30 of 30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(queryOf(calls, 'listShopProduct/').get('first')).toBe('24');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Showing 13 to 24 of 30')).toBeInTheDocument();

    // Back goes to the page before, as the URL says.
    await router.navigate(-1);
    expect(await screen.findByText('Showing 25 to 30 of 30')).toBeInTheDocument();
  });

  it('page the list for comparison the same way, ?page read as on the other lists', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({ [LIST_ALL]: pagedList(30) });
    const { router } = renderApp({ path: '/product-list-for-comparison?page=2' });

    expect(await screen.findByText('Showing 13 to 24 of 30')).toBeInTheDocument();
    expect(queryOf(calls, 'listShopProduct/').get('first')).toBe('12');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/product-list-for-comparison',
    );
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 25 to 30 of 30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(queryOf(calls, 'listShopProduct/').get('first')).toBe('24');

    // Not a page number as the lists write one: page 1.
    await router.navigate('/product-list-for-comparison?page=1e1');
    expect(await screen.findByText('Showing 1 to 12 of 30')).toBeInTheDocument();
    expect(queryOf(calls, 'listShopProduct/').get('first')).toBe('0');
  });

  it('send a page past the end to the last page', async () => {
    stubApi({ [LIST_ALL]: pagedList(30) });
    const { router } = renderApp({ path: '/all-products?page=9' });
    expect(await screen.findByText('Showing 25 to 30 of 30')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
  });

  it("say 'No Products To Show.' when the total is below 1, with a way onward", async () => {
    stubApi({ [LIST_ALL]: pagedList(0) });
    renderApp({ path: '/all-products' });
    expect(await screen.findByText('No Products To Show.')).toBeInTheDocument();
    expect(screen.queryByText(/^Showing \d/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
  });

  it('show an error in the list area and retry on request', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubApi({
      [LIST_ALL]: (request) => {
        attempts += 1;
        return attempts === 1
          ? failure('The product list is resting.', 500)
          : pagedList(3)(request);
      },
    });
    renderApp({ path: '/all-products' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: The product list is resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1 to 3 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['/new-arrival', 'Showing All New Arrival Products', 'shop/listShopProductNewArrival'],
    ['/best-deals', 'Showing All Best Deal Products', 'shop/listShopProductBestSeller'],
    ['/just-for-you', 'Showing All New Arrival Products', 'product/listShopProductRandom'],
    ['/top-picks', 'Showing Top Products Picked For You', 'product/listTopRatedProduct'],
    ['/all-products', 'Showing All Products', 'shop/listShopProduct'],
  ])('%s reads its own list under its heading', async (path, heading, endpoint) => {
    const { calls } = stubApi({
      [`GET /v1/pos/${endpoint}/${SHOP_INFO.guid}`]: pagedList(14),
    });
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 12 of 14')).toBeInTheDocument();
    const query = queryOf(calls, `/${endpoint}/`);
    expect(query.get('first')).toBe('0');
    expect(query.get('max')).toBe('12');
  });

  it('search by the keyword of the path, Burmese included', async () => {
    const { calls } = stubApi({ [LIST_ALL]: pagedList(2) });
    renderApp({ path: `/searched-products/${encodeURIComponent('လုံချည်')}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Showing All "လုံချည်"' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 2 of 2')).toBeInTheDocument();
    expect(queryOf(calls, 'listShopProduct/').get('keyword')).toBe('လုံချည်');
  });

  it('offer all products when a search finds nothing', async () => {
    stubApi({ [LIST_ALL]: pagedList(0) });
    renderApp({ path: '/searched-products/zzqx' });
    expect(await screen.findByText('No Products To Show.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/all-products',
    );
  });

  it('read in Burmese', async () => {
    stubApi({ [LIST_ALL]: pagedList(30) });
    renderApp({
      path: '/all-products?page=2',
      storage: {
        region: REGION_MYANMAR.guid,
        lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ကုန်ပစ္စည်းအားလုံးကို ပြသနေသည်' }),
    ).toBeInTheDocument();
    const label = await screen.findByText(/ခုအနက်/);
    // Intl writes Burmese digits where the runtime knows them (Node does; some browsers do not).
    const digits = new Intl.NumberFormat('my');
    expect(label).toHaveTextContent(
      `စုစုပေါင်း ${digits.format(30)} ခုအနက် ${digits.format(13)} မှ ${digits.format(24)} အထိ ပြသထားသည်`,
    );
    expect(screen.getByRole('navigation', { name: 'စာမျက်နှာများ' })).toBeInTheDocument();
  });
});
