import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/fetch-stub';
import { productCard, REGION_MYANMAR, SHOP_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  ANDROID,
  CATEGORY_TREE,
  ELECTRONICS,
  KEYPAD,
  MOBILE_PHONES,
  PASO,
} from '../category-tree.fixture';

const CATEGORIES = 'GET /v1/pos/category/';
const BURMESE = {
  region: REGION_MYANMAR.guid,
  lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
};

describe('/categories', () => {
  beforeAll(() => import('../../../app/routes/categories'), 20_000);

  it('shows a skeleton, then each top-level category as a box of columns of links', async () => {
    let answer: (response: unknown) => void = () => {};
    const { calls } = stubApi({ [CATEGORIES]: () => new Promise((resolve) => (answer = resolve)) });
    renderApp({ path: '/categories' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Showing All Categories' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/v1/pos/category/'))).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const query = new URL(calls.find((c) => c.url.includes('/v1/pos/category/'))!.url).searchParams;
    expect(query.get('first')).toBe('0');
    expect(query.get('max')).toBe('20');

    answer(ok({ items: CATEGORY_TREE, totalRecords: 2 }));
    const box = await screen.findByRole('region', { name: 'Electronics' });
    expect(within(box).getByRole('heading', { level: 2, name: 'Electronics' })).toBeVisible();
    expect(within(box).getByRole('heading', { level: 3, name: 'Mobile Phones' })).toBeVisible();
    expect(within(box).getByRole('link', { name: 'Android Phones' })).toHaveAttribute(
      'href',
      `/products/${ANDROID.guid}`,
    );
    expect(within(box).getByRole('link', { name: 'Keypad Phones' })).toHaveAttribute(
      'href',
      `/products/${KEYPAD.guid}`,
    );
    // Only the third level links: the box title and column headings are headings.
    expect(within(box).queryByRole('link', { name: 'Electronics' })).not.toBeInTheDocument();
    expect(within(box).queryByRole('link', { name: 'Mobile Phones' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Fashion' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names the categories in Burmese for Burmese shoppers', async () => {
    stubApi({ [CATEGORIES]: () => ok({ items: CATEGORY_TREE, totalRecords: 2 }) });
    renderApp({ path: '/categories', storage: BURMESE });
    const box = await screen.findByRole('region', { name: 'အီလက်ထရောနစ်' });
    expect(within(box).getByRole('heading', { name: 'မိုဘိုင်းဖုန်း' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'ခလုတ်ဖုန်း' })).toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the categories fail, and tries again", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubApi({
      [CATEGORIES]: () => {
        attempts += 1;
        return attempts === 1
          ? failure('Categories are resting.', 500)
          : ok({ items: CATEGORY_TREE, totalRecords: 2 });
      },
    });
    renderApp({ path: '/categories' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Categories are resting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Electronics' })).toBeInTheDocument();
  });

  it('walks from a leaf to its products page', async () => {
    const user = userEvent.setup();
    stubApi({
      [CATEGORIES]: () => ok({ items: CATEGORY_TREE, totalRecords: 2 }),
      [`GET /v1/pos/category/${PASO.guid}`]: () => ok({ ...PASO, level: 3 }),
      [`GET /v1/pos/shop/listShopProduct/${SHOP_INFO.guid}`]: () =>
        ok({ items: [productCard({ displayName: 'Silk Paso' })], totalRecords: 1 }),
    });
    const { router } = renderApp({ path: '/categories' });
    await user.click(await screen.findByRole('link', { name: 'Paso' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/products/${PASO.guid}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paso' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Silk Paso' })).toBeInTheDocument();
  });
});

describe('/products/{categoryGuid}', () => {
  beforeAll(() => import('../../../app/routes/category-products'), 20_000);

  it("heads the page with the category's name and lists its products", async () => {
    const { calls } = stubApi({
      [`GET /v1/pos/category/${MOBILE_PHONES.guid}`]: () => ok({ ...MOBILE_PHONES, level: 2 }),
      [`GET /v1/pos/shop/listShopProduct/${SHOP_INFO.guid}`]: () =>
        ok({ items: [productCard({ displayName: 'Galaxy A15' })], totalRecords: 13 }),
    });
    renderApp({ path: `/products/${MOBILE_PHONES.guid}` });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mobile Phones' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Galaxy A15' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 1 of 13')).toBeInTheDocument();
    const list = calls.find((c) => c.url.includes('listShopProduct/'))!;
    const query = new URL(list.url).searchParams;
    expect(query.get('categoryGuid')).toBe(MOBILE_PHONES.guid);
    expect(query.get('first')).toBe('0');
    expect(query.get('max')).toBe('12');
  });

  it('uses the Burmese name in Burmese', async () => {
    stubApi({
      [`GET /v1/pos/category/${ELECTRONICS.guid}`]: () => ok({ ...ELECTRONICS, level: 1 }),
      [`GET /v1/pos/shop/listShopProduct/${SHOP_INFO.guid}`]: () =>
        ok({ items: [], totalRecords: 0 }),
    });
    renderApp({ path: `/products/${ELECTRONICS.guid}`, storage: BURMESE });
    expect(await screen.findByRole('heading', { level: 1, name: 'အီလက်ထရောနစ်' })).toBeInTheDocument();
    expect(await screen.findByText('ပြသရန် ကုန်ပစ္စည်း မရှိပါ။')).toBeInTheDocument();
  });

  it.each([
    ['an unknown category', 'c0c0c0c0-0000-4000-8000-999999999999', 404, 'Category not found.'],
    ['a malformed id', 'not-a-guid', 400, 'Not a valid id.'],
  ])('says so kindly for %s', async (_case, guid, status, message) => {
    stubApi({
      [`GET /v1/pos/category/${guid}`]: () => failure(message, status),
      [`GET /v1/pos/shop/listShopProduct/${SHOP_INFO.guid}`]: () => failure(message, status),
    });
    renderApp({ path: `/products/${guid}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Category Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows other failures in the list area with a retry', async () => {
    stubApi({
      [`GET /v1/pos/category/${MOBILE_PHONES.guid}`]: () => failure('Server is resting.', 500),
    });
    renderApp({ path: `/products/${MOBILE_PHONES.guid}` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Server is resting.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
