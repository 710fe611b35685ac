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

/**
 * Text a person typed, made safe to store and compare: Zawgyi-encoded Burmese converted to
 * Unicode (DESIGN §3.7), Unicode NFC, control characters dropped, outer spaces trimmed.
 */
export function normalizeUserText(input: string): string {
  let text = input;
  if (MYANMAR_BLOCK.test(text) && detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD) {
    text = converter.zawgyiToUnicode(text);
  }
  return text.normalize('NFC').replace(CONTROL_CHARACTERS, '').trim();
}
