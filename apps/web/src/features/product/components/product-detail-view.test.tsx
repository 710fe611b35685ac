import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '@storefront/commerce/cart';
import { REGION_MYANMAR, REGION_USA, REGIONS } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { productDetail, review, variant } from '../test/product-fixture';
import { ProductDetailView, type ProductDetailViewProps } from './product-detail-view';

const PAGE_URL = 'http://shop.test/product-detail/silk';

function renderView(overrides: Partial<ProductDetailViewProps> = {}) {
  const props: ProductDetailViewProps = {
    product: productDetail(),
    isInCart: false,
    savedCartItem: null,
    onAddToCart: vi.fn(),
    onBuyNow: vi.fn(),
    isCompared: false,
    canCompare: true,
    onAddToCompare: vi.fn(),
    isLoggedIn: false,
    region: REGION_MYANMAR,
    regions: REGIONS,
    pageUrl: PAGE_URL,
    ...overrides,
  };
  const user = userEvent.setup();
  renderUi(
    <>
      <ProductDetailView {...props} />
      <Toaster />
    </>,
  );
  return { user, props };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const quantity = (name: string) => screen.getByRole('spinbutton', { name: `Quantity of ${name}` });
const totalPrice = () =>
  screen.getByText('Total price').parentElement!.querySelector('.text-2xl')!.textContent;

afterEach(() => {
  toast.remove();
});

describe('ProductDetailView: facts', () => {
  it('shows the name, brand, shop website, rating and description', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Silk Longyi' })).toBeInTheDocument();
    expect(screen.getByText('Shwe Yin')).toBeInTheDocument();
    const shopLink = screen.getByRole('link', { name: /Golden Lotus Store/ });
    expect(shopLink).toHaveAttribute('href', 'https://golden-lotus.example.com');
    expect(shopLink).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(2 ratings)')).toBeInTheDocument();
    expect(screen.getByText('Hand-woven silk from Amarapura.')).toBeInTheDocument();
  });

  it("falls back to 'No Brand', 'No Ratings Yet' and 'No Description Yet'", () => {
    renderView({
      product: productDetail({ brandName: null, description: '  ', ratingCount: 0, rating: 0 }),
    });
    expect(screen.getByText('No Brand')).toBeInTheDocument();
    expect(screen.getByText('No Ratings Yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.getByText('No Description Yet')).toBeInTheDocument();
  });

  it('toasts that shop websites are coming when the shop has none', async () => {
    const product = productDetail();
    product.shopLists[0]!.website = null;
    const { user } = renderView({ product });
    await user.click(screen.getByRole('button', { name: 'Golden Lotus Store' }));
    expect(await screen.findByText('Shop Websites will be coming soon')).toBeInTheDocument();
  });

  it('shows the shop box with its phones and address', () => {
    renderView();
    const box = screen.getByRole('region', { name: 'Sold by' });
    expect(within(box).getByRole('img', { name: 'Golden Lotus Store logo' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: '09450000002' })).toHaveAttribute(
      'href',
      'tel:09450000002',
    );
    expect(within(box).getByText('No. 5, Pyay Road, Kamayut, Yangon')).toBeInTheDocument();
  });

  it('converts 1.00 of the region currency to MMK', () => {
    renderView({ region: REGION_USA });
    expect(screen.getByText('1.00 USD ≈ 2,100 MMK')).toBeInTheDocument();
  });

  it('says prices are already in kyat in the Myanmar region', () => {
    renderView({ region: REGION_MYANMAR });
    expect(screen.getByText('Prices are in Myanmar Kyat (MMK).')).toBeInTheDocument();
  });

  it('lets the gallery be moved with thumbnails, arrow keys and the arrow buttons', async () => {
    const { user } = renderView();
    const gallery = screen.getByRole('region', { name: 'Product images' });
    const first = within(gallery).getByRole('img', { name: 'Silk Longyi, image 1 of 3' });
    // Every stored size is offered; the browser takes the one that fills the gallery.
    expect(first).toHaveAttribute('src', '/v1/image/download/img-1?w=640');
    expect(first).toHaveAttribute(
      'srcset',
      [200, 400, 640, 960, 1280].map((w) => `/v1/image/download/img-1?w=${w} ${w}w`).join(', '),
    );
    expect(first).toHaveAttribute(
      'sizes',
      '(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw',
    );
    await user.click(within(gallery).getByRole('button', { name: 'Show image 2 of 3' }));
    expect(
      within(gallery).getByRole('img', { name: 'Silk Longyi, image 2 of 3' }),
    ).toBeInTheDocument();
    expect(within(gallery).getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('button', { name: 'Show image 3 of 3' })).toHaveFocus();
    expect(
      within(gallery).getByRole('img', { name: 'Silk Longyi, image 3 of 3' }),
    ).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Next image' }));
    expect(
      within(gallery).getByRole('img', { name: 'Silk Longyi, image 1 of 3' }),
    ).toBeInTheDocument();
  });
});

describe('ProductDetailView: options (docs/product.md#option-selection)', () => {
  it('preselects the first option with quantity 1 and totals it', () => {
    renderView();
    expect(checkbox('Red')).toBeChecked();
    expect(quantity('Red')).toHaveValue('1');
    expect(checkbox('Blue')).not.toBeChecked();
    expect(quantity('Blue')).toHaveValue('0');
    expect(totalPrice()).toBe('10,000 MMK');
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
  });

  it('shows a discounted option at its new price with the old one struck through', () => {
    renderView();
    const struck = screen.getByText('12,000 MMK');
    expect(struck.closest('s')).not.toBeNull();
    expect(screen.getByText('9,000 MMK')).toBeInTheDocument();
  });

  it('ticking selects with quantity 1, unticking removes', async () => {
    const { user } = renderView();
    await user.click(checkbox('Blue'));
    expect(checkbox('Blue')).toBeChecked();
    expect(quantity('Blue')).toHaveValue('1');
    expect(totalPrice()).toBe('19,000 MMK');
    await user.click(checkbox('Red'));
    expect(checkbox('Red')).not.toBeChecked();
    expect(quantity('Red')).toHaveValue('0');
    expect(totalPrice()).toBe('9,000 MMK');
  });

  it('stepping to 0 deselects and raising above 0 selects', async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Red' }));
    expect(checkbox('Red')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Red' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Blue' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Blue' }));
    expect(checkbox('Blue')).toBeChecked();
    expect(quantity('Blue')).toHaveValue('2');
    expect(totalPrice()).toBe('18,000 MMK');
  });

  it('keeps typed quantities whole and within 0 and the stock', async () => {
    const { user } = renderView();
    const red = quantity('Red');
    await user.clear(red);
    await user.type(red, '99');
    expect(red).toHaveValue('5');
    expect(screen.getByRole('button', { name: 'Increase quantity of Red' })).toBeDisabled();
    await user.clear(red);
    await user.type(red, '2.5');
    // The dot is dropped: "25" is then brought down to the stock of 5.
    expect(red).toHaveValue('5');
    await user.clear(red);
    await user.type(red, 'x3');
    expect(red).toHaveValue('3');
    await user.keyboard('{ArrowUp}');
    expect(red).toHaveValue('4');
    await user.clear(red);
    await user.tab();
    expect(red).toHaveValue('0');
    expect(checkbox('Red')).not.toBeChecked();
  });

  it("caps a 'Pre Order' option at its pre-sale limit and locks an 'Out Of Stock' one", async () => {
    const product = productDetail({
      stockQty: 0,
      preSaleLimit: 3,
      variantDetailItems: [
        variant({ name: 'Gone', stockQty: 0, preSaleLimit: 0 }),
        variant({ name: 'Later', stockQty: 0, preSaleLimit: 3 }),
      ],
    });
    const { user } = renderView({ product });
    expect(screen.getByText('Out Of Stock')).toBeInTheDocument();
    expect(screen.getByText('Pre Order')).toBeInTheDocument();
    expect(checkbox('Gone')).toBeDisabled();
    // The first option cannot be bought, so the first one that can is preselected.
    expect(checkbox('Later')).toBeChecked();
    const later = quantity('Later');
    await user.clear(later);
    await user.type(later, '9');
    expect(later).toHaveValue('3');
    expect(screen.getByRole('button', { name: 'Increase quantity of Later' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('selects addons with their own steppers, capped at the variant quantity', async () => {
    const { user } = renderView();
    await user.click(checkbox('Gift wrapping'));
    expect(quantity('Gift wrapping')).toHaveValue('1');
    expect(totalPrice()).toBe('12,000 MMK');
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Gift wrapping' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Red' }));
    expect(checkbox('Gift wrapping')).not.toBeChecked();
    expect(checkbox('Gift wrapping')).toBeDisabled();
  });

  it("says 'This Product Currently Doesn't have options.' and sells nothing without options", () => {
    renderView({ product: productDetail({ variantDetailItems: [], addons: [] }) });
    expect(screen.getByText("This Product Currently Doesn't have options.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No Item Selected' })).toBeDisabled();
  });
});

describe('ProductDetailView: cart and compare buttons', () => {
  it('adds the selection to the cart and toasts', async () => {
    const { user, props } = renderView();
    await user.click(checkbox('Blue'));
    await user.click(checkbox('Gift wrapping'));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const item = vi.mocked(props.onAddToCart).mock.calls[0]![0];
    expect(item).toMatchObject({
      guid: props.product.guid,
      name: 'Silk Longyi',
      img: 'img-1',
      totalQuantity: 2,
      totalPrice: 21000,
      shop: { shopName: 'Golden Lotus Store', website: 'https://golden-lotus.example.com' },
    });
    expect(item.variants.map((v) => [v.variantName, v.variantQuantity, v.variantPrice])).toEqual([
      ['Red', 1, 10000],
      ['Blue', 1, 9000],
    ]);
    expect(item.addons).toMatchObject([{ addonName: 'Gift wrapping', addonQuantity: 1 }]);
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
  });

  it("reads 'Buy Now' and hands the selection over", async () => {
    const { user, props } = renderView();
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(props.onBuyNow).toHaveBeenCalledWith(expect.objectContaining({ totalPrice: 10000 }));
  });

  it("reads 'No Item Selected' and disables both buttons when nothing is ticked", async () => {
    const { user } = renderView();
    await user.click(checkbox('Red'));
    expect(screen.getByRole('button', { name: 'No Item Selected' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByText('0 items selected')).toBeInTheDocument();
  });

  it("restores the saved quantities of a product in the cart: 'Already in cart', 'Update the Cart'", async () => {
    const product = productDetail();
    const [red, blue] = product.variantDetailItems;
    const gift = product.addons[0]!;
    const saved = {
      guid: product.guid,
      variants: [{ variantGuid: blue!.guid, variantQuantity: 3 }],
      addons: [{ addonGuid: gift.guid, addonQuantity: 2 }],
    } as unknown as CartItem;
    const { user, props } = renderView({ product, isInCart: true, savedCartItem: saved });
    expect(checkbox('Red')).not.toBeChecked();
    expect(quantity('Blue')).toHaveValue('3');
    expect(quantity('Gift wrapping')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Already in cart' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Update the Cart' }));
    const item = vi.mocked(props.onBuyNow).mock.calls[0]![0];
    expect(item.variants).toMatchObject([{ variantGuid: blue!.guid, variantQuantity: 3 }]);
    expect(item.variants.some((v) => v.variantGuid === red!.guid)).toBe(false);
    expect(item.totalPrice).toBe(31000);
  });

  it('adds to the compare list', async () => {
    const { user, props } = renderView();
    await user.click(screen.getByRole('button', { name: 'Add to compare list' }));
    expect(props.onAddToCompare).toHaveBeenCalledWith(props.product);
  });

  it('disables compare once 3 products are compared', () => {
    renderView({ canCompare: false });
    expect(screen.getByRole('button', { name: 'Add to compare list' })).toBeDisabled();
    expect(screen.getByText(/You can compare up to 3 products\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View compare list' })).toHaveAttribute(
      'href',
      '/compare',
    );
  });

  it('disables compare for a product already compared', () => {
    renderView({ isCompared: true, canCompare: false });
    expect(screen.getByRole('button', { name: 'Add to compare list' })).toBeDisabled();
    expect(screen.getByText(/This product is in your compare list\./)).toBeInTheDocument();
  });
});

describe('ProductDetailView: reviews tab', () => {
  it("says 'No Reviews Yet!' when there are none", async () => {
    const { user } = renderView({ product: productDetail({ shopReviewLists: [] }) });
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText('No Reviews Yet!')).toBeInTheDocument();
  });

  it("lists reviews with name, initials, stars and a short UTC date, 'Anonymous' and 'N/A' when missing", async () => {
    const product = productDetail({
      shopReviewLists: [
        review({ name: 'Aye Aye', createdOn: '2024-05-01T20:30:00.000Z', rateValue: 4 }),
        review({ name: null, createdOn: null, review: 'Good value.', rateValue: null }),
      ],
    });
    const { user } = renderView({ product });
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    const list = screen.getByRole('list', { name: 'Customer reviews' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Aye Aye')).toBeInTheDocument();
    expect(within(first!).getByText('AA')).toBeInTheDocument();
    expect(within(first!).getByText('May 1, 2024')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(second!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(second!).getByText('N/A')).toBeInTheDocument();
    expect(within(second!).getByText('Good value.')).toBeInTheDocument();
  });

  it('asks a visitor who is not logged in to log in: the field disabled, the sign-in link for Send', async () => {
    const { user } = renderView({ isLoggedIn: false });
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByText(/Login to write review\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login/Register' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('textbox', { name: 'Write a review' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('keeps Send disabled for a logged-in shopper until there is text', async () => {
    const onSubmitReview = vi.fn();
    const { user } = renderView({ isLoggedIn: true, onSubmitReview });
    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.queryByText(/Login to write review\./)).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Write a review' });
    expect(field).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(field, '   ');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(field, 'Great longyi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmitReview).toHaveBeenCalledWith('Great longyi');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('tab', { name: 'Description' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
  });
});

describe('ProductDetailView: share', () => {
  it("copies the page link and toasts 'Successfully Copied!'", async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Successfully Copied!')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(PAGE_URL);
  });

  it('copies the link for Instagram and says it cannot share there directly', async () => {
    const { user } = renderView();
    await user.click(screen.getByRole('button', { name: 'Share on Instagram' }));
    expect(
      await screen.findByText(/Instagram sharing is not supported directly/),
    ).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(PAGE_URL);
  });

  it('links to the Facebook sharer and Viber with the page address', () => {
    renderView();
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE_URL)}`,
    );
    expect(screen.getByRole('link', { name: 'Share on Viber' })).toHaveAttribute(
      'href',
      `viber://forward?text=${encodeURIComponent(`Silk Longyi ${PAGE_URL}`)}`,
    );
  });
});
