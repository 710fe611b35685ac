// A CommonJS package: Node's ES module loader cannot see its named exports, only the default.
import myanmarTools from 'myanmar-tools';

const { ZawgyiConverter, ZawgyiDetector } = myanmarTools;

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();
// Above this the detector is confident the text is Zawgyi-encoded (the library's own advice
// is 0.95); a lower bar would "convert" genuine Unicode Burmese and corrupt it.
const ZAWGYI_THRESHOLD = 0.95;
const MYANMAR_BLOCK = /[\u1000-\u109f]/;
// Control characters other than tab and line breaks: never wanted in names, reviews or addresses.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** True when the text is Burmese typed in Zawgyi (docs/architecture.md#text). */
export function isZawgyi(text: string): boolean {
  return MYANMAR_BLOCK.test(text) && detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD;
}

/**
 * Text a person typed, made safe to store and compare: Zawgyi-encoded Burmese converted to
 * Unicode (docs/architecture.md#text), Unicode NFC, control characters dropped, outer spaces trimmed.
 */
export function normalizeUserText(input: string): string {
  const text = isZawgyi(input) ? converter.zawgyiToUnicode(input) : input;
  return text.normalize('NFC').replace(CONTROL_CHARACTERS, '').trim();
}

// Invisible characters that let one name pass for another and that no display name needs:
// bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the directional
// marks (U+200E, U+200F, U+061C), and the zero-width space, non-joiner, joiner, word joiner
// and byte order mark (U+200B–U+200D, U+2060, U+FEFF). The non-joiner and joiner do shape
// Persian and Indic words and join emoji, but Burmese in Unicode, as Myanmar keyboards type
// it, spells stacking and killed consonants with its own signs (U+1039, U+103A) and never
// needs them; shoppers here write Burmese or English, so in a name they only hide things
// (docs/decisions/0015-abuse-limits.md#reviews).
const INVISIBLE_IN_NAMES = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

/**
 * A person's display name (profile, registration, staff account, the name a review is signed
 * with): `normalizeUserText` without the invisible characters above.
 */
export function normalizeDisplayName(input: string): string {
  // Dropped first, so that the trim sees the spaces they were hiding behind.
  return normalizeUserText(input.replace(INVISIBLE_IN_NAMES, ''));
}

// Spaces, punctuation (Burmese ၊ and ။ included), symbols and every other invisible format
// character: what two names may differ by and still read the same.
const IGNORED_WHEN_COMPARING = /[\s\p{Z}\p{P}\p{S}\p{Cc}\p{Cf}]/gu;

/** A name reduced to what a reader compares: no case, no spaces, punctuation or invisibles. */
function foldName(name: string): string {
  return normalizeDisplayName(name)
    .normalize('NFKC')
    .toLowerCase()
    .replace(IGNORED_WHEN_COMPARING, '');
}

/** Words that dress a shop's name up as the shop speaking (folded, so no spaces in them). */
const SHOP_TITLE_WORDS = ['official', 'shop', 'store', 'admin', 'team', 'ဆိုင်', 'တရားဝင်'];
const ONLY_SHOP_TITLE_WORDS = new RegExp(`^(?:${SHOP_TITLE_WORDS.join('|')})*$`, 'u');

/**
 * True when a display name passes for one of the shops: folded as above, it is a shop's name,
 * or a shop's name with nothing around it but the title words ('Yangon Mart Official',
 * 'Admin - Yangon Mart', 'ရန်ကုန်မတ် ဆိုင်'). docs/decisions/0015-abuse-limits.md#reviews
 */
export function imitatesShopName(name: string, shopNames: readonly string[]): boolean {
  const folded = foldName(name);
  if (!folded) return false;
  return shopNames.some((shopName) => {
    const shop = foldName(shopName);
    if (!shop) return false;
    for (let at = folded.indexOf(shop); at !== -1; at = folded.indexOf(shop, at + 1)) {
      const before = folded.slice(0, at);
      const after = folded.slice(at + shop.length);
      if (ONLY_SHOP_TITLE_WORDS.test(before) && ONLY_SHOP_TITLE_WORDS.test(after)) return true;
    }
    return false;
  });
}
