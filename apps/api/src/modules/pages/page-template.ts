/**
 * The built index.html, cut at the marks it carries (apps/web/index.html) so a rendered page
 * can be put together from it without parsing HTML. A page is: the template's head with the
 * page's own title, description and sharing tags in place of the generic ones; the rendered
 * app inside `#root`; and the state it was rendered with in a data block before `</body>`.
 */
export type PageTemplate = { html: string; isMarked: boolean };

const MARKS = ['page-head', 'page-body', 'page-noscript'] as const;
type Mark = (typeof MARKS)[number];

export function pageTemplate(html: string): PageTemplate {
  const isMarked = MARKS.every(
    (mark) => html.includes(`<!--${mark}-->`) && html.includes(`<!--/${mark}-->`),
  );
  return { html, isMarked };
}

/** Replaces what lies between `<!--mark-->` and `<!--/mark-->`, the marks included. */
function replaceMarked(html: string, mark: Mark, content: string): string {
  const start = html.indexOf(`<!--${mark}-->`);
  const endMark = `<!--/${mark}-->`;
  const end = html.indexOf(endMark, start);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + content + html.slice(end + endMark.length);
}

/** The template as served without rendering (the staff console): marks removed, content kept. */
export function unrenderedPage(template: PageTemplate, extraHead: string): string {
  let html = template.html;
  for (const mark of MARKS)
    html = html.replace(`<!--${mark}-->`, '').replace(`<!--/${mark}-->`, '');
  return withHead(html, extraHead);
}

export type RenderedParts = {
  htmlLang: string;
  /** The page's own head tags (title, description, canonical, sharing tags, JSON-LD). */
  head: string;
  /** Further head tags: module preloads, image preloads. */
  extraHead: string;
  body: string;
  dataElementId: string;
  data: string;
};

const SLOTS = [
  'htmlLang',
  'head',
  'extraHead',
  'body',
  'dataElementId',
  'data',
] as const satisfies readonly (keyof RenderedParts)[];

/** Stands in for a part while the template is cut: no template holds this private-use character. */
const slotMark = (slot: keyof RenderedParts) => `\uE000${slot}\uE000`;

/**
 * The template cut once into the text between the parts (even indexes) and the parts' names
 * (odd indexes): a page is then one join, not a search of its 40-80 KB for every mark
 * (docs/architecture.md#server-rendering). Cut by assembling the template around marks that
 * stand for the parts, so the text between them is exactly what `assemble` writes.
 */
const cutTemplates = new WeakMap<PageTemplate, string[]>();

function cutTemplate(template: PageTemplate): string[] {
  let pieces = cutTemplates.get(template);
  if (!pieces) {
    const marked = Object.fromEntries(SLOTS.map((slot) => [slot, slotMark(slot)]));
    pieces = assemble(template, marked as RenderedParts).split(/\uE000(\w+)\uE000/);
    cutTemplates.set(template, pieces);
  }
  return pieces;
}

/** A whole server-rendered page. */
export function renderedPage(template: PageTemplate, parts: RenderedParts): string {
  const pieces = cutTemplate(template);
  let html = pieces[0]!;
  for (let i = 1; i < pieces.length; i += 2)
    html += parts[pieces[i] as keyof RenderedParts] + pieces[i + 1]!;
  return html;
}

/** The page put together from the template by its marks. */
function assemble(template: PageTemplate, parts: RenderedParts): string {
  let html = template.html.replace(/<html lang="[^"]*"/, () => `<html lang="${parts.htmlLang}"`);
  html = replaceMarked(html, 'page-head', parts.head);
  // Hydration reads every node in #root: whitespace the template's formatting left around the
  // mark would be a text node React does not expect.
  html = html.replace(/(<div id="root">)\s*(<!--page-body-->)/, '$1$2');
  html = html.replace(/(<!--\/page-body-->)\s*(<\/div>)/, '$1$2');
  html = replaceMarked(html, 'page-body', parts.body);
  // The page reads without JavaScript, so it no longer says it needs it.
  html = replaceMarked(html, 'page-noscript', '');
  const dataBlock = `<script type="application/json" id="${parts.dataElementId}">${parts.data}</script>`;
  html = html.replace('</body>', () => `${dataBlock}</body>`);
  return withHead(html, parts.extraHead);
}

function withHead(html: string, head: string): string {
  // A replacer function: a replacement string would read `$&` or `$'` in shop text as patterns.
  return html.includes('</head>') ? html.replace('</head>', () => `${head}</head>`) : head + html;
}
