import { describe, expect, it } from 'vitest';
import { normaliseDigits, parseReceiptText } from './receipt-text';

describe('receipt text', () => {
  it('turns Myanmar digits and OCR minus signs into plain ones', () => {
    expect(normaliseDigits('၈,၁၅၀ ကျပ်')).toBe('8,150 ကျပ်');
    expect(normaliseDigits('\u22128,150')).toBe('-8,150');
  });

  it('reads a KBZPay receipt with labels and values on one row', () => {
    const facts = parseReceiptText(
      [
        'KBZPay',
        'Transfer successful',
        '-25,000.00 Ks',
        'Transaction No. 0123 4567 8901',
        'Transfer To Daw Mya Mya (09 7812 3456)',
        'Time 2026-05-01 16:00',
      ].join('\n'),
    );
    expect(facts).toEqual({
      transactionNo: '012345678901',
      amountMinor: 2_500_000,
      payeeNumber: '0978123456',
      payeeName: 'Daw Mya Mya',
      wallet: 'KBZPay',
    });
  });

  it('reads a WavePay receipt with each value under its label, in MMK', () => {
    const facts = parseReceiptText(
      [
        'Wave Money',
        'Amount',
        '1,250,000 MMK',
        'Receiver',
        'U Aung Ko',
        '+95 9 4500 12345',
        'Transaction ID',
        '99887766554433',
      ].join('\n'),
    );
    expect(facts).toEqual({
      transactionNo: '99887766554433',
      amountMinor: 125_000_000,
      payeeNumber: '09450012345',
      payeeName: 'U Aung Ko',
      wallet: 'WavePay',
    });
  });

  it('reads Burmese labels and Myanmar digits (AYA Pay, CB Pay)', () => {
    const aya = parseReceiptText(
      ['AYA Pay', 'ငွေပမာဏ', '၈,၁၅၀ ကျပ်', 'ငွေလွှဲနံပါတ် ၁၂၃၄ ၅၆၇၈ ၉၀', 'လက်ခံသူ ကျော်မင်းထက် ၀၉၂၅၀၁၂၃၄၅၆'].join(
        '\n',
      ),
    );
    expect(aya).toEqual({
      transactionNo: '1234567890',
      amountMinor: 815_000,
      payeeNumber: '09250123456',
      payeeName: 'ကျော်မင်းထက်',
      wallet: 'AYA Pay',
    });
    const cb = parseReceiptText(
      ['CB Pay', 'လွှဲပြောင်းသည့်ငွေ', '- 9,900', 'Ref No: 7001 2002 3003'].join('\n'),
    );
    expect(cb).toMatchObject({ transactionNo: '700120023003', amountMinor: 990_000 });
    expect(cb.wallet).toBe('CB Pay');
  });

  it('finds nothing on text that is not a receipt', () => {
    expect(parseReceiptText('Hello\nthanks for shopping')).toEqual({
      transactionNo: null,
      amountMinor: null,
      payeeNumber: null,
      payeeName: null,
      wallet: null,
    });
  });
});
