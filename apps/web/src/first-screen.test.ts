import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MODULES_META } from '@storefront/contract/web-page';
import { COPY_TEXT_ATTRIBUTE, EARLY_TAP_ATTRIBUTE } from './components/ui/early-tap';
import { describe, expect, it } from 'vitest';

// first-screen.ts imports nothing, so that it stays one small file ahead of the app: the name of
// the server's meta is written there by hand, and read here from the contract.
describe('the first script', () => {
  const source = fs.readFileSync(path.join(import.meta.dirname, 'first-screen.ts'), 'utf8');

  it("reads the page's modules from the meta the server writes", () => {
    expect(source).toContain(`meta[name="${PAGE_MODULES_META}"]`);
  });

  it('marks <html> with the attribute under which the stylesheet names the Burmese font', () => {
    const attribute = /const MYANMAR_FONT_ATTRIBUTE = '([a-z-]+)';/.exec(source)?.[1];
    expect(attribute).toMatch(/^data-/);
    const css = fs.readFileSync(path.join(import.meta.dirname, 'index.css'), 'utf8');
    expect(css).toContain(`:root:lang(en):not([${attribute}]) [lang='my']`);
  });

  it('keeps early taps under the attributes the buttons carry', () => {
    expect(source).toContain(`const EARLY_TAP_ATTRIBUTE = '${EARLY_TAP_ATTRIBUTE}';`);
    expect(source).toContain(`const COPY_TEXT_ATTRIBUTE = '${COPY_TEXT_ATTRIBUTE}';`);
  });

  it('imports nothing', () => {
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});
