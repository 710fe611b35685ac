// Writes .br and .gz beside every text asset of the build, once, at build time: the API serves
// them (@fastify/static preCompressed) so no request pays for compression and phones on slow
// networks download a third of the bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
// Below this a compressed copy saves less than the extra bytes of headers.
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const raw = readFileSync(file);
  if (raw.length < MIN_BYTES) continue;
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  files += 1;
  before += raw.length;
  after += br.length;
}
console.log(`compressed ${files} files: ${kb(before)} → ${kb(after)} (brotli)`);

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

function kb(n) {
  return `${(n / 1024).toFixed(1)} KiB`;
}
