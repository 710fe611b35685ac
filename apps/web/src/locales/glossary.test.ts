import { describe, expect, it } from 'vitest';
import { leaves, type Tree } from './string-leaves';
import { en } from './en/index';
import { mm } from './mm/index';
import sellerEn from './en/seller.json';
import sellerMm from './mm/seller.json';
import { ownerEn } from './en/owner/index';
import { ownerMm } from './mm/owner/index';
import { GLOSSARY, type GlossaryTerm } from './glossary.data';

/*
 * One English term, one Burmese form (docs/ui.md#burmese-glossary): the shop's strings and the
 * console's are read together, since a shopper and the shop's staff talk about the same order.
 */

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, '{{}}').trim();

/** Keys whose Burmese lacks the term's form although their English has the term. */
export function missingForms(
  term: GlossaryTerm,
  english: ReadonlyMap<string, string>,
  burmese: ReadonlyMap<string, string>,
): string[] {
  return [...english]
    .filter(([, text]) => term.en.test(withoutPlaceholders(text)))
    .filter(([key]) => {
      const form = term.except?.[key] ?? term.mm;
      return !withoutPlaceholders(burmese.get(key) ?? '').includes(form);
    })
    .map(([key]) => key);
}

/** Keys whose Burmese holds one of the term's wrong forms. */
export function wrongForms(term: GlossaryTerm, burmese: ReadonlyMap<string, string>): string[] {
  return [...burmese]
    .filter(([, text]) => term.wrong.some((wrong) => wrong.test(withoutPlaceholders(text))))
    .map(([key]) => key);
}

const english = new Map([
  ...leaves(en as Tree),
  ...leaves(sellerEn as Tree),
  ...leaves(ownerEn as Tree),
]);
const burmese = new Map([
  ...leaves(mm as Tree),
  ...leaves(sellerMm as Tree),
  ...leaves(ownerMm as Tree),
]);

describe('the Burmese glossary', () => {
  it.each(GLOSSARY.map((term) => [term.term, term] as const))(
    'writes “%s” in its one Burmese form wherever the English says it',
    (_name, term) => {
      expect(missingForms(term, english, burmese)).toEqual([]);
    },
  );

  it.each(GLOSSARY.map((term) => [term.term, term] as const))(
    'writes no known wrong form of “%s”',
    (_name, term) => {
      expect(wrongForms(term, burmese)).toEqual([]);
    },
  );

  it('reads every key of both languages', () => {
    expect(english.size).toBe(burmese.size);
    expect(english.size).toBeGreaterThan(1000);
  });

  it('catches a second form and a wrong variant', () => {
    const term = GLOSSARY.find((entry) => entry.term === 'order number')!;
    const en = new Map([
      ['a', 'Order ID'],
      ['b', 'Invoice number'],
    ]);
    const mm = new Map([
      ['a', 'အော်ဒါ နံပါတ်'],
      ['b', 'ဘောက်ချာနံပါတ်'],
    ]);
    expect(missingForms(term, en, mm)).toEqual(['b']);
    expect(wrongForms(term, mm)).toEqual(['b']);
    const receipt = GLOSSARY.find((entry) => entry.term === 'transfer receipt')!;
    expect(
      wrongForms(
        receipt,
        new Map([
          ['a', 'ငွေလွှဲ ပြေစာ'],
          ['b', 'ပြေစာကို ထည့်ပါ'],
          ['c', 'ငွေလွှဲပြေစာ'],
          ['d', 'အော်ဒါ ပြေစာ ထုတ်မည်'],
        ]),
      ),
    ).toEqual(['a', 'b']);
  });
});
