import type { Page } from '@playwright/test';

/** The font family Burmese text is drawn with (apps/web/src/index.css), without its quotes. */
export async function burmeseTextFont(page: Page): Promise<string> {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue('--font-myanmar-text')
      .replace(/['"]/g, '')
      .trim(),
  );
}
