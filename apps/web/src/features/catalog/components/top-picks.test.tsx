import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/fetch-stub';
import { productCard, REGION_USA, SHOP_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TOP_RATED = `GET /v1/pos/product/listTopRatedProduct/${SHOP_INFO.guid}`;

/** The top-rated list answers with one card; `totalRecords` says how many the whole list has. */
function stubTopPicks(totalRecords = 1) {
  return stubApi({
    [TOP_RATED]: () => ok({ items: [productCard({ displayName: 'Teak Bowl' })], totalRecords }),
    'GET /v1/pos/category/': () => ok({ items: [], totalRecords: 0 }),
  });
}

/** The query of the latest top-rated call (throws until there is one, for waitFor). */
function lastQuery(calls: Request[]): URLSearchParams {
  const call = calls.findLast((request) => request.url.includes('listTopRatedProduct'));
  if (!call) throw new Error('no top-rated call yet');
  return new URL(call.url).searchParams;
}

// Each case renders the whole app and walks several requests: more than the default 5 s on a busy machine.
describe('/top-picks', { timeout: 20_000 }, () => {
  // The page is a lazy route module: load it once up front, so no case waits on its first import.
  beforeAll(() => import('../../../app/routes/top-picks'), 20_000);

  it("orders by name by default and offers 'Order By' Name, Price, Newest, Oldest", async () => {
    const { calls } = stubTopPicks();
    renderApp({ path: '/top-picks' });

    const orderBy = await screen.findByRole('combobox', { name: 'Order By' });
    expect(orderBy).toHaveValue('name');
    expect(
      within(orderBy)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Name', 'Price', 'Newest', 'Oldest']);
    expect(await screen.findByText('Showing 1 to 1 of 1')).toBeInTheDocument();
    const query = lastQuery(calls);
    expect(query.get('sortField')).toBe('name');
    expect(query.has('minPrice')).toBe(false);
    expect(query.has('maxPrice')).toBe(false);
  });

  it('asks for the chosen order and starts again from page 1', async () => {
    const user = userEvent.setup();
    // Two pages' worth, so page 2 is a real page and not sent back to the last one.
    const { calls } = stubTopPicks(30);
    const { router } = renderApp({ path: '/top-picks?page=2' });
    await waitFor(() => expect(lastQuery(calls).get('first')).toBe('12'));

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Order By' }), 'Price');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price'));
    // The new list call leaves in an effect after the navigation, so it is waited for.
    await waitFor(() => expect(lastQuery(calls).get('sortField')).toBe('price'));
    expect(lastQuery(calls).get('first')).toBe('0');
  });

  it('offers the large MMK price bands and sends the chosen one as is', async () => {
    const user = userEvent.setup();
    const { calls } = stubTopPicks();
    renderApp({ path: '/top-picks' });

    const price = await screen.findByRole('combobox', { name: 'Price Range (MMK)' });
    expect(
      within(price)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select',
      'Below 10,000',
      '10,000 - 50,000',
      '50,000 - 100,000',
      '100,000 - 500,000',
      '500,000 - 1,000,000',
      'Above 1,000,000',
    ]);
    await user.selectOptions(price, '10,000 - 50,000');
    await waitFor(() => expect(lastQuery(calls).get('minPrice')).toBe('10000'));
    expect(lastQuery(calls).get('maxPrice')).toBe('50000');
  });

  it('converts a band of the region currency to MMK before asking', async () => {
    const user = userEvent.setup();
    const { calls } = stubTopPicks();
    const { router } = renderApp({ path: '/top-picks', storage: { region: REGION_USA.guid } });

    const price = await screen.findByRole('combobox', { name: 'Price Range (USD)' });
    await waitFor(() =>
      expect(
        within(price)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Select',
        'Below 10',
        '10 - 25',
        '25 - 50',
        '50 - 100',
        '100 - 1,000',
        'Above 1,000',
      ]),
    );
    // 10 to 25 USD at 2,100 MMK per USD.
    await user.selectOptions(price, '10 - 25');
    await waitFor(() => expect(lastQuery(calls).get('minPrice')).toBe('21000'));
    expect(lastQuery(calls).get('maxPrice')).toBe('52500');

    // 'Above' has no upper end to convert.
    await user.selectOptions(price, 'Above 1,000');
    await waitFor(() => expect(lastQuery(calls).get('minPrice')).toBe('2100000'));
    expect(lastQuery(calls).has('maxPrice')).toBe(false);

    // Back to 'Select': no filter, the URL clean again (the unfiltered page comes from the cache).
    await user.selectOptions(price, 'Select');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the category menu beside the list', async () => {
    stubTopPicks();
    renderApp({ path: '/top-picks' });
    expect(
      await screen.findByRole('navigation', { name: 'SHOP BY CATEGORIES' }),
    ).toBeInTheDocument();
  });
});
