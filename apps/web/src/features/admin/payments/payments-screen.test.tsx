import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminWallet, AdminWalletsPut } from '@storefront/contract/admin-payments';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { SELLER_PROFILE, signInStaff, silentStream } from '../../seller/test/seller-fixtures';

const OWNER = { ...SELLER_PROFILE, role: 'Owner' as const, username: 'owner', name: 'U Owner' };
const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };

const WALLETS: AdminWallet[] = [
  {
    guid: '0a000000-0000-4000-8000-000000000001',
    name: 'KBZPay',
    image: null,
    enabled: true,
    accounts: [
      {
        guid: '0a000000-0000-4000-8000-0000000000a1',
        name: 'Kyaw Min Htet',
        number: '09250123456',
      },
    ],
  },
  {
    guid: '0a000000-0000-4000-8000-000000000002',
    name: 'WavePay',
    image: null,
    enabled: true,
    accounts: [
      { guid: '0a000000-0000-4000-8000-0000000000b1', name: 'Zaw Lin Oo', number: '09795551234' },
    ],
  },
];

function stubWallets() {
  const sent: AdminWalletsPut[] = [];
  const stub = stubApi({
    'GET /v1/seller/me': () => ok(OWNER),
    'GET /v1/seller/events': () => silentStream(),
    'GET /v1/admin/payments': () => ok({ items: WALLETS }),
    'PUT /v1/admin/payments': async (request) => {
      const body = (await request.json()) as AdminWalletsPut;
      sent.push(body);
      if (body.wallets.some((w) => w.name === 'Refused'))
        return failure('The wallet name is at most 40 characters.', 422, {
          field: 'wallets[0].name',
        });
      return ok({
        items: body.wallets.map((w, i) => ({
          guid: w.guid ?? `0a000000-0000-4000-8000-00000000000${i + 5}`,
          name: w.name,
          image: w.image,
          enabled: w.enabled,
          accounts: w.accounts.map((a, j) => ({
            guid: a.guid ?? `0a000000-0000-4000-8000-0000000000c${j}`,
            name: a.name,
            number: a.number.replace(/\D/g, ''),
          })),
        })),
      });
    },
  });
  return { ...stub, sent };
}

beforeAll(() => import('../../../app/routes/seller-payments'), 20_000);

describe('/seller/payments', { timeout: 20_000 }, () => {
  it('reorders, switches off and adds an account, then saves the whole list', async () => {
    signInStaff(undefined, OWNER);
    const { sent } = stubWallets();
    const user = userEvent.setup();
    renderApp({ path: '/seller/payments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem', { name: /KBZPay|WavePay/ });
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'KBZPay',
      'WavePay',
    ]);

    await user.click(screen.getByRole('button', { name: 'Move WavePay up' }));
    const kbz = screen.getByRole('listitem', { name: 'KBZPay' });
    await user.click(within(kbz).getByRole('switch', { name: 'Offered at checkout' }));
    await user.click(within(kbz).getByRole('button', { name: /^Add account/ }));
    const names = within(kbz).getAllByRole('textbox', { name: 'Account name' });
    const numbers = within(kbz).getAllByRole('textbox', { name: /Account number/ });
    await user.type(names[1]!, 'Thida Win');
    await user.type(numbers[1]!, '09 976 543 210');
    await user.click(screen.getByRole('button', { name: 'Save wallets' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.wallets.map((w) => [w.name, w.enabled, w.accounts.length])).toEqual([
      ['WavePay', true, 1],
      ['KBZPay', false, 2],
    ]);
    expect(sent[0]!.wallets[1]!.accounts[1]).toEqual({
      guid: null,
      name: 'Thida Win',
      number: '09 976 543 210',
    });
    expect(sent[0]!.wallets[1]!.guid).toBe(WALLETS[0]!.guid);
  });

  it('shows what is wrong under each field and sends nothing until it is fixed', async () => {
    signInStaff(undefined, OWNER);
    const { sent } = stubWallets();
    const user = userEvent.setup();
    renderApp({ path: '/seller/payments' });
    await user.click(await screen.findByRole('button', { name: 'Add wallet' }));
    const added = screen.getByRole('listitem', { name: 'Wallet 3' });
    await user.click(within(added).getByRole('switch', { name: 'Offered at checkout' }));
    const wave = screen.getByRole('listitem', { name: 'WavePay' });
    const number = within(wave).getByRole('textbox', { name: /Account number/ });
    await user.clear(number);
    await user.type(number, '09-ABC');
    await user.click(screen.getByRole('button', { name: 'Save wallets' }));

    expect(
      await screen.findByText('Please fix the 3 fields marked below before saving.'),
    ).toBeInTheDocument();
    expect(within(added).getByText('Please enter a name.')).toBeInTheDocument();
    expect(within(added).getByText(/needs at least one account/)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(within(wave).getByText(/Use 6 to 20 digits/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it("puts the server's refusal under the field it names", async () => {
    signInStaff(undefined, OWNER);
    stubWallets();
    const user = userEvent.setup();
    renderApp({ path: '/seller/payments' });
    const name = (await screen.findAllByRole('textbox', { name: 'Wallet name' }))[0]!;
    await user.clear(name);
    await user.type(name, 'Refused');
    await user.click(screen.getByRole('button', { name: 'Save wallets' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The wallet name is at most 40 characters.')).toBeInTheDocument();
  });

  it('tells staff the page is for owners, without calling the owners’ API', async () => {
    signInStaff();
    const { calls } = stubApi({
      'GET /v1/seller/me': () => ok(SELLER_PROFILE),
      'GET /v1/seller/events': () => silentStream(),
    });
    renderApp({ path: '/seller/payments' });
    expect(
      await screen.findByText("This page is for the business's owners only."),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/v1/admin/'))).toBe(false);
  });

  it('speaks Burmese on a Burmese page', async () => {
    signInStaff(undefined, OWNER);
    stubWallets();
    renderApp({ path: '/seller/payments', storage: BURMESE });
    expect(await screen.findByRole('heading', { level: 1, name: 'ငွေပေးချေမှု' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'ဝေါလက်များ သိမ်းရန်' })).toBeInTheDocument();
    expect(screen.getAllByText('အကောင့် ၁ ခု')).toHaveLength(2);
  });
});
