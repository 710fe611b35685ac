/**
 * What a wallet transfer receipt says, taken from the text read on it
 * (docs/decisions/0026-receipt-reading.md#parsing). KBZPay, WavePay, AYA Pay and CB Pay show
 * the same few facts under English or Burmese labels, in several layouts: a label and its value
 * on one line, or the value on the next line.
 */

export type Wallet = 'KBZPay' | 'WavePay' | 'AYA Pay' | 'CB Pay';

export interface ReceiptFacts {
  /** Digits only. */
  transactionNo: string | null;
  /** Kyat, in hundredths (docs/decisions/0002), always positive. */
  amountMinor: number | null;
  /** Digits only, a Myanmar phone number as 09…. */
  payeeNumber: string | null;
  payeeName: string | null;
  wallet: Wallet | null;
}

const BURMESE_ZERO = 0x1040;

/** Myanmar digits ၀-၉ as 0-9, and the look-alikes OCR puts in numbers as what they stand for. */
export function normaliseDigits(text: string): string {
  return text
    .replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - BURMESE_ZERO))
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '');
}

const WALLETS: [Wallet, RegExp][] = [
  ['KBZPay', /kbz\s*pay|kbzpay/i],
  ['WavePay', /wave\s*(pay|money)/i],
  ['AYA Pay', /aya\s*pay/i],
  ['CB Pay', /cb\s*pay/i],
];

const TRANSACTION_LABEL =
  /(transaction\s*(id|no\.?|number)|trans\.?\s*id|txn\s*(id|no\.?)?|ref(erence)?\s*(no\.?|id)?|ငွေလွှဲနံပါတ်|လုပ်ငန်းစဉ်\s*အမှတ်)/i;
const AMOUNT_LABEL = /(amount|ငွေပမာဏ|လွှဲပြောင်းသည့်ငွေ|total)/i;
const PAYEE_LABEL = /(paid\s*to|transfer\s*to|receiver|recipient|\bto\b|လက်ခံသူ|ငွေလက်ခံသူ|ပေးပို့ရမည့်သူ)/i;
const CURRENCY = /(\bks\b|mmk|kyats?|ကျပ်)/i;
/** A number as wallets print it: digits grouped by commas, maybe decimals, maybe a minus. */
const MONEY = /-?\s*(\d{1,3}(?:[,.]\d{3})+|\d+)(?:\.(\d{1,2}))?/;
const PHONE = /(?:\+?95|0)\s*9[\d\s-]{6,12}\d/;

function lines(text: string): string[] {
  return normaliseDigits(text)
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);
}

/** The text after a label on its line, else the next line. */
function valueAfter(all: string[], index: number, label: RegExp): string {
  const line = all[index]!;
  const match = label.exec(line);
  const rest = match ? line.slice(match.index + match[0].length) : '';
  const cleaned = rest.replace(/^[\s:#.\-|]+/, '').trim();
  return cleaned || (all[index + 1] ?? '');
}

function moneyOf(text: string): number | null {
  const match = MONEY.exec(text.replace(/(\d)\s+,/g, '$1,').replace(/,\s+(\d)/g, ',$1'));
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[,.]/g, ''));
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  if (!Number.isSafeInteger(whole) || whole === 0) return null;
  return whole * 100 + cents;
}

function findTransactionNo(all: string[]): string | null {
  for (const [i, line] of all.entries()) {
    if (!TRANSACTION_LABEL.test(line)) continue;
    const digits = /\d[\d\s-]{5,}\d/.exec(valueAfter(all, i, TRANSACTION_LABEL));
    if (digits) return digits[0].replace(/\D/g, '');
  }
  return null;
}

function findAmount(all: string[]): number | null {
  // A number with its currency is the surest sign; then a number under an amount label.
  for (const line of all) {
    const withCurrency = new RegExp(`${MONEY.source}\\s*${CURRENCY.source}`, 'i').exec(line);
    if (withCurrency) return moneyOf(withCurrency[0]);
    const currencyFirst = new RegExp(`${CURRENCY.source}\\s*${MONEY.source}`, 'i').exec(line);
    if (currencyFirst) return moneyOf(currencyFirst[0].replace(CURRENCY, ''));
  }
  for (const [i, line] of all.entries()) {
    if (!AMOUNT_LABEL.test(line)) continue;
    const amount = moneyOf(valueAfter(all, i, AMOUNT_LABEL));
    if (amount !== null) return amount;
  }
  return null;
}

function findPayee(all: string[]): { name: string | null; number: string | null } {
  let name: string | null = null;
  let number: string | null = null;
  for (const [i, line] of all.entries()) {
    if (!PAYEE_LABEL.test(line) || TRANSACTION_LABEL.test(line)) continue;
    const value = valueAfter(all, i, PAYEE_LABEL);
    const phone = PHONE.exec(value);
    if (phone && !number) number = phone[0].replace(/\D/g, '').replace(/^95/, '0');
    const rest = value
      .replace(PHONE, '')
      .replace(/[()[\]|:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!name && /\p{L}{2,}/u.test(rest)) name = rest;
    if (name && number) break;
  }
  if (!number) {
    const phone = all.map((l) => PHONE.exec(l)).find((m) => m !== null);
    if (phone) number = phone[0].replace(/\D/g, '').replace(/^95/, '0');
  }
  return { name, number };
}

export function parseReceiptText(text: string): ReceiptFacts {
  const all = lines(text);
  const joined = all.join('\n');
  const payee = findPayee(all);
  return {
    transactionNo: findTransactionNo(all),
    amountMinor: findAmount(all),
    payeeNumber: payee.number,
    payeeName: payee.name,
    wallet: WALLETS.find(([, pattern]) => pattern.test(joined))?.[0] ?? null,
  };
}
