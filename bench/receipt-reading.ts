/**
 * Receipt reading: how often each fact is read right, per wallet, and what one receipt costs
 * (docs/decisions/0026-receipt-reading.md).
 *
 *   npx tsx bench/receipt-reading.ts      (npm run bench -- receipt-reading)
 *
 * For each wallet (KBZPay, WavePay, AYA Pay, CB Pay) receipts are drawn with sharp from SVG in
 * both layouts (label and value on one row; value under its label), light and dark, with
 * English labels and, where the machine has a Myanmar font, Burmese ones; each is sent as
 * drawn, re-compressed as JPEG at quality 50, cropped by 2 % and marked in a corner, and each
 * goes through the upload's own re-encoding first. Every receipt has its own amount, number
 * and payee. The reader's own code reads them (tesseract `eng+mya`, nice'd, one thread).
 *
 * Figures: per wallet and field (transaction number, amount, payee number) the share read
 * exactly; CPU ms per receipt (this process and tesseract's, from /proc/self/stat) and wall
 * ms. RECEIPT_BENCH_ROUNDS (default 1) repeats the whole set with other numbers.
 * Writes bench/reports/receipt-reading.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { readPicture } from '../apps/api/src/modules/receipt-reading/read-picture';
import type { Wallet } from '../apps/api/src/modules/receipt-reading/receipt-text';
import {
  drawWalletReceipt,
  hasMyanmarFont,
  type WalletReceipt,
} from '../apps/api/src/modules/receipt-reading/test/wallet-receipts';
import { findTesseract } from '../apps/api/src/modules/receipt-reading/tesseract';
import { readReceipt } from '../apps/api/src/modules/sales/receipt';
import { describeMachine } from './lib/machine';

const ROUNDS = Number(process.env.RECEIPT_BENCH_ROUNDS ?? 1);
const WALLETS: Wallet[] = ['KBZPay', 'WavePay', 'AYA Pay', 'CB Pay'];
const TICKS_PER_SECOND = 100;

const SENDINGS: [string, (p: Buffer) => Promise<Buffer>][] = [
  ['as drawn', async (p) => p],
  ['JPEG 50', (p) => sharp(p).jpeg({ quality: 50 }).toBuffer()],
  [
    'cropped 2 %',
    async (p) => {
      const { width, height } = await sharp(p).metadata();
      const [dx, dy] = [Math.round(width * 0.02), Math.round(height * 0.02)];
      return sharp(p)
        .extract({ left: dx, top: dy, width: width - 2 * dx, height: height - 2 * dy })
        .png()
        .toBuffer();
    },
  ],
  [
    'marked',
    async (p) => {
      const { width } = await sharp(p).metadata();
      const mark = await sharp({
        create: { width: 40, height: 40, channels: 3, background: '#e0115f' },
      })
        .png()
        .toBuffer();
      return sharp(p)
        .composite([{ input: mark, left: width - 60, top: 20 }])
        .png()
        .toBuffer();
    },
  ],
];

/** CPU ms this process and its finished children have used. */
function cpuMs(): number {
  const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the name: utime, stime, cutime, cstime are fields 12-15 (0-based 11-14).
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

interface Tally {
  total: number;
  txn: number;
  amount: number;
  payee: number;
}

async function main(): Promise<void> {
  const tesseract = findTesseract();
  if (!tesseract.isAvailable) throw new Error(`Cannot bench: ${tesseract.reason}`);
  const languages: ('en' | 'my')[] = hasMyanmarFont() ? ['en', 'my'] : ['en'];
  const tallies = new Map<Wallet, Tally>(
    WALLETS.map((w) => [w, { total: 0, txn: 0, amount: 0, payee: 0 }]),
  );
  const misses: string[] = [];
  let cpu = 0;
  let wall = 0;
  let count = 0;
  let serial = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const wallet of WALLETS) {
      for (const layout of ['rows', 'stacked'] as const) {
        for (const isDark of [false, true]) {
          for (const language of languages) {
            for (const [sending, send] of SENDINGS) {
              serial += 1;
              const receipt: WalletReceipt = {
                wallet,
                layout,
                isDark,
                language,
                amount: 1_000 + ((serial * 7_919) % 480_000),
                transactionNo: `${String(1000 + serial).padStart(4, '0')} ${String((serial * 48_271) % 10_000).padStart(4, '0')} ${String((serial * 16_807) % 10_000).padStart(4, '0')}`,
                payeeName: 'Kyaw Min Htet',
                payeeNumber: `09 ${String(250_000_000 + serial * 13).slice(
                  0,
                  3,
                )} ${String(100_000 + serial).slice(-6)}`,
              };
              const picture = (
                await readReceipt((await send(await drawWalletReceipt(receipt))).toString('base64'))
              ).bytes;
              const cpuBefore = cpuMs();
              const wallBefore = Date.now();
              const { facts } = await readPicture(picture, 60_000);
              cpu += cpuMs() - cpuBefore;
              wall += Date.now() - wallBefore;
              count += 1;
              const tally = tallies.get(wallet)!;
              tally.total += 1;
              const txnOk = facts.transactionNo === receipt.transactionNo.replace(/\D/g, '');
              const amountOk = facts.amountMinor === receipt.amount * 100;
              const payeeOk = facts.payeeNumber === receipt.payeeNumber.replace(/\D/g, '');
              tally.txn += Number(txnOk);
              tally.amount += Number(amountOk);
              tally.payee += Number(payeeOk);
              if (!txnOk || !amountOk || !payeeOk) {
                misses.push(
                  `${wallet} ${layout} ${isDark ? 'dark' : 'light'} ${language} ${sending}: ` +
                    `read ${JSON.stringify(facts)}`,
                );
              }
            }
          }
        }
      }
      const t = tallies.get(wallet)!;
      console.log(
        `${wallet}: ${t.total} receipts, txn ${t.txn}, amount ${t.amount}, payee ${t.payee}`,
      );
    }
  }
  const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(0)} %`;
  const rows = WALLETS.map((w) => {
    const t = tallies.get(w)!;
    return `| ${w} | ${t.total} | ${pct(t.txn, t.total)} | ${pct(t.amount, t.total)} | ${pct(t.payee, t.total)} |`;
  });
  const machine = describeMachine();
  const report = [
    '# Receipt reading',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} with \`npx tsx bench/receipt-reading.ts\` ` +
      `(RECEIPT_BENCH_ROUNDS=${ROUNDS}) on ${machine.cpus} cores (${machine.cpuModel}), ` +
      `Node ${machine.node}. Labels: ${languages.join(', ')}` +
      (languages.includes('my')
        ? '.'
        : ' (no Myanmar font on this machine, so no Burmese-labelled pictures).'),
    '',
    'Receipts drawn per wallet: 2 layouts × light and dark × ' +
      `${languages.length} language(s) × 4 sendings (as drawn, JPEG 50, cropped 2 %, marked), ` +
      'each re-encoded as the upload does. A field counts when read exactly.',
    '',
    '| Wallet | Receipts | Transaction no. | Amount | Payee number |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    `CPU per receipt (this process and tesseract): ${(cpu / count).toFixed(0)} ms; ` +
      `wall time per receipt: ${(wall / count).toFixed(0)} ms; ${count} receipts.`,
    '',
    misses.length === 0 ? 'Every field of every receipt was read.' : '## Misses',
    '',
    ...misses.map((m) => `- ${m}`),
    '',
  ].join('\n');
  const file = path.join('bench', 'reports', 'receipt-reading.md');
  fs.writeFileSync(file, report);
  console.log(report);
}

await main();
