import { drawWalletReceipt } from '../apps/api/src/modules/receipt-reading/test/wallet-receipts';
import { expect, switchLanguage, test, type Language } from './fixtures';
import { placeOrder, staffOf } from './shop-orders';
import { registerShopper } from './shoppers';

/*
 * What the receipt reader found, beside the receipt in the order console
 * (docs/decisions/0026-receipt-reading.md), against the real server and its tesseract: the
 * shopper pays with a KBZPay receipt of the order's total, paid to the shop's account; staff
 * of Yangon Mart see it read, in their language, and the page is photographed for review.
 */

const YANGON_MART = staffOf('yangon-mart');

const TEXT = {
  en: {
    username: 'Username or phone',
    password: 'Password',
    signIn: 'Sign in',
    panel: 'Read from the receipt',
    amountMatches: 'Matches the amount due',
    payeeMatches: 'One of your wallet accounts',
  },
  mm: {
    username: 'အသုံးပြုသူအမည် သို့မဟုတ် ဖုန်းနံပါတ်',
    password: 'စကားဝှက်',
    signIn: 'အကောင့်ဝင်မည်',
    panel: 'ငွေလွှဲပြေစာမှ ဖတ်ထားသည်များ',
    amountMatches: 'ပေးရမည့်ငွေနှင့် ကိုက်ညီသည်',
    payeeMatches: 'ဆိုင်၏ ငွေလက်ခံအကောင့် ဖြစ်သည်',
  },
} satisfies Record<Language, Record<string, string>>;

for (const language of ['en', 'mm'] as const) {
  test(`staff see what was read on the receipt (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    const text = TEXT[language];
    const shopper = await registerShopper(request);
    const transactionNo = `7${String(Date.now()).slice(-11)}`;
    const { saleGuid } = await placeOrder(request, shopper, {
      receiptFor: (total) =>
        drawWalletReceipt({
          wallet: 'KBZPay',
          layout: 'rows',
          amount: total,
          transactionNo: transactionNo.replace(/(\d{4})(?=\d)/g, '$1 '),
          payeeName: 'Kyaw Min Htet',
          payeeNumber: '09 250 123 456',
        }),
    });

    await page.goto('/seller/login');
    if (language !== 'en') await switchLanguage(page, language);
    await page.getByRole('textbox', { name: text.username }).fill(YANGON_MART.username);
    await page.getByLabel(text.password, { exact: true }).fill(YANGON_MART.password);
    await page.getByRole('button', { name: text.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/seller$/);

    // The reader takes a moment: the page is opened again until the receipt is read.
    const panel = page.getByRole('region', { name: text.panel });
    await expect(async () => {
      await page.goto(`/seller/orders/${saleGuid}`);
      await expect(panel).toContainText(text.amountMatches, { timeout: 2_000 });
    }).toPass({ timeout: 25_000 });
    await expect(panel).toContainText(text.payeeMatches);
    await expect(panel).toContainText(transactionNo);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`receipt-reading-${language}.png`),
      fullPage: true,
    });
  });
}
