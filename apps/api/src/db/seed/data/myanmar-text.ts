import { hasMyanmarScript } from '@storefront/commerce/script';

/**
 * Checks that Burmese seed text is well-formed Myanmar Unicode in the storage order of
 * Unicode Technical Note #11, so it renders, sorts and searches the same as text typed on a
 * Unicode keyboard. Used by the data tests; Zawgyi is detected separately with myanmar-tools.
 */
const CONSONANT = /[\u1000-\u1021\u1023-\u102A\u103F\u104E]/u;

/** Problems in one string, empty when it is fine. */
export function findMyanmarOrderProblems(text: string): string[] {
  const problems: string[] = [];
  const chars = [...text];
  chars.forEach((ch, i) => {
    const prev = chars[i - 1] ?? '';
    const code = ch.codePointAt(0) ?? 0;
    const at = `at ${i} in "${text}"`;
    // Extended Myanmar blocks (Shan, Mon extensions) are not used by our Burmese text.
    if (code >= 0x1050 && code <= 0x109f) problems.push(`unexpected extended letter ${at}`);
    // The vowel sign E is stored after its consonant and medials, never before them (Zawgyi habit).
    if (ch === '\u1031' && !(CONSONANT.test(prev) || /[\u103B-\u103E]/u.test(prev))) {
      problems.push(`vowel sign E not after a consonant ${at}`);
    }
    // A medial follows its consonant or another medial; ယောက်ျား keeps ျ after the asat.
    const medialBase = CONSONANT.test(prev) || /[\u103A-\u103E]/u.test(prev);
    if (/[\u103B-\u103E]/u.test(ch) && !medialBase) {
      problems.push(`medial not after a consonant ${at}`);
    }
    const pair = prev + ch;
    const wrongPairs: Record<string, string> = {
      '\u103A\u1037': 'asat before dot below (store dot below first)',
      '\u102F\u102D': 'vowel u before vowel i',
      '\u1036\u102F': 'anusvara before vowel u',
      '\u103C\u103B': 'medial ra before medial ya',
      '\u103D\u103B': 'medial wa before medial ya',
      '\u103D\u103C': 'medial wa before medial ra',
      '\u103E\u103B': 'medial ha before medial ya',
      '\u103E\u103C': 'medial ha before medial ra',
      '\u103E\u103D': 'medial ha before medial wa',
      '\u1037\u1036': 'dot below before anusvara',
      '\u1038\u103A': 'visarga before asat',
      '\u1038\u1037': 'visarga before dot below',
      '\u1031\u103B': 'vowel E before medial ya',
      '\u1031\u103C': 'vowel E before medial ra',
      '\u1031\u103D': 'vowel E before medial wa',
      '\u1031\u103E': 'vowel E before medial ha',
    };
    const wrong = wrongPairs[pair];
    if (wrong !== undefined) problems.push(`${wrong} ${at}`);
    if (ch === prev && /[\u102B-\u103E]/u.test(ch)) problems.push(`doubled mark ${at}`);
  });
  return problems;
}

/**
 * Names that keep their own Latin digits inside Burmese text, as the maker or the standard
 * spells them: a Myanmar shop writes "iPhone 15" and "Bluetooth 5.3", never "iPhone ၁၅".
 * Everything else a Burmese text counts or measures is written in Myanmar digits (၀–၉).
 */
export const LATIN_DIGIT_NAMES = [
  'iPhone 15',
  'Core i5',
  'Bluetooth 5.3',
  'SPF 50+',
  '5G',
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LATIN_DIGIT_NAME = new RegExp(
  `(?<![A-Za-z0-9])(?:${LATIN_DIGIT_NAMES.map(escapeRegExp).join('|')})(?![A-Za-z0-9])`,
  'g',
);

/**
 * Latin digits in a Burmese text outside the names above: one digit system per text, as a
 * Myanmar shop writes it ("၅၀ မီဂါပစ်ဇယ်", not "50 MP"). Text without Myanmar letters is not
 * Burmese and is left alone.
 */
export function findLatinDigitProblems(text: string): string[] {
  if (!hasMyanmarScript(text)) return [];
  const rest = text.replace(LATIN_DIGIT_NAME, ' ');
  return [...rest.matchAll(/[0-9][0-9.,]*/g)].map(
    ([digits]) => `Latin digits "${digits}" in Burmese text "${text}"`,
  );
}

/**
 * A Burmese product name that ends in an English edition word ("Pro", "Deluxe") or a year in
 * Latin digits ("လက်ဖက် 2024"): the edition belongs in Burmese ("(၂၀၂၄ ခုနှစ်ထုတ်)") or not
 * at all. A name may still end in one of the names above ("… 5G").
 */
export function findEditionSuffixProblems(name: string): string[] {
  if (!hasMyanmarScript(name)) return [];
  const problems: string[] = [];
  if (/(?:^|[^0-9])(?:19|20)[0-9]{2}[\s)\]]*$/u.test(name)) {
    problems.push(`year in Latin digits at the end of "${name}"`);
  }
  const tail = name.replace(LATIN_DIGIT_NAME, '').trimEnd();
  if (/[A-Za-z][A-Za-z0-9+-]*[\s)\]]*$/u.test(tail)) {
    problems.push(`English word at the end of "${name}"`);
  }
  return problems;
}
