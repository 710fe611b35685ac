import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CodHolds } from '@storefront/contract/cod-holds';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { saleGuid, SELLER_PROFILE, signInStaff, silentStream } from '../test/seller-fixtures';

const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };

const HOLDS: CodHolds = {
  sharePercent: 50,
  orders: [
    {
      saleGuid: saleGuid(),
      invoiceNo: 'INV-20261101-AAAA1111',
      createdOn: '2026-11-01T09:30:00.000Z',
      buyerName: 'Ko Zaw',
      buyerPhone: '09450000123',
      unitsHeld: 22,
      largestOption: { label: 'Htamein (Green)', units: 20 },
    },
    {
      saleGuid: saleGuid(),
      invoiceNo: 'INV-20261101-BBBB2222',
      createdOn: '2026-11-01T10:00:00.000Z',
      buyerName: 'Ma Hla',
      buyerPhone: '09450000456',
      unitsHeld: 1,
      largestOption: { label: 'Tea leaf (250 g)', units: 1 },
    },
  ],
};

function stubHolds(holds: CodHolds = HOLDS) {
  let current = holds;
  return stubApi({
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    'GET /v1/seller/events': () => silentStream(),
    'GET /v1/seller/cod-holds': () => ok(current),
    'PUT /v1/seller/cod-holds': async (request) => {
      const { sharePercent } = (await request.json()) as { sharePercent: number };
      if (sharePercent === 99) return failure('The share could not be saved.', 403);
      current = { ...current, sharePercent };
      return ok({ sharePercent });
    },
  });
}

beforeAll(() => import('../../../app/routes/seller-cod-holds'), 20_000);

describe('/seller/cod-holds', { timeout: 20_000 }, () => {
  it('lists the open cash-on-delivery orders biggest first, each opening its order', async () => {
    signInStaff();
    stubHolds();
    renderApp({ path: '/seller/cod-holds' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cash-on-delivery holds' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Open cash-on-delivery orders' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('22 items held');
    expect(cards[0]).toHaveTextContent('Ko Zaw · 09450000123');
    expect(cards[0]).toHaveTextContent('Most of one option: Htamein (Green) × 20');
    expect(cards[1]).toHaveTextContent('1 item held');
    expect(within(cards[0]!).getByRole('link', { name: 'INV-20261101-AAAA1111' })).toHaveAttribute(
      'href',
      `/seller/orders/${HOLDS.orders[0]!.saleGuid}`,
    );
    const sections = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(sections).getByRole('link', { name: 'Cash-on-delivery holds' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sets the share, refusing what is not a whole percent before sending', async () => {
    signInStaff();
    const { calls } = stubHolds({ sharePercent: 50, orders: [] });
    const user = userEvent.setup();
    renderApp({ path: '/seller/cod-holds' });
    expect(
      await screen.findByText('No cash-on-delivery order is waiting for you.'),
    ).toBeInTheDocument();
    const share = screen.getByRole('textbox', { name: /remaining stock/ });
    expect(share).toHaveValue('50');
    const puts = () => calls.filter((call) => call.method === 'PUT');

    await user.clear(share);
    await user.type(share, '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a whole number from 0 to 100.',
    );
    expect(share).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);

    await user.clear(share);
    await user.type(share, '80');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toHaveAttribute('role', 'status');
    expect(puts()).toHaveLength(1);
    expect(await puts()[0]!.clone().json()).toEqual({ sharePercent: 80 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /remaining stock/ })).toHaveValue('80'),
    );
  });

  it('speaks Burmese on a Burmese console', async () => {
    signInStaff();
    stubHolds();
    renderApp({ path: '/seller/cod-holds', storage: BURMESE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ပစ္စည်းရောက် ငွေချေ ထိန်းထားမှု' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('region', {
      name: 'မပြီးသေးသော ပစ္စည်းရောက် ငွေချေ အော်ဒါများ',
    });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('ထိန်းထားသည်');
    expect(screen.getByRole('button', { name: 'သိမ်းမည်' })).toBeInTheDocument();
  });
});
