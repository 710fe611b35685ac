import { describe, expect, it } from 'vitest';
import { leaves, type Tree } from '../../locales/string-leaves';
import { en } from '../../locales/en/index';
import sellerEn from '../../locales/en/seller.json';
import sellerMm from '../../locales/mm/seller.json';
import { ownerEn } from '../../locales/en/owner/index';
import { ownerMm } from '../../locales/mm/owner/index';

/*
 * The console's strings live beside the shop's (locales/{en,mm}/seller.json) but are loaded with
 * the console (seller-strings.ts), so locales.test.ts does not see them: the same rules are
 * checked here.
 */

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)]
    .map(([, name = '', format]) => (format ? `${name},${format}` : name))
    .sort();

const NUMERIC = new Set([
  'count',
  'index',
  'total',
  'first',
  'last',
  'page',
  'percent',
  'rating',
  'max',
  'created',
  'updated',
  'skipped',
]);
/** Formats rather than words: the same in both languages. */
const SAME_IN_BOTH = new Set([
  'seller.orders.unreadTitle',
  'seller.receiptViewer.zoom',
  'seller.order.reject.counter',
  'seller.product.documentTitle',
  'owner.reports.percent',
]);

const english = new Map([...leaves(sellerEn as Tree), ...leaves(ownerEn as Tree)]);
const burmese = new Map([...leaves(sellerMm as Tree), ...leaves(ownerMm as Tree)]);

describe("the console's strings", () => {
  it('has the same keys in English and Burmese', () => {
    expect([...english.keys()].filter((key) => !burmese.has(key))).toEqual([]);
    expect([...burmese.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("keeps to its own top-level key, apart from the shop's strings", () => {
    expect(Object.keys(sellerEn)).toEqual(['seller']);
    expect(Object.keys(sellerMm)).toEqual(['seller']);
    expect('seller' in en).toBe(false);
  });

  it('has only non-empty strings, with the same placeholders in both languages', () => {
    for (const strings of [english, burmese]) {
      expect([...strings].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
    }
    const mismatched = [...english].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(burmese.get(key) ?? '').join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('prints counts and positions through the number format (Myanmar digits in Burmese)', () => {
    const raw = [...english, ...burmese].filter(([, text]) =>
      placeholders(text).some((placeholder) => NUMERIC.has(placeholder)),
    );
    expect(raw.map(([key]) => key)).toEqual([]);
  });

  it('writes Burmese in Myanmar script', () => {
    const latinOnly = [...burmese]
      .filter(([key]) => !SAME_IN_BOTH.has(key))
      .filter(([, text]) => !/[\u1000-\u109f]/.test(text));
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });

  it("gives the action buttons the '-မည်' of a Burmese command", () => {
    const actions = [...burmese].filter(([key]) => key.startsWith('seller.order.actions.'));
    const buttons = actions.filter(
      ([key]) => !['title', 'none', 'saving', 'done', 'failed'].some((k) => key.endsWith(`.${k}`)),
    );
    expect(buttons.filter(([, text]) => !text.endsWith('မည်')).map(([key]) => key)).toEqual([]);
  });
});
