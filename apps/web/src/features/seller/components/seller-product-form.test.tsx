import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerProductCreate, SellerProductUpdate } from '@storefront/contract/seller-catalog';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  CATEGORY_GUIDS,
  CATEGORY_TREE,
  PHOTO_GUIDS,
  PRODUCT_GUID,
  productList,
  savedProduct,
  SELLER_PROFILE,
  SELLER_TOKEN,
  sellerProduct,
  signInStaff,
  silentStream,
} from '../test/seller-fixtures';

const PRODUCT_PATH = `/seller/products/${PRODUCT_GUID}`;
const PRODUCT_CALL = `GET /v1/seller/products/${PRODUCT_GUID}`;
const SAVE_CALL = `PUT /v1/seller/products/${PRODUCT_GUID}`;
const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };

function stubCatalog(handlers: Record<string, Handler> = {}) {
  return stubApi({
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    'GET /v1/seller/events': () => silentStream(),
    'GET /v1/pos/category/': () => ok({ items: CATEGORY_TREE, totalRecords: 2 }),
    'GET /v1/seller/products': () => ok(productList([])),
    [PRODUCT_CALL]: () => ok(sellerProduct()),
    ...handlers,
  });
}

const bodiesOf = async <T,>(calls: Request[], method: string, path: string) =>
  Promise.all(
    calls
      .filter((call) => call.method === method && new URL(call.url).pathname === path)
      .map(async (call) => (await call.clone().json()) as T),
  );

const option = (index: number) => screen.getByRole('listitem', { name: `Option ${index}` });
const saveButton = (name: RegExp | string = /Save|Publish/) => screen.getByRole('button', { name });

// The form's modules are many: imported once before the first test, not inside its time.
beforeAll(() => import('../../../app/routes/seller-product'), 20_000);

beforeEach(() => {
  // jsdom has no object URLs; picked photos are previewed through one.
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  // @ts-expect-error jsdom has none; the stand-ins are removed again.
  delete URL.createObjectURL;
  // @ts-expect-error as above
  delete URL.revokeObjectURL;
});

describe('/seller/products/new', { timeout: 20_000 }, () => {
  it("checks the form before sending: required name and category, commerce's discount and SKU rules", async () => {
    signInStaff();
    const { calls } = stubCatalog();
    renderApp({ path: '/seller/products/new' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New product' });

    const first = option(1);
    await user.type(within(first).getByLabelText('Price (MMK)'), '15000');
    await user.type(within(first).getByLabelText(/Discounted price/), '15000');
    await user.type(within(first).getByLabelText('Weight (grams)'), '250');
    await user.type(within(first).getByLabelText(/SKU/), 'LG-1');
    await user.click(within(first).getByRole('button', { name: 'Duplicate option 1' }));
    const copy = option(2);
    expect(within(copy).getByLabelText('Option name')).toHaveValue('Standard (copy)');
    // A copy starts without a SKU (they are unique); typing the same one is caught.
    expect(within(copy).getByLabelText(/SKU/)).toHaveValue('');
    await user.type(within(copy).getByLabelText(/SKU/), ' lg-1 '.toUpperCase());

    await user.click(saveButton('Save draft'));

    const name = screen.getByLabelText('Name in English');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please give the product a name.');
    // The first field at fault takes the focus.
    await waitFor(() => expect(name).toHaveFocus());
    expect(within(first).getByLabelText(/Discounted price/)).toHaveAccessibleDescription(
      'The discounted price must be lower than the price.',
    );
    expect(within(copy).getByLabelText(/Discounted price/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(copy).getByLabelText(/SKU/)).toHaveAccessibleDescription(
      'Another option of this product has this SKU.',
    );
    // The category is in the folded part, which opens to show it.
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toBeVisible();
    expect(category).toHaveAccessibleDescription('Please choose a category.');
    expect(screen.getByText('5 fields need your attention.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Fixing a field clears what was said about it.
    await user.type(name, 'Cotton Longyi');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('sends the weight in kg and a new option with its stock, then opens the saved product', async () => {
    signInStaff();
    const created = sellerProduct({ status: 'Draft', hasOrders: false, version: 1 });
    const { calls } = stubCatalog({
      'POST /v1/seller/products': () => ok(savedProduct(created)),
    });
    const { router } = renderApp({ path: '/seller/products/new' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New product' });

    await user.type(screen.getByLabelText('Name in English'), 'Cotton Longyi');
    const first = option(1);
    await user.clear(within(first).getByLabelText('Option name'));
    await user.type(within(first).getByLabelText('Option name'), 'Blue');
    await user.type(within(first).getByLabelText('Price (MMK)'), '15,000');
    await user.type(within(first).getByLabelText('Weight (grams)'), '1250');
    await user.type(within(first).getByLabelText('Stock'), '12');
    await user.click(screen.getByText('More details'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), '— — Longyi');
    // The chosen category's path, in the page's language.
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Clothing › Women › Longyi',
    );
    await user.click(saveButton('Save draft'));

    await waitFor(() => expect(router.state.location.pathname).toBe(PRODUCT_PATH));
    const [body] = await bodiesOf<SellerProductCreate>(calls, 'POST', '/v1/seller/products');
    expect(body).toEqual({
      name: 'Cotton Longyi',
      nameMm: null,
      description: null,
      descriptionMm: null,
      brandName: null,
      categoryGuid: CATEGORY_GUIDS.longyi,
      status: 'Draft',
      images: [],
      variants: [
        {
          stockQty: 12,
          name: 'Blue',
          priceSell: 15000,
          priceSell1: null,
          weight: 1.25,
          preSaleLimit: 0,
          sku: null,
          images: [],
        },
      ],
      addons: [],
    });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    // Said once: a reload of the page does not say it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    // The saved product's page reads the stored copy the save answered, not the server again.
    expect(calls.some((call) => call.url.endsWith(`/v1/seller/products/${PRODUCT_GUID}`))).toBe(
      false,
    );
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    signInStaff();
    stubCatalog();
    const { router } = renderApp({ path: '/seller/products/new' });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'New product' });
    await user.type(screen.getByLabelText('Name in English'), 'Cotton');

    await user.click(screen.getByRole('link', { name: 'All products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    // Staying takes the focus: a second mis-tap or Enter keeps the work.
    const stay = within(dialog).getByRole('button', { name: 'Stay and keep editing' });
    await waitFor(() => expect(stay).toHaveFocus());
    await user.click(stay);
    expect(router.state.location.pathname).toBe('/seller/products/new');
    expect(screen.getByLabelText('Name in English')).toHaveValue('Cotton');

    // The browser's own question guards a reload or a closed tab.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Orders' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
  });

  it('uploads picked photos one by one, and says why one was refused', async () => {
    signInStaff();
    let uploads = 0;
    const { calls } = stubCatalog({
      'POST /v1/seller/images': () => {
        uploads += 1;
        return uploads === 1
          ? ok({ guid: PHOTO_GUIDS[0], width: 1200, height: 1200 })
          : failure('That photo is too big.', 413, { code: 'photoTooLarge' });
      },
    });
    renderApp({ path: '/seller/products/new' });
    // A phone's gallery can hand over a HEIC whatever the picker asked for.
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { level: 1, name: 'New product' });

    const files = [
      new File(['front'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['huge'], 'huge.jpg', { type: 'image/jpeg' }),
      new File(['heic'], 'IMG_0001.HEIC', { type: 'image/heic' }),
    ];
    await user.upload(screen.getByLabelText('Choose photos'), files);

    expect(await screen.findByRole('button', { name: 'Photo 1 of 1 · Cover' })).toBeInTheDocument();
    expect(
      await screen.findByText("This photo's file is too large. Use a smaller copy of it."),
    ).toBeInTheDocument();
    // The HEIC is refused on the phone, without an upload.
    expect(screen.getByText(/HEIC photos cannot be used/)).toBeInTheDocument();
    const sent = calls.filter((call) => new URL(call.url).pathname === '/v1/seller/images');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);
    // Each as the multipart field `file`, in the order picked: the second one is refused.
    expect((await sent[0]!.formData()).get('file')).not.toBeNull();
    expect(screen.getByText('huge.jpg').closest('li')).toHaveTextContent(
      "This photo's file is too large.",
    );
    expect(screen.queryByText('front.jpg')).toBeNull();
  });
});

describe('/seller/products/{productGuid}', { timeout: 20_000 }, () => {
  it('saves the whole product with the version it was read at', async () => {
    signInStaff();
    const { calls } = stubCatalog({
      [SAVE_CALL]: async (request) => {
        const body = (await request.json()) as SellerProductUpdate;
        return ok(savedProduct(sellerProduct({ name: body.name, version: 5 })));
      },
    });
    renderApp({ path: PRODUCT_PATH });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name in English');
    expect(name).toHaveValue('Cotton Longyi');
    expect(within(option(1)).getByLabelText('Weight (grams)')).toHaveValue('250');

    await user.clear(name);
    await user.type(name, 'Silk Longyi');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(saveButton('Save product'));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const [body] = await bodiesOf<SellerProductUpdate>(
      calls,
      'PUT',
      `/v1/seller/products/${PRODUCT_GUID}`,
    );
    expect(body).toMatchObject({ name: 'Silk Longyi', version: 4 });
    // Saved options carry their guid and no stock: stock moves only by adjustment.
    expect(body!.variants[0]).toEqual({
      guid: sellerProduct().variants[0]!.guid,
      name: 'Blue',
      priceSell: 15000,
      priceSell1: 12000,
      weight: 0.25,
      preSaleLimit: 0,
      sku: 'LG-BLUE',
      images: [],
    });

    // The next save sends the version the last one answered.
    await user.type(name, '!');
    await user.click(saveButton('Save product'));
    await waitFor(async () => {
      const bodies = await bodiesOf<SellerProductUpdate>(
        calls,
        'PUT',
        `/v1/seller/products/${PRODUCT_GUID}`,
      );
      expect(bodies[1]).toMatchObject({ name: 'Silk Longyi!', version: 5 });
    });
  });

  it('says when someone else saved first, and loads their copy only when asked', async () => {
    signInStaff();
    let served = sellerProduct();
    stubCatalog({
      [PRODUCT_CALL]: () => ok(served),
      [SAVE_CALL]: () =>
        failure('Someone else saved this product since you opened it.', 409, {
          code: 'productConflict',
        }),
    });
    renderApp({ path: PRODUCT_PATH });
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name in English');
    await user.clear(name);
    await user.type(name, 'My Longyi');
    await user.click(saveButton('Save product'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this product');
    await waitFor(() => expect(alert).toHaveFocus());
    // Nothing is replaced behind staff's back.
    expect(name).toHaveValue('My Longyi');

    served = sellerProduct({ name: 'Their Longyi', version: 7 });
    await user.click(within(alert).getByRole('button', { name: 'Load their copy' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Name in English')).toHaveValue('Their Longyi'),
    );
    expect(
      screen.getByText('This is the current copy now. Make your changes again, then save.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Someone else changed this product')).toBeNull();
  });

  it("puts the server's refusal next to its field, and says which Burmese came in Zawgyi", async () => {
    signInStaff();
    let saves = 0;
    stubCatalog({
      [SAVE_CALL]: () => {
        saves += 1;
        return saves === 1
          ? failure('SKU LG-BLUE is used by another product of the shop.', 409, {
              field: 'variants.0.sku',
              code: 'duplicateSku',
            })
          : ok(savedProduct(sellerProduct({ nameMm: 'ပိုးလုံချည်', version: 5 }), ['nameMm']));
      },
    });
    renderApp({ path: PRODUCT_PATH });
    const user = userEvent.setup();
    await screen.findByLabelText('Name in English');
    await user.click(saveButton('Save product'));

    const sku = within(option(1)).getByLabelText(/SKU/);
    await waitFor(() =>
      expect(sku).toHaveAccessibleDescription(
        'Another product of your shop already uses this SKU.',
      ),
    );
    await waitFor(() => expect(sku).toHaveFocus());

    await user.clear(sku);
    await user.type(sku, 'LG-BLUE-2');
    // Zawgyi-encoded 'ပိုးလုံချည်', as an older phone keyboard types it.
    const burmeseName = screen.getByLabelText(/Name in Burmese/);
    await user.clear(burmeseName);
    await user.type(burmeseName, 'ပိုးလံုခ်ည္');
    await user.click(saveButton('Save product'));

    await screen.findByText('Saved.');
    expect(screen.getByLabelText(/Name in Burmese/)).toHaveValue('ပိုးလုံချည်');
    expect(screen.getByLabelText(/Name in Burmese/)).toHaveAccessibleDescription(
      expect.stringContaining('Typed in Zawgyi; saved as Unicode. Saved as: ပိုးလုံချည်'),
    );
  });

  it('reorders photos by tap and saves them in that order, the first as the cover', async () => {
    signInStaff();
    const { calls } = stubCatalog({
      [SAVE_CALL]: async (request) => {
        const body = (await request.json()) as SellerProductUpdate;
        return ok(savedProduct(sellerProduct({ images: body.images ?? [], version: 5 })));
      },
    });
    renderApp({ path: PRODUCT_PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Photo 3 of 3' }));
    const actions = screen.getByRole('group', { name: 'Photo 3' });
    expect(within(actions).getByRole('button', { name: /Move later/ })).toBeDisabled();
    await user.click(within(actions).getByRole('button', { name: 'Make cover' }));
    expect(screen.getByText('This photo is now the cover.')).toBeInTheDocument();
    // The photo stays picked at its new place: move it one later.
    await user.click(
      within(screen.getByRole('group', { name: 'Photo 1' })).getByRole('button', {
        name: /Move later/,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Photo 3 of 3' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Photo 3' })).getByRole('button', {
        name: 'Remove photo',
      }),
    );
    await user.click(saveButton('Save product'));

    await screen.findByText('Saved.');
    const [body] = await bodiesOf<SellerProductUpdate>(
      calls,
      'PUT',
      `/v1/seller/products/${PRODUCT_GUID}`,
    );
    expect(body!.images).toEqual([PHOTO_GUIDS[0], PHOTO_GUIDS[2]]);
  });

  it('adjusts an option’s stock with a reason, and shows a refused take-away with the figure', async () => {
    signInStaff();
    const variant = sellerProduct().variants[1]!;
    let adjustments = 0;
    const { calls } = stubCatalog({
      [`POST /v1/seller/variants/${variant.guid}/stock`]: () => {
        adjustments += 1;
        if (adjustments === 1)
          return failure('Only 3 in stock: cannot take away 5.', 409, { code: 'stockBelowZero' });
        return ok({
          variantGuid: variant.guid,
          stockQty: 1,
          preSaleLimit: 0,
          move: {
            guid: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c01',
            createdOn: '2024-05-15T09:00:00.000Z',
            reason: 'damaged',
            delta: -2,
            stockBefore: 3,
            stockAfter: 1,
            preSaleDelta: 0,
            actorName: 'Ko Aung',
            invoiceNo: null,
          },
        });
      },
    });
    renderApp({ path: PRODUCT_PATH });
    const user = userEvent.setup();
    const red = await waitFor(() => option(2));
    expect(red).toHaveTextContent('3 in stock');
    expect(within(red).getByText('Low stock')).toHaveAttribute('data-stock', 'low');

    await user.click(within(red).getByRole('button', { name: 'Adjust stock' }));
    const dialog = screen.getByRole('dialog', { name: 'Adjust stock: Red' });
    await user.click(within(dialog).getByRole('radio', { name: 'Take away units' }));
    expect(within(dialog).getByRole('radio', { name: 'Damaged or lost' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('How many units'), '5');
    expect(within(dialog).getByLabelText('How many units')).toHaveAccessibleDescription(
      'In stock after: -2',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There are only 3 in stock now: you cannot take away more than that.',
    );

    await user.clear(within(dialog).getByLabelText('How many units'));
    await user.type(within(dialog).getByLabelText('How many units'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Red: 1 in stock now.')).toBeInTheDocument();
    // The figure on the form follows the product's refetch after the save.
    await waitFor(() => expect(option(2)).toHaveTextContent('1 in stock'));

    const bodies = await bodiesOf<{ delta: number; reason: string }>(
      calls,
      'POST',
      `/v1/seller/variants/${variant.guid}/stock`,
    );
    expect(bodies).toEqual([
      { delta: -5, reason: 'damaged' },
      { delta: -2, reason: 'damaged' },
    ]);
  });

  it("shows an option's stock history: who, when, why, before and after, with the order", async () => {
    signInStaff();
    const variant = sellerProduct().variants[0]!;
    const { calls } = stubCatalog({
      [`GET /v1/seller/variants/${variant.guid}/stock-history`]: () =>
        ok({
          variantGuid: variant.guid,
          name: 'Blue',
          productName: 'Cotton Longyi',
          stockQty: 8,
          preSaleLimit: 0,
          totalCount: 12,
          items: [
            {
              guid: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c02',
              createdOn: '2024-05-14T09:30:00.000Z',
              reason: 'checkout',
              delta: -2,
              stockBefore: 10,
              stockAfter: 8,
              preSaleDelta: 0,
              actorName: 'Thida Aung',
              invoiceNo: 'INV-2024-0042',
            },
            {
              guid: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c03',
              createdOn: '2024-05-13T09:30:00.000Z',
              reason: 'received',
              delta: 10,
              stockBefore: 0,
              stockAfter: 10,
              preSaleDelta: 0,
              actorName: null,
              invoiceNo: null,
            },
          ],
        }),
    });
    renderApp({ path: PRODUCT_PATH });
    const user = userEvent.setup();
    await user.click(
      within(await waitFor(() => option(1))).getByRole('button', { name: 'Stock history' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Stock history: Blue' });
    const [checkout, received] = await within(dialog).findAllByRole('listitem');
    expect(checkout).toHaveTextContent('Order placed · Order INV-2024-0042');
    expect(checkout).toHaveTextContent('−2');
    expect(checkout).toHaveTextContent('10 → 8');
    expect(checkout).toHaveTextContent('Thida Aung');
    expect(received).toHaveTextContent('Received from supplier');
    expect(received).toHaveTextContent('+10');
    expect(received).toHaveTextContent('System');
    expect(within(dialog).getByText('1–2 of 12')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Older' }));
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.includes('/stock-history'))
          .map((call) => new URL(call.url).searchParams.get('first')),
      ).toEqual(['0', '10']),
    );
  });

  it('offers Delete for a draft no order points at, with a confirmation', async () => {
    signInStaff();
    stubCatalog({
      [PRODUCT_CALL]: () => ok(sellerProduct({ status: 'Draft', hasOrders: false })),
      [`DELETE /v1/seller/products/${PRODUCT_GUID}`]: () => ok({ guid: PRODUCT_GUID }),
    });
    const { router } = renderApp({ path: PRODUCT_PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Cotton Longyi”?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/products'));
    expect(await screen.findByText('“Cotton Longyi” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('offers no Delete for a product with orders, and archives it instead', async () => {
    signInStaff();
    const { calls } = stubCatalog({
      [SAVE_CALL]: () => ok(savedProduct(sellerProduct({ status: 'Archived', version: 5 }))),
    });
    renderApp({ path: PRODUCT_PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(screen.queryByRole('button', { name: 'Delete product' })).toBeNull();
    const dialog = screen.getByRole('dialog', { name: 'Archive “Cotton Longyi”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByText('Archived: shoppers no longer see it.')).toBeInTheDocument();
    const [body] = await bodiesOf<SellerProductUpdate>(
      calls,
      'PUT',
      `/v1/seller/products/${PRODUCT_GUID}`,
    );
    expect(body).toMatchObject({ status: 'Archived', version: 4 });
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeInTheDocument();
  });

  it('in Burmese: labels, the preview in both languages and errors in Burmese', async () => {
    signInStaff();
    stubCatalog({
      [SAVE_CALL]: () => failure('The price is too large.', 400, { field: 'variants.1.priceSell' }),
    });
    renderApp({ path: PRODUCT_PATH, storage: BURMESE });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('အင်္ဂလိပ် အမည်')).toHaveValue('Cotton Longyi');
    const preview = screen.getByRole('region', { name: 'ကြိုကြည့်ရန်' });
    const [english, burmese] = within(preview).getAllByRole('figure');
    expect(english).toHaveTextContent('Cotton Longyi');
    expect(english).toHaveTextContent('12,000 MMK');
    expect(burmese).toHaveTextContent('ချည် လုံချည်');
    expect(burmese).toHaveTextContent('၁၂,၀၀၀ ကျပ်');

    await user.click(screen.getByRole('button', { name: 'ပစ္စည်း သိမ်းမည်' }));
    const price = within(screen.getByRole('listitem', { name: 'ပုံစံ ၂' })).getByLabelText(
      'ဈေးနှုန်း (ကျပ်)',
    );
    // The server's words are English: a Burmese page says it in Burmese.
    await waitFor(() => expect(price).toHaveAccessibleDescription('ဤအချက်ကို လက်မခံပါ။ ပြန်စစ်ပေးပါ။'));
  });
});
