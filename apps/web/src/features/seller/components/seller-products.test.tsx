import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  productList,
  productRow,
  SELLER_PROFILE,
  SELLER_TOKEN,
  signInStaff,
  silentStream,
} from '../test/seller-fixtures';

const PRODUCTS = 'GET /v1/seller/products';
const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };

function stubCatalog(products: Handler) {
  return stubApi({
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    'GET /v1/seller/events': () => silentStream(),
    [PRODUCTS]: products,
  });
}

const listCalls = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/v1/seller/products');
const queryOf = (call: Request) => Object.fromEntries(new URL(call.url).searchParams);
const statusNav = () => screen.getByRole('navigation', { name: 'Products by status' });
const stockNav = () => screen.getByRole('navigation', { name: 'Stock' });
const cards = () => screen.getAllByRole('listitem').filter((item) => item.closest('nav') === null);

// The console's modules, imported once before the first test rather than inside its time.
beforeAll(() => import('../../../app/routes/seller-products'), 20_000);

describe('/seller/products', { timeout: 20_000 }, () => {
  it('lists photo, name, price range, stock in the status colours and status, with counts', async () => {
    signInStaff();
    const { calls } = stubCatalog(() =>
      ok(
        productList([
          productRow({ name: 'Cotton Longyi', soldOutCount: 1, lowStockCount: 1 }),
          productRow({
            name: 'Bamboo Basket',
            brandName: null,
            status: 'Draft',
            priceMin: 8000,
            priceMax: 8000,
            stockQty: 0,
            variantCount: 1,
            soldOutCount: 1,
          }),
        ]),
      ),
    );
    renderApp({ path: '/seller/products' });

    const [longyi, basket] = await waitFor(() => {
      const found = cards();
      expect(found).toHaveLength(2);
      return found;
    });
    expect(longyi).toHaveTextContent('Cotton Longyi');
    expect(longyi).toHaveTextContent('Shwe Thread');
    expect(longyi).toHaveTextContent('12,000 MMK – 15,000 MMK · 2 options');
    expect(longyi).toHaveTextContent('24 in stock');
    expect(within(longyi!).getByText('1 option sold out')).toHaveAttribute('data-stock', 'soldOut');
    expect(within(longyi!).getByText('1 option low')).toHaveAttribute('data-stock', 'low');
    expect(within(longyi!).getByText('Active')).toHaveAttribute('data-status', 'Active');
    // The English page shows no Burmese name under the English one.
    expect(longyi).not.toHaveTextContent('ချည် လုံချည်');
    expect(longyi!.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/v1\/image\/download\/[0-9a-f-]{36}\?w=160$/),
    );
    expect(within(longyi!).getByRole('link', { name: 'Cotton Longyi' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/seller\/products\/[0-9a-f-]{36}$/),
    );

    expect(basket).toHaveTextContent('8,000 MMK');
    expect(basket).not.toHaveTextContent('–');
    expect(within(basket!).getByText('Sold out')).toHaveAttribute('data-stock', 'soldOut');
    expect(within(basket!).getByText('Draft')).toHaveAttribute('data-status', 'Draft');

    const chips = within(statusNav()).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All8',
      'Draft2',
      'Active5',
      'Archived1',
    ]);
    expect(chips[0]).toHaveAttribute('aria-current', 'page');
    expect(queryOf(listCalls(calls)[0]!)).toEqual({ first: '0', max: '20', sort: 'newest' });
    expect(listCalls(calls)[0]!.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);

    // The console's sections, the current one marked.
    const sections = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(sections).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(sections).getByRole('link', { name: 'Orders' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/seller/products/new',
    );
    expect(screen.getByRole('link', { name: 'Import / export' })).toHaveAttribute(
      'href',
      '/seller/products/import',
    );
    await waitFor(() => expect(document.title).toBe('Products · Yangon Mart'));
  });

  it('keeps status, stock, search, order and page in the URL and asks the server for them', async () => {
    signInStaff();
    const rows = Array.from({ length: 20 }, (_, index) =>
      productRow({ name: `Longyi ${String(index + 1)}` }),
    );
    const { calls } = stubCatalog(() => ok(productList(rows, { totalCount: 45 })));
    const { router } = renderApp({
      path: '/seller/products?status=Active&stock=low&q=longyi&sort=price&page=2',
    });

    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(queryOf(listCalls(calls).at(-1)!)).toEqual({
      first: '20',
      max: '20',
      status: 'Active',
      stock: 'low',
      keyword: 'longyi',
      sort: 'price',
    });
    expect(within(statusNav()).getByRole('link', { name: /Active/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(stockNav()).getByRole('link', { name: 'Low stock' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('longyi');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');

    const user = userEvent.setup();
    // A status chip keeps the rest and starts again at page 1.
    await user.click(within(statusNav()).getByRole('link', { name: /Draft/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=Draft&stock=low&q=longyi&sort=price'),
    );
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)!)).toMatchObject({ status: 'Draft', first: '0' }),
    );

    // The chips are drawn again for the new filter: the one clicked is the one it now links to.
    const soldOut = () => within(stockNav()).getByRole('link', { name: 'Sold out' });
    await waitFor(() =>
      expect(soldOut()).toHaveAttribute('href', expect.stringContaining('Draft')),
    );
    await user.click(soldOut());
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=Draft&stock=soldOut&q=longyi&sort=price'),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Name');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=Draft&stock=soldOut&q=longyi&sort=name'),
    );

    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, 'LG-BLUE');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=Draft&stock=soldOut&q=LG-BLUE&sort=name'),
    );
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)!)).toMatchObject({
        keyword: 'LG-BLUE',
        stock: 'soldOut',
        sort: 'name',
      }),
    );

    // Newest is the list's own order: leaving it out of the URL.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=Draft&stock=soldOut&q=LG-BLUE'),
    );
  });

  it('starts an empty shop off with a way onward', async () => {
    signInStaff();
    stubCatalog(() =>
      ok(productList([], { totalCount: 0, counts: { Draft: 0, Active: 0, Archived: 0 } })),
    );
    renderApp({ path: '/seller/products' });
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute(
      'href',
      '/seller/products/new',
    );
    expect(screen.getByRole('link', { name: 'Import from a file' })).toHaveAttribute(
      'href',
      '/seller/products/import',
    );
  });

  it('says when nothing matches, and clears the filters but not the order', async () => {
    signInStaff();
    stubCatalog(() => ok(productList([], { totalCount: 0 })));
    renderApp({ path: '/seller/products?stock=soldOut&sort=stock' });
    expect(await screen.findByText('No products match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all products' })).toHaveAttribute(
      'href',
      '/seller/products?sort=stock',
    );
  });

  it('shows a failed load clearly and loads again on retry', async () => {
    signInStaff();
    let attempts = 0;
    stubCatalog(() => {
      attempts += 1;
      return attempts === 1
        ? failure('The database is busy.', 503)
        : ok(productList([productRow({ name: 'Silk Longyi' })]));
    });
    renderApp({ path: '/seller/products' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The products could not be loaded: The database is busy.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Silk Longyi')).toBeInTheDocument();
  });

  it('in Burmese: the Burmese name under the name, and the console in Burmese', async () => {
    signInStaff();
    stubCatalog(() =>
      ok(productList([productRow({ stockQty: 3, variantCount: 1, lowStockCount: 1 })])),
    );
    renderApp({ path: '/seller/products', storage: BURMESE });
    expect(await screen.findByRole('heading', { level: 1, name: 'ပစ္စည်းများ' })).toBeInTheDocument();
    const card = (await screen.findByText('Cotton Longyi')).closest('li')!;
    expect(card).toHaveTextContent('ချည် လုံချည်');
    expect(card).toHaveTextContent('လက်ကျန် ၃ ခု');
    expect(within(card).getByText('လက်ကျန် နည်းနေသည်')).toHaveAttribute('data-stock', 'low');
    expect(within(card).getByText('ရောင်းနေဆဲ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ပစ္စည်း အသစ်ထည့်မည်' })).toBeInTheDocument();
  });
});
