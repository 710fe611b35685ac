import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';
import { REGION_MYANMAR } from '../../test/fixtures';
import { PRODUCT_GUID, productDetail } from '../../features/product/test/product-fixture';

const PATH = `/product-detail/${PRODUCT_GUID}`;
const DETAIL = `GET /v1/pos/product/productvariantdetail/${PRODUCT_GUID}`;

function compared(count: number) {
  return JSON.stringify(
    Array.from({ length: count }, (_, index) => ({
      guid: `8e8e8e8e-0000-4000-8000-${String(index).padStart(12, '0')}`,
      displayName: `Product ${index}`,
      brandName: null,
      priceSell: 1000,
      currencyCode: 'MMK',
      shopRatings: [],
      description: null,
      image: null,
    })),
  );
}

// The header's links read e.g. ', 1 item Cart' (badge first, then the label).
const cartLink = () => screen.getByRole('link', { name: /Cart$/ });
const compareLink = () => screen.getByRole('link', { name: /Compare$/ });

describe('/product-detail/{productId}', () => {
  it('shows a skeleton of the page while the product loads', async () => {
    stubApi({ [DETAIL]: () => new Promise(() => {}) });
    // A region chosen: the region chooser would make the page behind it inert.
    renderApp({ path: PATH, storage: { region: REGION_MYANMAR.guid } });
    // The page's skeleton is a busy status region (the route's own loading screen is not busy).
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .some((element) => element.getAttribute('aria-busy') === 'true'),
      ).toBe(true),
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the product cannot be loaded, and tries again", async () => {
    // Down until the shopper tries again. (The route's loader asks first; when its answer is a
    // failure before the page subscribes, RTK Query asks once more for the page.)
    let isDown = true;
    stubApi({
      [DETAIL]: () => (isDown ? failure('The catalog is resting.', 500) : ok(productDetail())),
    });
    const user = userEvent.setup();
    renderApp({ path: PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The catalog is resting.');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Silk Longyi' }),
    ).toBeInTheDocument();
  });

  it('says the product was not found for a 404, with a way home', async () => {
    stubApi({ [DETAIL]: () => failure('Product not found.', 404) });
    renderApp({ path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the product, its price and options once loaded', async () => {
    stubApi({ [DETAIL]: () => ok(productDetail()) });
    renderApp({ path: PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Silk Longyi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Red' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Blue' })).not.toBeChecked();
    expect(screen.getAllByText('10,000 MMK').length).toBeGreaterThan(0);
    // The tab names the page, then the shop, as the server-rendered title does.
    await waitFor(() => expect(document.title).toBe('Silk Longyi | Golden Lotus Store'));
  });

  it('names the shop in Burmese on a Burmese page, and keeps its stored name in the cart', async () => {
    stubApi({ [DETAIL]: () => ok(productDetail()) });
    const user = userEvent.setup();
    const { store } = renderApp({
      path: PATH,
      storage: { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) },
    });
    // docs/product.md#shop-names: the shop list's Burmese name, in the shop line and the shop box.
    const shopBox = await screen.findByRole('region', { name: 'ရောင်းချသူ ဆိုင်' });
    await waitFor(() => expect(shopBox).toHaveTextContent('ရွှေကြာ စတိုး'));
    expect(within(shopBox).getByRole('img', { name: 'ရွှေကြာ စတိုး လိုဂို' })).toBeInTheDocument();
    // The shop line under the name links to the shop's website by that name too.
    const links = screen.getAllByRole('link', { name: /^ရွှေကြာ စတိုး/ });
    expect(links.map((link) => link.getAttribute('href'))).toContain(
      'https://golden-lotus.example.com',
    );
    await user.click(screen.getByRole('button', { name: 'ဈေးခြင်းထဲ ထည့်မည်' }));
    await waitFor(() => expect(store.getState().cart.cartItems).toHaveLength(1));
    expect(store.getState().cart.cartItems[0]!.shop.shopName).toBe('Golden Lotus Store');
  });

  it('adds to the cart: the header badge counts it and the buttons change', async () => {
    stubApi({ [DETAIL]: () => ok(productDetail()) });
    const user = userEvent.setup();
    const { store } = renderApp({ path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(cartLink()).toHaveAccessibleName(/1 item/);
    expect(screen.getByRole('button', { name: 'Already in cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update the Cart' })).toBeEnabled();
    expect(store.getState().cart.cartItems).toMatchObject([
      { guid: PRODUCT_GUID, totalQuantity: 1, totalPrice: 10000 },
    ]);
    expect(JSON.parse(localStorage.getItem('cartItems') ?? '[]')).toHaveLength(1);
  });

  it('Buy Now puts the selection in the cart and goes to /cart', async () => {
    stubApi({ [DETAIL]: () => ok(productDetail()) });
    const user = userEvent.setup();
    const { store, router } = renderApp({ path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(store.getState().cart.cartItems).toHaveLength(1);
  });

  it('restores the quantities of a product already in the cart and updates that entry', async () => {
    const product = productDetail();
    const blue = product.variantDetailItems[1]!;
    stubApi({ [DETAIL]: () => ok(product) });
    const saved = {
      guid: product.guid,
      name: product.name,
      img: 'img-1',
      totalPrice: 18000,
      totalWeight: 1,
      totalQuantity: 2,
      currencyCode: 'MMK',
      shop: { shopGuid: product.shopLists[0]!.shopGuid, shopName: 'Golden Lotus Store' },
      variants: [{ variantGuid: blue.guid, variantQuantity: 2 }],
      addons: [],
    };
    const user = userEvent.setup();
    const { store, router } = renderApp({
      path: PATH,
      storage: { region: REGION_MYANMAR.guid, cartItems: JSON.stringify([saved]) },
    });
    const blueQuantity = await screen.findByRole('spinbutton', { name: 'Quantity of Blue' });
    expect(blueQuantity).toHaveValue('2');
    expect(screen.getByRole('checkbox', { name: 'Red' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Blue' }));
    await user.click(screen.getByRole('button', { name: 'Update the Cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(store.getState().cart.cartItems).toMatchObject([
      { guid: product.guid, totalQuantity: 3, totalPrice: 27000 },
    ]);
  });

  it('adds to the compare list once', async () => {
    stubApi({ [DETAIL]: () => ok(productDetail()) });
    const user = userEvent.setup();
    const { store } = renderApp({ path: PATH });
    const button = await screen.findByRole('button', { name: 'Add to compare list' });
    await user.click(button);
    expect(compareLink()).toHaveAccessibleName(/1 item/);
    expect(button).toBeDisabled();
    expect(store.getState().compare.comparedItems).toMatchObject([
      { guid: PRODUCT_GUID, displayName: 'Silk Longyi', priceSell: 10000, image: 'img-1' },
    ]);
  });

  it('disables Add to compare list when 3 products are compared already', async () => {
    stubApi({ [DETAIL]: () => ok(productDetail()) });
    renderApp({
      path: PATH,
      storage: { region: REGION_MYANMAR.guid, comparedItems: compared(3) },
    });
    expect(await screen.findByRole('button', { name: 'Add to compare list' })).toBeDisabled();
    expect(within(compareLink()).getByText('3')).toBeInTheDocument();
  });
});
