import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import type { Wallet } from '../receipt-text';

/**
 * Wallet transfer receipts drawn from SVG, as the four wallets show them: each in two layouts
 * (a label and its value on one row; the value large under its label), light or dark, with
 * English labels, or Burmese ones where the machine has a Myanmar font.
 */
export interface WalletReceipt {
  wallet: Wallet;
  layout: 'rows' | 'stacked';
  isDark?: boolean;
  language?: 'en' | 'my';
  /** Whole kyat. */
  amount: number;
  transactionNo: string;
  payeeName: string;
  payeeNumber: string;
  /** Pixels across; 720 unless told. */
  width?: number;
}

const LOOK: Record<Wallet, { brand: string; title: string }> = {
  KBZPay: { brand: '#0a4da2', title: 'KBZPay' },
  WavePay: { brand: '#f6b800', title: 'WavePay' },
  'AYA Pay': { brand: '#c8102e', title: 'AYA Pay' },
  'CB Pay': { brand: '#0b7a75', title: 'CB Pay' },
};

const LABELS = {
  en: {
    done: 'Transfer successful',
    amount: 'Amount',
    txn: 'Transaction No.',
    to: 'Transfer To',
    time: 'Time',
  },
  my: {
    done: 'ငွေလွှဲခြင်း အောင်မြင်ပါသည်',
    amount: 'ငွေပမာဏ',
    txn: 'ငွေလွှဲနံပါတ်',
    to: 'လက်ခံသူ',
    time: 'အချိန်',
  },
};

/** Whether a Myanmar font is installed, so Burmese labels can be drawn at all. */
export function hasMyanmarFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=my'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function svgOf(r: WalletReceipt): string {
  const look = LOOK[r.wallet];
  const words = LABELS[r.language ?? 'en'];
  const [page, ink, soft] = r.isDark
    ? ['#15171c', '#f2f2f2', '#a0a4ad']
    : ['#ffffff', '#111111', '#666666'];
  const amount = `-${r.amount.toLocaleString('en-US')} Ks`;
  const payee = `${r.payeeName} (${r.payeeNumber})`;
  const t = (x: number, y: number, size: number, fill: string, value: string, extra = '') =>
    `<text x="${x}" y="${y}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="${fill}" ${extra}>${escape(value)}</text>`;
  const head = [
    `<rect width="360" height="640" fill="${page}"/>`,
    `<rect width="360" height="90" fill="${look.brand}"/>`,
    t(180, 58, 26, '#ffffff', look.title, 'text-anchor="middle" font-weight="bold"'),
    t(180, 140, 18, soft, words.done, 'text-anchor="middle"'),
  ];
  const body =
    r.layout === 'rows'
      ? [
          t(180, 200, 34, ink, amount, 'text-anchor="middle" font-weight="bold"'),
          t(24, 280, 14, soft, words.txn),
          t(336, 280, 14, ink, r.transactionNo, 'text-anchor="end"'),
          t(24, 320, 14, soft, words.to),
          t(336, 320, 14, ink, payee, 'text-anchor="end"'),
          t(24, 360, 14, soft, words.time),
          t(336, 360, 14, ink, '2026-05-01 16:00', 'text-anchor="end"'),
        ]
      : [
          t(24, 190, 14, soft, words.amount),
          t(24, 226, 30, ink, amount, 'font-weight="bold"'),
          t(24, 280, 14, soft, words.to),
          t(24, 304, 16, ink, payee),
          t(24, 350, 14, soft, words.txn),
          t(24, 374, 16, ink, r.transactionNo),
          t(24, 420, 14, soft, words.time),
          t(24, 444, 16, ink, '01/05/2026 16:00'),
        ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640">${[...head, ...body].join('')}</svg>`;
}

/** A PNG of the receipt, `width` pixels across (720 unless told). */
export function drawWalletReceipt(receipt: WalletReceipt): Promise<Buffer> {
  const width = receipt.width ?? 720;
  return sharp(Buffer.from(svgOf(receipt)), { density: (72 * width) / 360 })
    .png()
    .toBuffer();
}
