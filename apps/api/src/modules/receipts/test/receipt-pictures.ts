import sharp from 'sharp';

/**
 * Wallet transfer receipts as a phone screenshot would show them, drawn from SVG: a blue
 * KBZPay-like screen, a yellow Wave-like one and a dark AYA Pay-like one. Real enough for a
 * perceptual hash to see layout, colour blocks and text, and for two honest transfers from the
 * same wallet to look alike everywhere but in their amount, transaction number, time or name.
 */
export type ReceiptLayout = 'kbzpay' | 'wave' | 'ayapay';

/** What differs between two transfers shown on the same wallet screen. */
export interface ReceiptDetails {
  transactionNo?: string;
  time?: string;
  name?: string;
}

const DEFAULT_DETAILS: Required<ReceiptDetails> = {
  transactionNo: '0123 4567 8901',
  time: '2026-05-01 16:00',
  name: 'Kyaw Min Htet',
};

function svgOf(layout: ReceiptLayout, amount: string, details: ReceiptDetails): string {
  const { transactionNo, time, name } = { ...DEFAULT_DETAILS, ...details };
  const text = (x: number, y: number, size: number, fill: string, value: string, extra = '') =>
    `<text x="${x}" y="${y}" font-family="sans-serif" font-size="${size}" fill="${fill}" ${extra}>${value}</text>`;
  const body =
    layout === 'ayapay'
      ? [
          '<rect width="360" height="640" fill="#1b1f2a"/>',
          '<rect x="20" y="180" width="320" height="300" rx="16" fill="#ffffff"/>',
          text(340, 60, 20, '#e8e8e8', 'AYA Pay', 'text-anchor="end"'),
          text(40, 120, 30, '#5fd38d', 'Payment complete'),
          text(40, 150, 14, '#9aa3b5', time),
          text(50, 240, 16, '#777', 'Paid to'),
          text(50, 270, 20, '#111', name),
          text(50, 330, 16, '#777', 'Amount'),
          text(50, 380, 44, '#111', `${amount}`, 'font-weight="bold"'),
          text(50, 440, 16, '#777', `Ref ${transactionNo}`),
          '<rect x="20" y="540" width="150" height="56" rx="28" fill="#5fd38d"/>',
          '<rect x="190" y="540" width="150" height="56" rx="28" fill="#3a4150"/>',
        ]
      : layout === 'kbzpay'
        ? [
            '<rect width="360" height="640" fill="#f4f6fb"/>',
            '<rect width="360" height="120" fill="#0a4da2"/>',
            text(180, 70, 28, '#fff', 'KBZPay', 'text-anchor="middle"'),
            '<circle cx="180" cy="190" r="40" fill="#1fa855"/>',
            text(180, 290, 22, '#333', 'Transfer successful', 'text-anchor="middle"'),
            text(180, 350, 40, '#111', `-${amount} Ks`, 'text-anchor="middle" font-weight="bold"'),
            text(30, 430, 18, '#666', 'Transaction No.'),
            text(330, 430, 18, '#111', transactionNo, 'text-anchor="end"'),
            text(30, 470, 18, '#666', 'To'),
            text(330, 470, 18, '#111', name, 'text-anchor="end"'),
            text(30, 510, 18, '#666', 'Time'),
            text(330, 510, 18, '#111', time, 'text-anchor="end"'),
          ]
        : [
            '<rect width="360" height="640" fill="#ffffff"/>',
            '<rect y="520" width="360" height="120" fill="#f6b800"/>',
            text(30, 60, 26, '#222', 'Wave Money'),
            text(30, 140, 18, '#666', 'Amount'),
            text(30, 200, 48, '#000', `${amount} MMK`, 'font-weight="bold"'),
            '<rect x="30" y="260" width="300" height="2" fill="#ccc"/>',
            text(30, 320, 18, '#666', `Receiver ${name}`),
            text(30, 360, 18, '#666', time),
            text(30, 400, 18, '#666', `Txn ${transactionNo}`),
            text(180, 590, 24, '#000', 'Done', 'text-anchor="middle"'),
          ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640">${body.join('')}</svg>`;
}

/**
 * A PNG receipt of the given layout, amount and details: 360×640, or `scale` times that, as a
 * phone with a denser screen would capture the same screen.
 */
export function drawReceipt(
  layout: ReceiptLayout,
  amount: string,
  details: ReceiptDetails = {},
  scale = 1,
): Promise<Buffer> {
  return sharp(Buffer.from(svgOf(layout, amount, details)), { density: 72 * scale })
    .png()
    .toBuffer();
}
