import type { Page } from '@playwright/test';

/**
 * The first font family a shop's Burmese words are drawn with on this page, without its quotes:
 * the words are marked lang="my" on an English page (apps/web/src/i18n/shop-text.tsx) and are
 * the page's own text on a Burmese one (apps/web/src/index.css). Read from a probe put in the
 * page's <main> (or <body>) for the time of the reading.
 */
export async function burmeseTextFont(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    if (document.documentElement.lang !== 'my') probe.lang = 'my';
    probe.textContent = 'မြန်မာ';
    (document.querySelector('main') ?? document.body).append(probe);
    const family = getComputedStyle(probe).fontFamily;
    probe.remove();
    return (family.split(',')[0] ?? '').replace(/['"]/g, '').trim();
  });
}
