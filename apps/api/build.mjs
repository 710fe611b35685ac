// Bundles the API and the workspace packages it imports (which ship TypeScript source) into
// one ES module; npm dependencies stay external and load from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The workspace packages are dependencies too (@storefront/*), but they ship TypeScript source
// that Node cannot load: they are bundled, never external.
const external = Object.keys(pkg.dependencies ?? {}).filter(
  (name) => !name.startsWith('@storefront/'),
);

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  // Some dependencies are CommonJS and call require(); give the ES module bundle one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
