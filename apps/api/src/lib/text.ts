import { hasMyanmarBlock } from '@storefront/commerce/script';
import { stripFormatCharacters, visibleTextOf } from '@storefront/commerce/visible-text';
// A CommonJS package: Node's ES module loader cannot see its named exports, only the default.
import myanmarTools from 'myanmar-tools';

const { ZawgyiConverter, ZawgyiDetector } = myanmarTools;

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();
// Above this the detector is confident the text is Zawgyi-encoded (the library's own advice
// is 0.95); a lower bar would "convert" genuine Unicode Burmese and corrupt it.
const ZAWGYI_THRESHOLD = 0.95;
// Control characters other than tab and line breaks: never wanted in names, reviews or addresses.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** True when the text is Burmese typed in Zawgyi (docs/architecture.md#text). */
export function isZawgyi(text: string): boolean {
  return hasMyanmarBlock(text) && detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD;
}

/**
 * Text a person typed, made safe to store, compare and show to another person: Zawgyi-encoded
 * Burmese converted to Unicode (docs/architecture.md#text), Unicode NFC, control and format
 * characters dropped (a joiner between two Myanmar letters stays), outer spaces trimmed; ''
 * when nothing visible is left (docs/product.md#visible-text).
 */
export function normalizeUserText(input: string): string {
  const stripped = stripFormatCharacters(input, { keepMyanmarJoiners: true });
  const text = isZawgyi(stripped) ? converter.zawgyiToUnicode(stripped) : stripped;
  return visibleTextOf(text.normalize('NFC').replace(CONTROL_CHARACTERS, ''));
}

/**
 * A person's name (profile, registration, staff account, the name a review is signed with,
 * an address's name): `normalizeUserText` without any format character, joiners between
 * Myanmar letters included: in a name they only let one pass for another
 * (docs/product.md#visible-text, docs/decisions/0015-abuse-limits.md#reviews).
 */
export function normalizeDisplayName(input: string): string {
  // Dropped first, so that the trim sees the spaces they were hiding behind.
  return normalizeUserText(stripFormatCharacters(input, { keepMyanmarJoiners: false }));
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
