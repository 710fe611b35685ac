import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en/index';
import { mm } from '../locales/mm/index';

const read = (file: string) => readFileSync(path.join(import.meta.dirname, file));
const css = read('../index.css').toString('utf8');

/** The code points of every `unicode-range` of the 'Myanmar Label' faces in index.css. */
function labelFaceRanges(): number[][] {
  const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .filter((body) => body.includes("font-family: 'Myanmar Label'"));
  return faces.map((body) => {
    const range = /unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? '';
    return range.split(',').map((part) => Number.parseInt(part.trim().replace(/^U\+/i, ''), 16));
  });
}

describe("the language selector's Burmese label font", () => {
  const labelCodePoints = [...new Set([...(en.header.languageMm + mm.header.languageMm)])]
    .map((char) => char.codePointAt(0)!)
    .sort((a, b) => a - b);

  it('has a regular and a bold face', () => {
    expect(labelFaceRanges()).toHaveLength(2);
  });

  it('covers exactly the characters of the label (else: node scripts/subset-label-font.mjs)', () => {
    for (const range of labelFaceRanges()) {
      expect([...range].sort((a, b) => a - b)).toEqual(labelCodePoints);
    }
  });

  it('has its subset files next to this test, each far smaller than the whole font', () => {
    for (const weight of [400, 700]) {
      const subset = read(`./myanmar-label-${weight}.woff2`);
      expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(subset.length).toBeLessThan(4096);
    }
  });
});
