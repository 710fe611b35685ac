import { describe, expect, it } from 'vitest';
import { pageTemplate, renderedPage, unrenderedPage } from './page-template';

// As the build writes index.html after formatting: marks on lines of their own.
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <!--page-head-->
    <title>Storefront</title>
    <!--/page-head-->
  </head>
  <body>
    <div id="root">
      <!--page-body--><div class="boot-screen"></div><!--/page-body-->
    </div>
    <!--page-noscript--><noscript>Needs JavaScript</noscript><!--/page-noscript-->
  </body>
</html>`;

const parts = {
  htmlLang: 'my',
  head: '<title>Tea | Shop</title>',
  extraHead: '<link rel="modulepreload" href="/assets/a.js" />',
  body: '<div class="app">$& $\' text</div>',
  dataElementId: 'page-data',
  data: '{"a":1}',
};

describe('page template', () => {
  it('puts the rendered app directly inside #root, with no text node around it', () => {
    const html = renderedPage(pageTemplate(TEMPLATE), parts);
    // Hydration fails on any whitespace text node React did not render.
    expect(html).toContain('<div id="root"><div class="app">$& $\' text</div></div>');
  });

  it("replaces the generic head, sets the page's language, drops the noscript notice, adds the data block", () => {
    const html = renderedPage(pageTemplate(TEMPLATE), parts);
    expect(html).toContain('<html lang="my">');
    expect(html).toContain('<title>Tea | Shop</title>');
    expect(html).not.toContain('<title>Storefront</title>');
    expect(html).not.toContain('Needs JavaScript');
    expect(html).toContain(
      '<script type="application/json" id="page-data">{"a":1}</script></body>',
    );
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js" /></head>');
  });

  it('serves the template unrendered with its own content, marks removed', () => {
    const html = unrenderedPage(pageTemplate(TEMPLATE), '');
    expect(html).toContain('<title>Storefront</title>');
    expect(html).toContain('<div class="boot-screen"></div>');
    expect(html).not.toContain('<!--page-');
  });

  it('knows a template without the marks (an older build) cannot take a rendered page', () => {
    expect(pageTemplate('<html><body><div id="root"></div></body></html>').isMarked).toBe(false);
    expect(pageTemplate(TEMPLATE).isMarked).toBe(true);
  });
});
