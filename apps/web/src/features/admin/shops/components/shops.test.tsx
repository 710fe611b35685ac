import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminShop, ShopWriteInput } from '@storefront/contract/admin-shops';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';
import { SELLER_PROFILE, signInStaff, silentStream } from '../../../seller/test/seller-fixtures';

const OWNER_PROFILE = { ...SELLER_PROFILE, role: 'Owner' as const, username: 'owner' };
const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };

const TEA: AdminShop = {
  guid: '0a0b0c0d-0000-4000-8000-000000000001',
  name: 'Golden Tea',
  nameMm: 'ရွှေလက်ဖက်',
  slug: 'golden-tea',
  hostName: 'golden-tea.localhost',
  hostNames: ['goldentea.example.com'],
  primaryPhone: '09450012345',
  address: 'No. 12, Anawrahta Road, Yangon',
  addressMm: null,
  facebookUrl: 'https://facebook.com/goldentea',
  viberUrl: null,
  logoImageGuid: null,
  bannerImageGuid: null,
  status: 'Open',
  cashOnDelivery: true,
  isDefault: false,
  productCount: 12,
  staffCount: 2,
  createdOn: '2026-11-01T09:00:00.000Z',
};
const BOOKS: AdminShop = {
  ...TEA,
  guid: '0a0b0c0d-0000-4000-8000-000000000002',
  name: 'Pansodan Books',
  nameMm: null,
  slug: 'pansodan',
  hostName: 'pansodan.localhost',
  hostNames: [],
  status: 'Paused',
  cashOnDelivery: false,
  productCount: 1,
  staffCount: 0,
};

function stubShops(shops: AdminShop[] = [TEA, BOOKS]) {
  let current = shops;
  const sent: { method: string; body: ShopWriteInput }[] = [];
  const stub = stubApi({
    'GET /v1/seller/me': () => ok(OWNER_PROFILE),
    'GET /v1/seller/events': () => silentStream(),
    'GET /v1/admin/shops': () => ok({ items: current, baseHost: 'localhost' }),
    'POST /v1/admin/shops': async (request) => {
      const body = (await request.json()) as ShopWriteInput;
      sent.push({ method: 'POST', body });
      if (body.slug === 'golden-tea')
        return failure('Another shop already has the slug golden-tea.', 409, { field: 'slug' });
      const shop: AdminShop = {
        ...TEA,
        ...body,
        nameMm: body.nameMm ?? null,
        addressMm: body.addressMm ?? null,
        facebookUrl: body.facebookUrl ?? null,
        viberUrl: body.viberUrl ?? null,
        guid: '0a0b0c0d-0000-4000-8000-000000000003',
        hostName: `${body.slug}.localhost`,
        productCount: 0,
        staffCount: 0,
      };
      current = [...current, shop];
      return ok(shop);
    },
    [`PUT /v1/admin/shops/${TEA.guid}`]: async (request) => {
      const body = (await request.json()) as ShopWriteInput;
      sent.push({ method: 'PUT', body });
      const shop = { ...TEA, ...body } as AdminShop;
      current = current.map((s) => (s.guid === TEA.guid ? shop : s));
      return ok(shop);
    },
  });
  return { ...stub, sent };
}

beforeAll(async () => {
  await import('../../../../app/routes/seller-shops');
  await import('../../../../app/routes/seller-shop');
  await import('../../../../app/routes/seller-shop-new');
}, 30_000);

describe('/seller/shops', { timeout: 30_000 }, () => {
  it('lists every shop with its status, addresses and counts', async () => {
    signInStaff('owner-token', OWNER_PROFILE);
    stubShops();
    renderApp({ path: '/seller/shops' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shops' })).toBeInTheDocument();
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;
    const tea = await card('Golden Tea');
    const books = await card('Pansodan Books');
    expect(tea).toHaveTextContent('Open');
    expect(tea).toHaveTextContent('golden-tea.localhost · goldentea.example.com');
    expect(tea).toHaveTextContent('12 products · 2 staff');
    expect(books).toHaveTextContent('Paused');
    expect(books).toHaveTextContent('No cash on delivery');
    expect(within(tea).getByRole('link', { name: 'Edit: Golden Tea' })).toHaveAttribute(
      'href',
      `/seller/shops/${TEA.guid}`,
    );
    expect(screen.getByRole('link', { name: 'Open a shop' })).toHaveAttribute(
      'href',
      '/seller/shops/new',
    );
  });

  it('writes the list in Burmese, names and counts included', async () => {
    signInStaff('owner-token', OWNER_PROFILE);
    stubShops();
    renderApp({ path: '/seller/shops', storage: BURMESE });
    expect(await screen.findByRole('heading', { level: 1, name: 'ဆိုင်များ' })).toBeInTheDocument();
    expect(await screen.findByText('ပစ္စည်း ၁၂ ခု · ဝန်ထမ်း ၂ ဦး')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ရွှေလက်ဖက်' })).toBeInTheDocument();
    expect(screen.getByText('ခေတ္တရပ်ထားသည်')).toBeInTheDocument();
  });

  it('tells staff the page is for owners, and asks the server nothing', async () => {
    signInStaff();
    const { calls } = stubShops();
    renderApp({ path: '/seller/shops' });
    expect(
      await screen.findByText("Only the business's owners can open and edit shops."),
    ).toBeInTheDocument();
    expect(calls.some((c) => new URL(c.url).pathname === '/v1/admin/shops')).toBe(false);
  });

  it('opens a shop: checks the fields before sending, suggests the slug, then shows the saved shop', async () => {
    const user = userEvent.setup();
    signInStaff('owner-token', OWNER_PROFILE);
    const { sent } = stubShops();
    const { router } = renderApp({ path: '/seller/shops/new' });
    const name = await screen.findByRole('textbox', { name: 'Shop name' });
    await user.type(name, 'Shwe Longyi');
    expect(screen.getByRole('textbox', { name: 'Short name for the address' })).toHaveValue(
      'shwe-longyi',
    );
    expect(
      screen.getByText(/The shop's address will be shwe-longyi\.localhost/),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Open the shop' }));
    // Refused before sending: each field says what is wrong.
    expect(
      await screen.findByText('Enter a Myanmar mobile number, such as 09 450 012 345.'),
    ).toBeInTheDocument();
    expect(screen.getByText("Enter the shop's address (at most 300 letters).")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '09 450 012 345');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Bogyoke Market, Yangon');
    await user.type(
      screen.getByRole('textbox', { name: 'Other addresses (Optional)' }),
      'longyi.example.com{enter}www.longyi.example.org',
    );
    await user.click(screen.getByRole('checkbox', { name: /Take cash on delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Open the shop' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/seller/shops/0a0b0c0d-0000-4000-8000-000000000003',
      ),
    );
    expect(sent[0]?.body).toEqual({
      name: 'Shwe Longyi',
      nameMm: null,
      slug: 'shwe-longyi',
      hostNames: ['longyi.example.com', 'www.longyi.example.org'],
      primaryPhone: '09 450 012 345',
      address: 'Bogyoke Market, Yangon',
      addressMm: null,
      facebookUrl: null,
      viberUrl: null,
      logoImageGuid: null,
      bannerImageGuid: null,
      status: 'Open',
      cashOnDelivery: false,
    });
    expect(
      await screen.findByText('The shop is open at shwe-longyi.localhost.'),
    ).toBeInTheDocument();
  });

  it('puts a taken slug under its field', async () => {
    const user = userEvent.setup();
    signInStaff('owner-token', OWNER_PROFILE);
    stubShops();
    renderApp({ path: '/seller/shops/new' });
    await user.type(await screen.findByRole('textbox', { name: 'Shop name' }), 'Golden Tea');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '09450012345');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Yangon');
    await user.click(screen.getByRole('button', { name: 'Open the shop' }));
    expect(
      await screen.findByRole('textbox', { name: 'Short name for the address' }),
    ).toHaveAccessibleDescription(
      'Another shop already has this short name or address. Choose another.',
    );
  });

  it('pauses a shop after saying what shoppers will see', async () => {
    const user = userEvent.setup();
    signInStaff('owner-token', OWNER_PROFILE);
    const { sent } = stubShops();
    renderApp({ path: `/seller/shops/${TEA.guid}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Golden Tea' }),
    ).toBeInTheDocument();
    // An edit not yet saved stays in the form, and is not sent with the pause.
    await user.type(screen.getByRole('textbox', { name: 'Shop name' }), ' (new)');
    await user.click(screen.getByRole('button', { name: 'Pause the shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Golden Tea?' });
    expect(dialog).toHaveTextContent(
      'Shoppers still see the shop and its products, but they cannot add them to a cart or check out.',
    );
    expect(dialog).toHaveTextContent('staff can still finish them');
    await user.click(within(dialog).getByRole('button', { name: 'Pause the shop' }));
    expect(await screen.findByText('The shop is paused.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ status: 'Paused', name: 'Golden Tea' });
    expect(screen.getByRole('textbox', { name: 'Shop name' })).toHaveValue('Golden Tea (new)');
    expect(
      await screen.findByText('The shop is paused: shoppers cannot order from it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen the shop' })).toBeInTheDocument();
  });
});
