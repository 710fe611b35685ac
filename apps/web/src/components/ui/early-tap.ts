/**
 * docs/architecture.md#first-taps: a button that is tapped before the page is hydrated does its
 * work once it is. The first script (first-screen.ts) keeps such a tap and clicks the button
 * again after hydration; the button only has to carry this attribute, its value naming it on
 * the page. A button that must not be played again (already done, or not allowed) simply
 * renders without it or disabled.
 */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** What a copy-link button copies, copied within the tap itself (first-screen.ts). */
export const COPY_TEXT_ATTRIBUTE = 'data-copy-text';

/** The props that mark a button whose early tap is played again after hydration. */
export function earlyTap(name: string, copyText?: string): Record<string, string> {
  return copyText === undefined
    ? { [EARLY_TAP_ATTRIBUTE]: name }
    : { [EARLY_TAP_ATTRIBUTE]: name, [COPY_TEXT_ATTRIBUTE]: copyText };
}
