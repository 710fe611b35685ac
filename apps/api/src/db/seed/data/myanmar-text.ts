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

export function hasMyanmarLetters(text: string): boolean {
  return /[\u1000-\u109F]/u.test(text);
}
