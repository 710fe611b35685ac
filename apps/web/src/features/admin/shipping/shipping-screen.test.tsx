import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminShippingMethod, AdminShippingPut } from '@storefront/contract/admin-shipping';
import type { Township } from '@storefront/contract/region';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR, TOWNSHIP_KAMAYUT } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { SELLER_PROFILE, signInStaff, silentStream } from '../../seller/test/seller-fixtures';

const OWNER = { ...SELLER_PROFILE, role: 'Owner' as const, username: 'owner', name: 'U Owner' };
const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };
const SHOP = SELLER_PROFILE.shop.guid;

const BAHAN: Township = {
  guid: '7a7a7a7a-0000-4000-8000-000000000002',
  name: 'Bahan',
  nameMm: 'ဗဟန်း',
  division: 'Yangon',
};
const CHANAYETHAZAN: Township = {
  guid: '7a7a7a7a-0000-4000-8000-000000000003',
  name: 'Chanayethazan',
  nameMm: 'ချမ်းအေးသာစံ',
  division: 'Mandalay',
};
const TOWNSHIPS = [TOWNSHIP_KAMAYUT, BAHAN, CHANAYETHAZAN];

const METHODS: AdminShippingMethod[] = [
  {
    guid: '0c000000-0000-4000-8000-000000000001',
    name: 'Yangon Standard',
    nameMm: 'ရန်ကုန် ပုံမှန်',
    region: 'Myanmar',
    currencyCode: 'MMK',
    enabled: true,
    townships: [TOWNSHIP_KAMAYUT.guid],
    bands: [
      { fromGrams: 0, toGrams: 2000, fee: 2500 },
      { fromGrams: 2001, toGrams: 5000, fee: 4000 },
    ],
    inUse: true,
  },
];

function stubShipping({ readDelayMs = 0 }: { readDelayMs?: number } = {}) {
  const sent: AdminShippingPut[] = [];
  let current: AdminShippingMethod[] = METHODS;
  const stub = stubApi({
    'GET /v1/seller/me': () => ok(OWNER),
    'GET /v1/seller/events': () => silentStream(),
    'GET /v1/township/list': () => ok({ items: TOWNSHIPS }),
    [`GET /v1/admin/shops/${SHOP}/shipping`]: async () => {
      // A read after a save takes as long as a phone's network would.
      if (sent.length > 0) await new Promise((resolve) => setTimeout(resolve, readDelayMs));
      return ok({ shopGuid: SHOP, methods: current });
    },
    [`PUT /v1/admin/shops/${SHOP}/shipping`]: async (request) => {
      const body = (await request.json()) as AdminShippingPut;
      sent.push(body);
      current = body.methods.map((m, i) => ({
        ...m,
        guid: m.guid ?? `0c000000-0000-4000-8000-00000000000${i + 5}`,
        nameMm: m.nameMm ?? '',
        currencyCode: 'MMK',
        inUse: false,
      }));
      return ok({ shopGuid: SHOP, methods: current });
    },
  });
  return { ...stub, sent };
}

beforeAll(() => import('../../../app/routes/seller-shipping'), 20_000);

describe('/seller/shipping', { timeout: 30_000 }, () => {
  it('shows an overlap under its band before saving, and saves the fixed bands in grams', async () => {
    signInStaff(undefined, OWNER);
    const { sent } = stubShipping();
    const user = userEvent.setup();
    renderApp({ path: '/seller/shipping' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delivery fees' }),
    ).toBeInTheDocument();
    const method = await screen.findByRole('listitem', { name: 'Yangon Standard' });
    expect(within(method).getByText(/Orders use this method/)).toBeInTheDocument();
    const band2 = within(method).getByRole('listitem', { name: 'Band 2' });
    const from = within(band2).getByRole('textbox', { name: 'From (g)' });
    await user.clear(from);
    await user.type(from, '1500');
    await user.click(screen.getByRole('button', { name: 'Save delivery fees' }));
    expect(
      await within(band2).findByText(
        'Band 2 overlaps band 1, which ends at 2,000 g: start it at 2,001 g.',
      ),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // Errors follow the typing once a save was tried: a gap is named at once.
    await user.clear(from);
    await user.type(from, '2500');
    expect(within(band2).getByText(/Band 2 leaves a gap/)).toBeInTheDocument();
    await user.clear(from);
    await user.type(from, '2001');
    expect(within(band2).queryByRole('alert')).toBeNull();

    await user.click(within(method).getByRole('button', { name: 'Add band' }));
    const band3 = within(method).getByRole('listitem', { name: 'Band 3' });
    expect(within(band3).getByRole('textbox', { name: 'From (g)' })).toHaveValue('5001');
    await user.type(within(band3).getByRole('textbox', { name: 'To (g)' }), '10000');
    await user.type(within(band3).getByRole('textbox', { name: 'Fee (MMK)' }), '6500.50');
    await user.click(screen.getByRole('button', { name: 'Save delivery fees' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(sent[0]!.methods[0]).toEqual({
      guid: METHODS[0]!.guid,
      name: 'Yangon Standard',
      nameMm: 'ရန်ကုန် ပုံမှန်',
      region: 'Myanmar',
      enabled: true,
      townships: [TOWNSHIP_KAMAYUT.guid],
      bands: [
        { fromGrams: 0, toGrams: 2000, fee: 2500 },
        { fromGrams: 2001, toGrams: 5000, fee: 4000 },
        { fromGrams: 5001, toGrams: 10000, fee: 6500.5 },
      ],
    });
  });

  it('chooses townships by region, all of a region at once, and previews the unsaved fee', async () => {
    signInStaff(undefined, OWNER);
    const { sent } = stubShipping();
    const user = userEvent.setup();
    renderApp({ path: '/seller/shipping' });
    const method = await screen.findByRole('listitem', { name: 'Yangon Standard' });
    expect(within(method).getByText('Delivers to 1 township.')).toBeInTheDocument();

    const preview = screen.getByRole('region', { name: 'Fee preview' });
    const weight = within(preview).getByRole('textbox', { name: 'Parcel weight (g)' });
    const township = within(preview).getByRole('combobox', { name: 'Township' });
    await user.selectOptions(township, BAHAN.guid);
    expect(
      within(preview).getByText('No method delivers this parcel to this township.'),
    ).toBeInTheDocument();

    await user.click(within(method).getByRole('checkbox', { name: 'All townships of Yangon' }));
    expect(within(method).getByText('Delivers to 2 townships.')).toBeInTheDocument();
    await user.clear(weight);
    await user.type(weight, '3000');
    expect(within(preview).getByText('4,000 MMK')).toBeInTheDocument();
    expect(within(preview).getByText(/Yangon Standard/)).toHaveTextContent('Band 2');

    // Another region's townships, found by their Burmese name.
    await user.selectOptions(
      within(method).getByRole('combobox', { name: 'State or region' }),
      'Mandalay',
    );
    await user.type(within(method).getByRole('searchbox', { name: 'Search townships' }), 'ချမ်း');
    await user.click(within(method).getByRole('checkbox', { name: /Chanayethazan/ }));
    expect(within(method).getByText('Delivers to 3 townships.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save delivery fees' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.methods[0]!.townships).toEqual([
      TOWNSHIP_KAMAYUT.guid,
      BAHAN.guid,
      CHANAYETHAZAN.guid,
    ]);
  });

  it('keeps the form and its Saved line while the saved methods are read again', async () => {
    signInStaff(undefined, OWNER);
    const { calls } = stubShipping({ readDelayMs: 300 });
    const user = userEvent.setup();
    renderApp({ path: '/seller/shipping' });
    const method = await screen.findByRole('listitem', { name: 'Yangon Standard' });
    const band = within(method).getByRole('listitem', { name: 'Band 1' });
    const fee = within(band).getByRole('textbox', { name: 'Fee (MMK)' });
    await user.clear(fee);
    await user.type(fee, '2700');
    await user.click(screen.getByRole('button', { name: 'Save delivery fees' }));
    const reads = () =>
      calls.filter((c) => c.method === 'GET' && new URL(c.url).pathname.endsWith('/shipping'));
    // The save makes the page read the shop's methods again; the form stays meanwhile and after.
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved. New checkouts of this shop use these fees.',
    );
    const saved = screen.getByRole('listitem', { name: 'Yangon Standard' });
    expect(
      within(within(saved).getByRole('listitem', { name: 'Band 1' })).getByRole('textbox', {
        name: 'Fee (MMK)',
      }),
    ).toHaveValue('2700');
  });

  it('speaks Burmese: names, band errors and numbers', async () => {
    signInStaff(undefined, OWNER);
    stubShipping();
    const user = userEvent.setup();
    renderApp({ path: '/seller/shipping', storage: BURMESE });
    expect(await screen.findByRole('heading', { level: 1, name: 'ပို့ခ' })).toBeInTheDocument();
    const method = await screen.findByRole('listitem', { name: 'ရန်ကုန် ပုံမှန်' });
    const band1 = within(method).getByRole('listitem', { name: 'အဆင့် ၁' });
    const from = within(band1).getByRole('textbox', { name: 'မှ (ဂရမ်)' });
    await user.clear(from);
    await user.type(from, '5');
    await user.click(screen.getByRole('button', { name: 'ပို့ခများ သိမ်းရန်' }));
    expect(await within(band1).findByText('ပထမအဆင့်သည် ၀ ဂရမ်မှ စရပါမည်။')).toBeInTheDocument();
  });
});
