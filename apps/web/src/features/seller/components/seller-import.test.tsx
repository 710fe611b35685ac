import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult } from '@storefront/contract/seller-catalog';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { SELLER_PROFILE, SELLER_TOKEN, signInStaff, silentStream } from '../test/seller-fixtures';

const IMPORT = 'POST /v1/seller/products/import';
const PATH = '/seller/products/import';
const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };

function result(overrides: Partial<ImportResult> = {}): ImportResult {
  return {
    dryRun: true,
    rows: 3,
    created: 1,
    updated: 1,
    unchanged: 0,
    errors: [],
    warnings: [],
    ...overrides,
  };
}

const WITH_PROBLEMS = result({
  errors: [
    {
      row: 3,
      column: 'discounted_price',
      code: 'discountNotLower',
      params: {},
      message: 'The discounted price must be lower than the price.',
    },
    {
      row: 4,
      column: 'sku',
      code: 'skuTaken',
      params: { sku: 'LG-1' },
      message: 'SKU LG-1 is used by another product.',
    },
    {
      row: 5,
      column: null,
      code: 'somethingNew',
      params: {},
      message: 'Row 5 is something the console does not know yet.',
    },
  ],
  warnings: [
    {
      row: 2,
      column: 'name_mm',
      code: 'zawgyiConverted',
      params: {},
      message: 'Typed in Zawgyi.',
    },
  ],
});

function stubImport(handler: Handler, extra: Record<string, Handler> = {}) {
  return stubApi({
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    'GET /v1/seller/events': () => silentStream(),
    [IMPORT]: handler,
    ...extra,
  });
}

const csv = (text: string, name = 'products.csv') => new File([text], name, { type: 'text/csv' });
const importCalls = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/v1/seller/products/import');

// The page's modules, imported once before the first test rather than inside its time.
beforeAll(() => import('../../../app/routes/seller-products-import'), 20_000);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  // @ts-expect-error jsdom has none; the stand-ins are removed again.
  delete URL.createObjectURL;
  // @ts-expect-error as above
  delete URL.revokeObjectURL;
});

describe('/seller/products/import', { timeout: 20_000 }, () => {
  it('previews a file: every problem by row and column, and no import while there are any', async () => {
    signInStaff();
    const { calls } = stubImport(() => ok(WITH_PROBLEMS));
    renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Choose a CSV file'),
      csv('product_key,name,option_name,price\nlongyi,Longyi,Blue,15000\n'),
    );

    const preview = await screen.findByRole('region', { name: 'What products.csv would do' });
    expect(preview).toHaveTextContent('3 rows read');
    expect(preview).toHaveTextContent('1 new product');
    expect(preview).toHaveTextContent('1 product updated');
    expect(within(preview).getByText('3 problems to fix in the file')).toBeInTheDocument();
    const [problems, notes] = within(preview).getAllByRole('table');
    const rows = within(problems!).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3discounted_priceThe discounted price must be lower than the price.',
      '4skuAnother product of the shop already uses this SKU.',
      // A code the console does not know yet: the server's own words.
      '5Whole rowRow 5 is something the console does not know yet.',
    ]);
    expect(within(notes!).getAllByRole('row')[1]).toHaveTextContent(
      '2name_mmTyped in Zawgyi; it is saved as Unicode.',
    );
    expect(within(preview).getByRole('button', { name: 'Import 2 products' })).toBeDisabled();
    expect(within(preview).getByText('Fix the problems in the file first.')).toBeInTheDocument();

    const [sent] = importCalls(calls);
    expect(new URL(sent!.url).searchParams.get('dryRun')).toBe('true');
    expect(sent!.headers.get('content-type')).toBe('text/csv');
    expect(sent!.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);
    expect(importCalls(calls)).toHaveLength(1);
  });

  it('imports a clean file only when asked, and says what it did', async () => {
    signInStaff();
    const { calls } = stubImport((request) =>
      new URL(request.url).searchParams.get('dryRun') === 'true'
        ? ok(result())
        : ok(result({ dryRun: false, unchanged: 3 })),
    );
    renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Choose a CSV file'), csv('name\nLongyi\n'));
    const preview = await screen.findByRole('region', { name: 'What products.csv would do' });
    expect(preview).toHaveTextContent('No problems found. Press Import to save it.');
    expect(importCalls(calls)).toHaveLength(1);

    await user.click(within(preview).getByRole('button', { name: 'Import 2 products' }));
    expect(await screen.findByText('Imported: 1 new, 1 updated, 3 unchanged.')).toBeInTheDocument();
    const commit = importCalls(calls)[1]!;
    expect(new URL(commit.url).searchParams.get('dryRun')).toBe('false');
    expect(screen.getByRole('link', { name: 'See the products' })).toHaveAttribute(
      'href',
      '/seller/products',
    );
  });

  it('downloads the export through the staff token, as a file', async () => {
    signInStaff();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = stubImport(() => ok(result()), {
      'GET /v1/seller/products/export': () =>
        new Response('\uFEFFname\nLongyi\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="yangon-mart-products.csv"',
          },
        }),
    });
    renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('yangon-mart-products.csv');
    expect(link.href).toBe('blob:export');
    const exported = calls.find((call) => call.url.endsWith('/v1/seller/products/export'))!;
    expect(exported.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);
    click.mockRestore();
  });

  it('in Burmese: the problems and the column table in Burmese', async () => {
    signInStaff();
    stubImport(() =>
      ok(
        result({
          rows: 0,
          created: 0,
          updated: 0,
          errors: [
            {
              row: 1,
              column: null,
              code: 'badEncoding',
              params: {},
              message: 'The file is not UTF-8.',
            },
          ],
        }),
      ),
    );
    renderApp({ path: PATH, storage: BURMESE });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ဖိုင်ဖြင့် ထည့်ရန်နှင့် ထုတ်ရန်' }),
    ).toBeInTheDocument();
    const columns = screen.getByRole('region', { name: 'ဖိုင်၏ ကော်လံများ' });
    expect(within(columns).getByRole('row', { name: /^price / })).toHaveTextContent(
      'ဆိုင်၏ ငွေကြေးဖြင့် ဈေးနှုန်း၊ ဒဿမ နှစ်နေရာအထိ (မဖြစ်မနေ)။',
    );
    // The words the file itself holds stay as the file writes them.
    expect(within(columns).getByRole('row', { name: /^status / })).toHaveTextContent(
      'Draft (မူကြမ်း)၊ Active (ရောင်းနေဆဲ) သို့မဟုတ် Archived (ရောင်းချမှု ရပ်ထား)။ ပစ္စည်းအသစ်တွင် ကွက်လပ်ဆိုလျှင် Draft။',
    );
    await user.upload(screen.getByLabelText('CSV ဖိုင် ရွေးမည်'), csv('name\n', 'ကုန်ပစ္စည်း.csv'));
    const preview = await screen.findByRole('region', {
      name: 'ကုန်ပစ္စည်း.csv ဖြင့် ပြောင်းလဲမည့် အရာများ',
    });
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent(
      '၁အတန်း တစ်ခုလုံးဖိုင်ကို UTF-8 ဖြင့် သိမ်းမထားပါ။ “CSV UTF-8” အဖြစ် ပြန်သိမ်းပါ။',
    );
    expect(within(preview).getByRole('button', { name: 'ပစ္စည်း ၀ ခု ထည့်သွင်းမည်' })).toBeDisabled();
  });

  it('says a file the server refused as a whole, in the staff language', async () => {
    signInStaff();
    stubImport(() => failure('Send the file as text/csv.', 415));
    renderApp({ path: PATH, storage: BURMESE });
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('CSV ဖိုင် ရွေးမည်'), csv('name\n'));
    // Never the server's English on a Burmese page.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ဖိုင်ကို စစ်ဆေး၍ မရပါ- ထည့်ထားသော အချက်အလက် အချို့ကို လက်မခံပါ။ စစ်ဆေးပြီး ထပ်မံကြိုးစားပါ။',
    );
  });
});
