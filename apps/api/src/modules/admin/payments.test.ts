import {
  AdminWalletsResponseSchema,
  type AdminWallet,
  type AdminWalletsPut,
} from '@storefront/contract/admin-payments';
import { AuditPageResponseSchema } from '@storefront/contract/admin-audit';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { PaymentListResponseSchema } from '@storefront/contract/payments';
import type { InvoiceCreateRequest } from '@storefront/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addImage } from '../../test/fixtures';
import { drawPhoto, multipartBody } from '../images/test/phone-photos';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  postInvoice,
  receiptImage,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addBusinessOwner, addShopSeller, type Seller } from '../../test/seller-fixtures';

describe.each(testDialects())('owners run the wallets on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
  let staff: Seller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    owner = await addBusinessOwner(t);
    staff = await addShopSeller(t, w.shop.guid);
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'GET', url: '/v1/admin/payments', headers });
  const put = (payload: unknown, headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'PUT', url: '/v1/admin/payments', headers, payload: payload as object });
  const wallets = async (): Promise<AdminWallet[]> =>
    parseBody(AdminWalletsResponseSchema, (await get()).body).data.items;
  const asInput = (list: AdminWallet[]): AdminWalletsPut => ({
    wallets: list.map((x) => ({ ...x, accounts: x.accounts.map((a) => ({ ...a })) })),
  });
  const refusal = (res: { statusCode: number; body: string }) => ({
    status: res.statusCode,
    ...parseBody(ErrorEnvelopeSchema, res.body),
  });
  const shopperList = async () =>
    parseBody(
      PaymentListResponseSchema,
      (
        await t.app.inject({
          url: '/v1/payment/list_all_business_payment',
          headers: w.alice.auth,
        })
      ).body,
    ).data.items;

  it('keeps both calls from visitors (401), shoppers and staff (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/admin/payments' })).statusCode).toBe(401);
    expect((await put({ wallets: [] }, {})).statusCode).toBe(401);
    for (const headers of [w.alice.auth, staff.auth]) {
      expect((await get(headers)).statusCode).toBe(403);
      const res = await put({ wallets: [] }, headers);
      expect(res.statusCode).toBe(403);
      expect(parseBody(ErrorEnvelopeSchema, res.body).message).toMatch(/owners only/);
    }
    expect((await wallets()).map((x) => x.name)).toEqual(['KBZPay']);
  });

  it('adds a wallet with a logo, reorders, renames and keeps the ids of kept rows', async () => {
    const before = await wallets();
    const kbz = before[0]!;
    const logo = await addImage(t.db, 'product');
    const res = await put({
      wallets: [
        {
          name: '  Wave   Pay ',
          image: logo,
          enabled: true,
          accounts: [{ name: 'Zaw Lin Oo', number: '09-795 551 234' }],
        },
        {
          ...kbz,
          name: 'KBZ Pay',
          accounts: [
            { ...kbz.accounts[0]!, name: 'Kyaw Min Htet (shop)' },
            { name: 'Thida Win', number: '09976543210' },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = parseBody(AdminWalletsResponseSchema, res.body).data.items;
    expect(after.map((x) => [x.name, x.image, x.enabled])).toEqual([
      ['Wave Pay', logo, true],
      ['KBZ Pay', kbz.image, true],
    ]);
    expect(after[0]!.accounts[0]).toMatchObject({ name: 'Zaw Lin Oo', number: '09795551234' });
    expect(after[1]!.guid).toBe(kbz.guid);
    expect(after[1]!.accounts.map((a) => a.name)).toEqual(['Kyaw Min Htet (shop)', 'Thida Win']);
    expect(after[1]!.accounts[0]!.guid).toBe(kbz.accounts[0]!.guid);
    expect(await wallets()).toEqual(after);
    // Checkout offers them in the owner's order.
    expect((await shopperList()).map((p) => p.paymentType)).toEqual(['Wave Pay', 'KBZ Pay']);
  });

  it('takes a logo the owner uploaded through the photo pipeline', async () => {
    const { payload, headers } = multipartBody(
      await drawPhoto({ width: 256, height: 256, format: 'png' }),
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/images',
      headers: { ...headers, ...owner.auth },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logo = (JSON.parse(uploaded.body) as { data: { guid: string } }).data.guid;
    const input = asInput(await wallets());
    input.wallets[0]!.image = logo;
    const res = await put(input);
    expect(res.statusCode, res.body).toBe(200);
    expect((await wallets())[0]!.image).toBe(logo);
    const shown = await t.app.inject({ url: `/v1/image/download/${logo}` });
    expect(shown.statusCode).toBe(200);
  });

  it('swaps two names in one save (names are unique)', async () => {
    const list = await wallets();
    const input = asInput(list);
    input.wallets[0]!.name = list[1]!.name;
    input.wallets[1]!.name = list[0]!.name;
    const res = await put(input);
    expect(res.statusCode, res.body).toBe(200);
    expect((await wallets()).map((x) => x.name)).toEqual([list[1]!.name, list[0]!.name]);
    const back = asInput(await wallets());
    back.wallets[0]!.name = list[0]!.name;
    back.wallets[1]!.name = list[1]!.name;
    expect((await put(back)).statusCode).toBe(200);
  });

  it.each<[string, (input: AdminWalletsPut) => void, string, RegExp]>([
    ['an empty wallet name', (i) => (i.wallets[0]!.name = '  '), 'wallets[0].name', /wallet name/],
    [
      'a wallet name over 40 characters',
      (i) => (i.wallets[1]!.name = 'K'.repeat(41)),
      'wallets[1].name',
      /at most 40/,
    ],
    [
      'two wallets of one name',
      (i) => (i.wallets[1]!.name = i.wallets[0]!.name.toUpperCase()),
      'wallets[1].name',
      /both called/,
    ],
    [
      'an account number with letters',
      (i) => (i.wallets[0]!.accounts[0]!.number = '09-ABC-1234'),
      'wallets[0].accounts[0].number',
      /6 to 20 digits/,
    ],
    [
      'an account number too short',
      (i) => (i.wallets[0]!.accounts[0]!.number = '12345'),
      'wallets[0].accounts[0].number',
      /6 to 20 digits/,
    ],
    [
      'an account number too long',
      (i) => (i.wallets[0]!.accounts[0]!.number = '1'.repeat(21)),
      'wallets[0].accounts[0].number',
      /6 to 20 digits/,
    ],
    [
      'an empty account name',
      (i) => (i.wallets[1]!.accounts[1]!.name = '\u200b'),
      'wallets[1].accounts[1].name',
      /account name/,
    ],
    [
      'one number twice in a wallet',
      (i) =>
        i.wallets[1]!.accounts.push({ name: 'Again', number: i.wallets[1]!.accounts[0]!.number }),
      'wallets[1].accounts[2].number',
      /same number/,
    ],
    [
      'a switched-on wallet without accounts',
      (i) => (i.wallets[0]!.accounts = []),
      'wallets[0].accounts',
      /no account/,
    ],
    [
      "another wallet's account id",
      (i) => (i.wallets[0]!.accounts[0]!.guid = i.wallets[1]!.accounts[0]!.guid),
      'wallets[0].accounts[0].guid',
      /not one of its accounts/,
    ],
    [
      'a wallet id that is not one',
      (i) => (i.wallets[0]!.guid = '9b2f4c1e-0000-4000-8000-000000000000'),
      'wallets[0].guid',
      /not one of the business/,
    ],
    [
      'a logo that is no stored picture',
      (i) => (i.wallets[0]!.image = '9b2f4c1e-0000-4000-8000-000000000001'),
      'wallets[0].image',
      /not an uploaded picture/,
    ],
  ])(
    'refuses %s (422 naming the field), changing nothing',
    async (_name, change, field, message) => {
      const before = await wallets();
      const input = asInput(before);
      change(input);
      const res = await put(input);
      expect(refusal(res)).toMatchObject({ status: 422, field });
      expect(refusal(res).message).toMatch(message);
      expect(await wallets()).toEqual(before);
    },
  );

  it('refuses a private picture (a receipt) as a logo', async () => {
    const before = await wallets();
    const input = asInput(before);
    input.wallets[0]!.image = await addImage(t.db, 'receipt', false);
    expect(refusal(await put(input))).toMatchObject({ status: 422, field: 'wallets[0].image' });
  });

  it('refuses malformed bodies with a 400, never a 5xx', async () => {
    for (const payload of [
      {},
      { wallets: 'all' },
      { wallets: [{ name: 'X', image: 'nope', enabled: true, accounts: [] }] },
      { wallets: [{ name: 'x'.repeat(600), image: null, enabled: true, accounts: [] }] },
      {
        wallets: Array.from({ length: 21 }, () => ({
          name: 'x',
          image: null,
          enabled: false,
          accounts: [],
        })),
      },
      { wallets: [{ name: 'X', image: null, enabled: 'yes', accounts: [] }] },
    ]) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });

  it('a switched-off wallet is not offered, and an invoice paying with it is refused (422)', async () => {
    const list = await wallets();
    const input = asInput(list);
    const kbz = input.wallets.find((x) => x.name === 'KBZ Pay')!;
    kbz.enabled = false;
    expect((await put(input)).statusCode).toBe(200);
    expect((await shopperList()).map((p) => p.paymentType)).toEqual(['Wave Pay']);

    const sale = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 8_150,
        totalShippingFees: 5_000,
      }),
    );
    const screenShot = `data:image/png;base64,${(await receiptImage('png', 32)).toString('base64')}`;
    const invoice = (over: Partial<InvoiceCreateRequest>): InvoiceCreateRequest => ({
      paymentType: 'KBZ Pay',
      accountName: 'Aye Aye',
      accountNumber: '09250000111',
      currencyCode: 'MMK',
      screenShot,
      salesOrderId: [sale],
      ...over,
    });
    const off = await postInvoice(t.app, w.alice, invoice({}));
    expect(refusal(off)).toMatchObject({ status: 422, field: 'paymentType', code: 'walletOff' });

    // A wallet that is on, but an account that is not one of its own (removed, or another's).
    const wave = list.find((x) => x.name === 'Wave Pay')!;
    const gone = await postInvoice(
      t.app,
      w.alice,
      invoice({
        paymentType: 'Wave Pay',
        paymentAccountGuid: list.find((x) => x.name === 'KBZ Pay')!.accounts[0]!.guid,
      }),
    );
    expect(refusal(gone)).toMatchObject({
      status: 422,
      field: 'paymentAccountGuid',
      code: 'walletAccountGone',
    });
    const paid = await postInvoice(
      t.app,
      w.alice,
      invoice({ paymentType: 'Wave Pay', paymentAccountGuid: wave.accounts[0]!.guid }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('removes accounts and wallets left out of the list; paid orders keep their copy', async () => {
    const before = await wallets();
    const invoicesBefore = await t.db.kysely
      .selectFrom('invoices')
      .select(['paymentType', 'accountName', 'accountNumber'])
      .execute();
    const res = await put({
      wallets: [{ ...before[0]!, accounts: [{ name: 'New holder', number: '09420000001' }] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await wallets();
    expect(after).toHaveLength(1);
    expect(after[0]!.accounts.map((a) => a.number)).toEqual(['09420000001']);
    const rows = await t.db.kysely.selectFrom('paymentAccounts').select('guid').execute();
    expect(rows).toHaveLength(1);
    expect(
      await t.db.kysely
        .selectFrom('invoices')
        .select(['paymentType', 'accountName', 'accountNumber'])
        .execute(),
    ).toEqual(invoicesBefore);
  });

  it('writes each save into the audit log with the list before and after', async () => {
    const res = await t.app.inject({ url: '/v1/admin/audit?max=100', headers: owner.auth });
    const entries = parseBody(AuditPageResponseSchema, res.body).data.items.filter(
      (e) => e.action === 'payments.update',
    );
    // Saves that succeeded only: the refusals above left nothing.
    expect(entries.length).toBe(6);
    const last = entries[0]!;
    expect(last.actorGuid).toBe(owner.guid);
    expect((last.after as { items: AdminWallet[] }).items).toEqual(await wallets());
    expect((last.before as { items: AdminWallet[] }).items).toHaveLength(2);
  });
  it('two saves at the same moment: one wins, the other is saved after it or refused with 409', async () => {
    const before = await wallets();
    const withNew = {
      wallets: [
        ...asInput(before).wallets,
        {
          name: 'MPU Pay',
          image: null,
          enabled: true,
          accounts: [{ name: 'Mya', number: '09123456789' }],
        },
      ],
    };
    const answers = await Promise.all([put(withNew), put(withNew)]);
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);
    const after = await wallets();
    expect(after.filter((x) => x.name === 'MPU Pay')).toHaveLength(1);
  });
});
