/**
 * For a part of a page that is below the first screen on every phone (a product's description
 * and reviews, the footer): the browser skips its layout and paint until it nears the screen, so
 * the first paint, and the largest picture with it, does not wait for the layout of what nobody
 * sees yet (docs/architecture.md#first-screen). Its height is guessed until it has been drawn once,
 * then remembered (`auto`). It stays in the page for find-in-page, links and screen readers.
 */
export const BELOW_FIRST_SCREEN = '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]';
