import { ZawgyiConverter, ZawgyiDetector } from 'myanmar-tools';

const detector = new ZawgyiDetector();
const converter = new ZawgyiConverter();
// Above this the detector is confident the text is Zawgyi-encoded (the library's own advice
// is 0.95); a lower bar would "convert" genuine Unicode Burmese and corrupt it.
const ZAWGYI_THRESHOLD = 0.95;
const MYANMAR_BLOCK = /[\u1000-\u109f]/;

/**
 * Text a person typed, made safe to store and compare: Zawgyi-encoded Burmese converted to
 * Unicode (DESIGN §3.7), Unicode NFC, control characters dropped, outer spaces trimmed.
 */
export function normalizeUserText(input: string): string {
  let text = input;
  if (MYANMAR_BLOCK.test(text) && detector.getZawgyiProbability(text) > ZAWGYI_THRESHOLD) {
    text = converter.zawgyiToUnicode(text);
  }
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return text
    .normalize('NFC')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .trim();
}
