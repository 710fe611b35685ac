import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopListItem } from '@storefront/contract/shop';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { CHARGER, LAHPET_GUID, MART_GUID, TEA } from '../test/checkout-fixture';
import { goToPayment, renderCheckout } from '../test/render-checkout';

/** The shop list as the server answers it, with what the business switched on or off. */
function shopList(lahpet: Partial<ShopListItem>): () => unknown {
  return () =>
    ok({
      items: [
        { guid: MART_GUID, name: 'Yangon Mart', nameMm: null, hostName: 'localhost' },
        {
          guid: LAHPET_GUID,
          name: 'Shwe Lahpet Grocery',
          nameMm: 'ရွှေလက်ဖက် ကုန်စုံ',
          hostName: 'lahpet.localhost',
          isTakingOrders: true,
          cashOnDelivery: true,
          ...lahpet,
        },
      ],
    });
}

const INVOICE = '/v1/pos/sales/invoice/';

beforeAll(async () => {
  await import('../../../app/routes/checkout');
  await import('../../../app/routes/cart');
}, 30_000);

describe('a shop without cash on delivery at checkout', { timeout: 30_000 }, () => {
  it('offers only wallets, says which shop does not take cash, and does not place a cash order', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      handlers: { 'GET /v1/pos/shop/list': shopList({ cashOnDelivery: false }) },
    });
    await goToPayment(user);
    await screen.findByRole('radio', { name: 'KBZPay' });
    const tiles = screen.getByRole('group', { name: 'Payment Method' });
    expect(
      within(tiles)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['KBZPay', 'WavePay']);
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent(
      'Shwe Lahpet Grocery does not take cash on delivery. Please choose a wallet to pay.',
    );
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(api.calls.some((c) => new URL(c.url).pathname.startsWith('/v1/pos/sales'))).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'KBZPay' }));
    expect(screen.getByRole('textbox', { name: 'Your Account Name' })).toBeInTheDocument();
    expect(api.calls.some((c) => new URL(c.url).pathname === INVOICE)).toBe(false);
  });

  it('says it in Burmese too', async () => {
    const user = userEvent.setup();
    renderCheckout({
      cart: [TEA],
      language: 'mm',
      handlers: { 'GET /v1/pos/shop/list': shopList({ cashOnDelivery: false }) },
    });
    await screen.findByRole('radio', { name: /^Aye Aye/, checked: true });
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }));
    await user.click(await screen.findByRole('button', { name: 'ငွေပေးချေရန် ဆက်သွားမည်' }));
    await screen.findByRole('heading', { name: 'ငွေပေးချေမှု နည်းလမ်း' });
    expect(
      await screen.findByText('ရွှေလက်ဖက် ကုန်စုံ တွင် ပစ္စည်းရောက်ငွေချေ မရပါ။ ပေးချေရန် ဝေါလက်တစ်ခု ရွေးပါ။'),
    ).toBeInTheDocument();
  });

  it('offers cash on delivery when every shop of the checkout takes it', async () => {
    const user = userEvent.setup();
    renderCheckout({ handlers: { 'GET /v1/pos/shop/list': shopList({}) } });
    await goToPayment(user);
    expect(await screen.findByRole('radio', { name: 'Cash on deli' })).toBeChecked();
    expect(screen.queryByText(/does not take cash on delivery/)).not.toBeInTheDocument();
  });
});

describe('a paused shop in the cart', { timeout: 30_000 }, () => {
  const renderCart = (lang: 'en' | 'mm') => {
    stubApi({ 'GET /v1/pos/shop/list': shopList({ isTakingOrders: false }) });
    return renderApp({
      path: '/cart',
      storage: {
        region: REGION_MYANMAR.guid,
        cartItems: JSON.stringify([CHARGER, TEA]),
        lang: JSON.stringify({ name: lang, flag: '' }),
      },
    });
  };

  it("keeps the shop's lines, says why they cannot be ordered, and holds checkout back", async () => {
    renderCart('en');
    expect(
      await screen.findByText(
        'Shwe Lahpet Grocery is not taking orders right now. Remove its items to check out the rest.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Pickled Tea Leaves')).toBeInTheDocument();
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      'Your cart has items from a shop that is not taking orders now. Remove them to check out.',
    );
  });

  it('says it in Burmese', async () => {
    renderCart('mm');
    expect(
      await screen.findByText(
        'ရွှေလက်ဖက် ကုန်စုံ သည် ယခု အော်ဒါ မလက်ခံသေးပါ။ ကျန်ပစ္စည်းများကို ငွေရှင်းရန် ဤဆိုင်၏ ပစ္စည်းများကို ဖယ်ပါ။',
      ),
    ).toBeInTheDocument();
  });
});
