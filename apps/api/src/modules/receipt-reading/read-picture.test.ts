import { describe, expect, it } from 'vitest';
import { readReceipt } from '../sales/receipt';
import { EDITS } from '../receipts/test/receipt-edits';
import { readPicture } from './read-picture';
import { drawWalletReceipt, hasMyanmarFont, type WalletReceipt } from './test/wallet-receipts';

/** Real tesseract; a turned or mirrored copy is read in several orientations. */
const SLOW = 120_000;
const LIMIT_MS = 30_000;

const base: WalletReceipt = {
  wallet: 'KBZPay',
  layout: 'rows',
  amount: 8_150,
  transactionNo: '0123 4567 8901',
  payeeName: 'Kyaw Min Htet',
  payeeNumber: '09 250 123 456',
};

/** What the invoice keeps: the picture re-encoded as the upload route does. */
async function stored(picture: Buffer): Promise<Buffer> {
  return (await readReceipt(picture.toString('base64'))).bytes;
}

describe('reading a receipt picture', () => {
  it(
    'reads each wallet in each layout, light and dark',
    async () => {
      const cases: WalletReceipt[] = [
        { ...base },
        { ...base, wallet: 'WavePay', layout: 'stacked', isDark: true, amount: 125_000 },
        { ...base, wallet: 'AYA Pay', layout: 'stacked', transactionNo: '7788 9900 1122' },
        { ...base, wallet: 'CB Pay', layout: 'rows', isDark: true, amount: 9_900 },
      ];
      for (const receipt of cases) {
        const { facts } = await readPicture(
          await stored(await drawWalletReceipt(receipt)),
          LIMIT_MS,
        );
        expect(facts, receipt.wallet).toMatchObject({
          transactionNo: receipt.transactionNo.replace(/\D/g, ''),
          amountMinor: receipt.amount * 100,
          payeeNumber: '09250123456',
          payeeName: 'Kyaw Min Htet',
        });
      }
    },
    SLOW,
  );

  // Burmese labels need a Myanmar font to be drawn (.ci/run installs fonts-noto-core).
  it.runIf(hasMyanmarFont())(
    'reads receipts with Burmese labels',
    async () => {
      for (const receipt of [
        { ...base, language: 'my' as const },
        {
          ...base,
          wallet: 'WavePay' as const,
          layout: 'stacked' as const,
          language: 'my' as const,
          isDark: true,
        },
      ]) {
        const { facts } = await readPicture(
          await stored(await drawWalletReceipt(receipt)),
          LIMIT_MS,
        );
        expect(facts, receipt.wallet).toMatchObject({
          transactionNo: '012345678901',
          amountMinor: 815_000,
          payeeNumber: '09250123456',
        });
      }
    },
    SLOW,
  );

  it(
    'reads the same transaction number on every edited copy of one receipt',
    async () => {
      const original = await drawWalletReceipt(base);
      for (const [name, edit] of EDITS) {
        const { facts } = await readPicture(await stored(await edit(original)), LIMIT_MS);
        expect(facts.transactionNo, name).toBe('012345678901');
      }
    },
    SLOW * 2,
  );

  it(
    'reads different numbers on different transfers shown by one wallet layout',
    async () => {
      const numbers = ['0123 4567 8902', '0123 4567 8907', '5123 4567 8901'];
      const read = [];
      for (const transactionNo of numbers) {
        const picture = await drawWalletReceipt({ ...base, transactionNo, amount: 8_160 });
        read.push((await readPicture(await stored(picture), LIMIT_MS)).facts.transactionNo);
      }
      expect(read).toEqual(numbers.map((n) => n.replace(/\D/g, '')));
    },
    SLOW,
  );
});
