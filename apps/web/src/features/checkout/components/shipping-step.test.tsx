import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGION_THAILAND } from '../../../test/fixtures';
import { ok } from '../../../test/fetch-stub';
import { EXPRESS, HOME, LAHPET_GUID, MART_GUID, OFFICE, STANDARD } from '../test/checkout-fixture';
import {
  goToPayment,
  goToShipping,
  renderCheckout,
  rowValue,
  shopBlock,
} from '../test/render-checkout';

// The route loads lazily: loaded once up front, its import is not paid inside the first
// test's one-second wait for the page (a busy machine took longer).
beforeAll(() => import('../../../app/routes/checkout'), 20_000);

describe('checkout step 2: shipping', () => {
  it('lists each shop with its products, variants and addons, and the first valid method', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToShipping(user);

    // Where it goes, as the address book writes it (docs/product.md#address-line).
    expect(screen.getByText('No. 35, Room 4B, Hledan Road, Kamayut, Myanmar')).toBeInTheDocument();
    const mart = shopBlock('Yangon Mart');
    expect(within(mart).getByRole('heading', { name: 'Fast Charger 33W' })).toBeInTheDocument();
    expect(within(mart).getByText('Type-C')).toBeInTheDocument();
    expect(within(mart).getByText('Lightning')).toBeInTheDocument();
    expect(within(mart).getByText('Spare cable')).toBeInTheDocument();
    expect(within(mart).getByText('50,000 MMK')).toBeInTheDocument();
    // The Thailand-only air parcel is not offered for a Yangon address; Standard comes first.
    const select = within(mart).getByRole('combobox', { name: 'Shipping method' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Yangon Standard Delivery · 2,500 MMK', 'Yangon Express · 4,500 MMK']);
    expect(select).toHaveValue(STANDARD.guid);
    expect(
      within(shopBlock('Shwe Lahpet Grocery')).getByRole('combobox', { name: 'Shipping method' }),
    ).toHaveDisplayValue('Downtown Bike Delivery · 2,500 MMK');

    // docs/product.md#tax: total = sub total + tax + shipping fees.
    expect(rowValue('Items')).toBe('4');
    expect(rowValue('Sub Total')).toBe('79,000 MMK');
    expect(rowValue('Shipping Fees')).toBe('5,000 MMK');
    expect(rowValue('Tax (5%)')).toBe('3,950 MMK');
    expect(rowValue('Total')).toBe('87,950 MMK');
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeEnabled();
  });

  it("writes the address and the shops' names in Burmese, from the lists' Burmese names", async () => {
    const user = userEvent.setup();
    renderCheckout({
      language: 'mm',
      handlers: {
        // Yangon Mart has a Burmese name; Shwe Lahpet Grocery has none and keeps its own.
        'GET /v1/pos/shop/list': () =>
          ok({
            items: [
              { guid: MART_GUID, name: 'Yangon Mart', nameMm: 'ရန်ကုန်မတ်', hostName: 'localhost' },
              {
                guid: LAHPET_GUID,
                name: 'Shwe Lahpet Grocery',
                nameMm: null,
                hostName: 'lahpet.localhost',
              },
            ],
          }),
      },
    });
    await screen.findByRole('radio', { name: /^Aye Aye/, checked: true });
    await user.click(
      await screen.findByRole('checkbox', { name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်' }),
    );
    await user.click(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }));
    expect(
      await screen.findByText('No. 35, Room 4B၊ Hledan Road၊ ကမာရွတ်မြို့နယ်၊ မြန်မာ'),
    ).toBeInTheDocument();
    expect(shopBlock('ရန်ကုန်မတ်')).toBeInTheDocument();
    expect(shopBlock('Shwe Lahpet Grocery')).toBeInTheDocument();
  });

  it('lets the shopper change a method, and the totals follow', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToShipping(user);
    await user.selectOptions(
      within(shopBlock('Yangon Mart')).getByRole('combobox', { name: 'Shipping method' }),
      EXPRESS.guid,
    );
    expect(rowValue('Shipping Fees')).toBe('7,000 MMK');
    expect(rowValue('Total')).toBe('89,950 MMK');
  });

  it('shows the MMK approximation when the region prices in another currency', async () => {
    const user = userEvent.setup();
    renderCheckout({ region: REGION_THAILAND.guid });
    await goToShipping(user);
    // 87,950 MMK at 60 MMK per baht, each shop's sale rounded to the satang.
    expect(rowValue('Total')).toBe('1,465.84 THB');
    expect(
      within(screen.getByRole('region', { name: 'Order Summary' })).getByText(/≈/),
    ).toHaveTextContent('≈ 87,950 MMK');
  });

  it("returns to step 1 with 'Change Address' and with the Address step icon", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToShipping(user);
    const progress = screen.getByRole('navigation', { name: 'Checkout steps' });
    // From step 2 only the Address icon leads back.
    expect(
      within(progress)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Address']);
    await user.click(within(progress).getByRole('button', { name: 'Return to the Address step' }));
    expect(
      await screen.findByRole('heading', { name: 'Shipping Information' }),
    ).toBeInTheDocument();
    // Choices are kept across steps.
    expect(
      screen.getByRole('checkbox', { name: 'I agree to all the terms and conditions' }),
    ).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Change Address' }));
    expect(
      await screen.findByRole('heading', { name: 'Shipping Information' }),
    ).toBeInTheDocument();
  });

  it('blocks payment with the docs/product.md#checkout-shipping modal when a shop cannot ship to the address', async () => {
    const user = userEvent.setup();
    const { router } = renderCheckout({ addresses: [OFFICE, HOME] });
    await goToShipping(user);

    expect(
      within(shopBlock('Shwe Lahpet Grocery')).getByText('Unavailable for shipping.'),
    ).toBeInTheDocument();
    expect(
      within(shopBlock('Yangon Mart')).getByRole('combobox', { name: 'Shipping method' }),
    ).toHaveValue(STANDARD.guid);
    expect(screen.queryByRole('button', { name: 'Make payment' })).not.toBeInTheDocument();

    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Some items you selected from Shwe Lahpet Grocery isn't available for shipping. Please change your shipping address or remove the product.",
    );
    // Blocking: Escape does not close it.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to change address' }));
    expect(
      await screen.findByRole('heading', { name: 'Shipping Information' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Choosing the downtown address lets every shop ship.
    await user.click(screen.getByRole('radio', { name: 'Aye Aye' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('button', { name: 'Make payment' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // And back to the outskirts: 'Go to remove' leads to the cart.
    await user.click(screen.getByRole('button', { name: 'Change Address' }));
    await user.click(await screen.findByRole('radio', { name: 'Aye Aye (office)' }));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go to remove' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('names every shop that cannot ship', async () => {
    const user = userEvent.setup();
    const { CHARGER, TEA } = await import('../test/checkout-fixture');
    const overseas = {
      ...HOME,
      guid: 'a0a0a0a0-0000-4000-8000-000000000003',
      country: 'Japan',
      countryGuid: null,
      regionName: 'Japan',
      township: null,
      townshipGuid: null,
    };
    renderCheckout({ cart: [CHARGER, TEA], addresses: [overseas] });
    await goToShipping(user);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Some items you selected from Yangon Mart and Shwe Lahpet Grocery',
    );
  });

  it('from step 3, the Shipping icon returns to step 2 and the Address icon to step 1', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToPayment(user);
    const progress = screen.getByRole('navigation', { name: 'Checkout steps' });
    expect(
      within(progress)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Address', 'Shipping']);
    await user.click(within(progress).getByRole('button', { name: 'Return to the Shipping step' }));
    expect(await screen.findByRole('heading', { name: 'Shipping Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByRole('button', {
        name: 'Return to the Address step',
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Shipping Information' }),
    ).toBeInTheDocument();
  });
});
