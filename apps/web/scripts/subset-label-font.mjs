// Cuts the language selector's Burmese label ('မြန်မာ', header.languageMm) out of Noto Sans
// Myanmar, regular and bold, into src/fonts/ (run: node scripts/subset-label-font.mjs).
// English pages show that one word: with these ~1 KB faces, inlined into the CSS by the build,
// they no longer download the whole 48 KB font for it. Kept as a script so the faces can be cut
// again when the label changes (index.test.ts fails until they are); the WOFF2 files are committed.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const labels = await Promise.all(
  ['en', 'mm'].map(async (language) => {
    const shell = JSON.parse(await readFile(here(`../src/locales/${language}/shell.json`), 'utf8'));
    return shell.header.languageMm;
  }),
);
const text = [...new Set(labels.join(''))].join('');

for (const weight of [400, 700]) {
  const source = require.resolve(
    `@fontsource/noto-sans-myanmar/files/noto-sans-myanmar-myanmar-${weight}-normal.woff2`,
  );
  const subset = await subsetFont(await readFile(source), text, { targetFormat: 'woff2' });
  const out = here(`../src/fonts/myanmar-label-${weight}.woff2`);
  await writeFile(out, subset);
  console.log(`${out}: ${subset.length} bytes for ${JSON.stringify(text)}`);
}
