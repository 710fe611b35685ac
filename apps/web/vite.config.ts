import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { biggestFirstInBundle, isConsoleModule, routeModulesPlugin } from './route-modules.ts';

// The API serves the built app on the same origin; in dev the API runs beside Vite.
const API_ORIGIN = 'http://localhost:8080';

/** The web app's own code (not its libraries, not the workspace packages). */
const APP_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|redux|redux-thunk|@reduxjs[\\/]toolkit|immer|reselect|@standard-schema[\\/]utils|use-sync-external-store)[\\/]/;

/**
 * The commerce rules (packages/commerce: plain functions that import no library), compiled in
 * from source. What two pages or more share of them joins `pages` below instead of chunks of
 * 1-2 KB of their own, each one more request on a slow link. The contract package stays out: its
 * schemas bring zod. The toast library stays in a chunk of its own too: the lists do not use it,
 * and in `pages` it would add 4.9 KB to each of them.
 */
const SHARED_OUTSIDE_APP = /[\\/]packages[\\/]commerce[\\/]src[\\/]/;

/** Chunks that run almost whole on every first load (see `compileHints` and the groups below). */
const HINTED_CHUNKS = new Set(['framework', 'shell', 'home-shared', 'pages']);

const HOME_ROUTE = path.resolve(import.meta.dirname, 'src/app/routes/home.tsx');

type ModuleGraph = Pick<Rolldown.ChunkingContext, 'getModuleInfo'>;
let homeModules: { graph: ModuleGraph; ids: Set<string> } | undefined;

/** Whether the home page's module imports `id`, directly or through other static imports. */
function isHomeModule(id: string, graph: ModuleGraph): boolean {
  if (homeModules?.graph !== graph) {
    const ids = new Set<string>();
    const queue = [HOME_ROUTE];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      if (ids.has(next)) continue;
      ids.add(next);
      queue.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    homeModules = { graph, ids };
  }
  return homeModules.ids.has(id);
}

/**
 * V8's explicit compile hint (Chrome 136+): the entry and the framework chunk run almost whole
 * on every first load, so V8 compiles them eagerly on a background thread while they download
 * instead of one function at a time on the main thread when first called. Measured with Chrome
 * traces of the home page, the same build with and without it served side by side: main-thread
 * compile 294-425 ms -> 101-211 ms. The comment must be the file's first line, so it is added
 * last, after minification and Vite's own preload prologue.
 */
function compileHints(): Plugin {
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && (chunk.isEntry || HINTED_CHUNKS.has(chunk.name))) {
            chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          }
        }
      },
    },
  };
}

const FIRST_SCREEN = path.resolve(import.meta.dirname, 'src/first-screen.ts');

/** Vite's tags for the entry's scripts in the built index.html, spaces before them included. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * docs/architecture.md#first-screen: the built index.html names one script, src/first-screen.ts
 * (a chunk of its own that imports nothing), and hands it the scripts and preloads Vite wrote
 * for the entry in `data-modules`, biggest first (`biggestFirstInBundle`); it loads them once the first
 * screen is drawn.
 */
function firstScreen(): Plugin {
  return {
    name: 'storefront:first-screen',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: FIRST_SCREEN, name: 'first-screen' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId === FIRST_SCREEN,
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error('no chunk for src/first-screen.ts');
        if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0)
          throw new Error(`src/first-screen.ts must import nothing: ${chunk.imports.join(', ')}`);
        const preloads = [...html.matchAll(ENTRY_PRELOAD)].map((m) => m[1]!);
        const scripts = [...html.matchAll(ENTRY_SCRIPT)].map((m) => m[1]!);
        if (scripts.length === 0) throw new Error('index.html has no entry script to hand over');
        // Biggest first; each module imports what it needs, so the order only sets which file
        // the browser asks for first.
        const modules = biggestFirstInBundle([...preloads, ...scripts], ctx.bundle ?? {}).join(' ');
        const tag = `<script type="module" crossorigin src="/${chunk.fileName}" data-modules="${modules}"></script>`;
        const body = html.replace(ENTRY_PRELOAD, '').replace(ENTRY_SCRIPT, '');
        return body.replace('</head>', `  ${tag}\n  </head>`);
      },
    },
  };
}

/**
 * The server's build (`vite build --ssr src/entry-server.tsx`): one module graph for Node that
 * the API imports to render pages (docs/architecture.md#server-rendering). Libraries stay in
 * node_modules; the workspace packages ship TypeScript source and are compiled in.
 */
const serverBuild = defineConfig({
  // Its CSS imports are dropped, but still go through Tailwind to be read at all.
  plugins: [tailwindcss()],
  ssr: { noExternal: [/^@storefront\//] },
  build: {
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
  },
});

const browserBuild = defineConfig({
  // JSX compiles to React's automatic runtime with Vite's own transform (tsconfig's `react-jsx`).
  plugins: [tailwindcss(), compileHints(), routeModulesPlugin(), firstScreen()],
  server: {
    proxy: {
      '/v1': { target: API_ORIGIN, changeOrigin: false },
      '/docs': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: API_ORIGIN, changeOrigin: false },
      '/docs': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // bench/web reads it to size each route's first load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Everything the shell needs on every page, in one long-cached file: fewer
              // requests on a slow network and better compression than many small chunks.
              // Libraries used by some pages only (embla, react-hot-toast) stay out of it.
              name: 'framework',
              test: FRAMEWORK,
              priority: 3,
            },
            {
              // The rest of what the entry imports statically (layout, slices, shared UI), in
              // one file instead of a score of 1-2 KB chunks: each is a request, and on a
              // phone's 4G link the requests, not the bytes, set how soon the page can start.
              // Route modules are loaded lazily and stay out (they are not `$initial`). The entry
              // module itself lands here too, so index.html loads two scripts: this and framework.
              name: 'shell',
              tags: ['$initial'],
              // The shop staff's console is never the shop's to load (route-modules.ts checks it).
              test: (id) => !isConsoleModule(id) && id !== FIRST_SCREEN,
              priority: 2,
            },
            {
              // What the home page shares with other pages (carousels, product cards, prices,
              // their endpoints), apart from the rest of `pages` below: home is most shoppers'
              // first load, and it need not carry the forms, modals and tables other pages share.
              name: (id, graph) => (isHomeModule(id, graph) ? 'home-shared' : null),
              test: (id) => APP_SOURCE.test(id) && !isConsoleModule(id),
              minShareCount: 2,
              priority: 1,
            },
            {
              // App code that two or more pages import (product cards, prices, carousels, list
              // states, their API endpoints): one chunk, fetched with the page's own module,
              // instead of a wave of small files that each cost a round trip. Libraries that
              // only some pages use (forms, Embla) stay in their own chunks.
              name: 'pages',
              test: (id) =>
                (APP_SOURCE.test(id) || SHARED_OUTSIDE_APP.test(id)) && !isConsoleModule(id),
              minShareCount: 2,
            },
            {
              // The shop staff's console (/seller): what its pages share, in a chunk of its own
              // that no shopper's page loads. Only its own modules: a library or shop module it
              // uses stays where the shop's pages find it (pages, shell or a chunk of its own)
              // instead of being pulled in here, which would make those pages load this chunk.
              name: 'seller',
              test: isConsoleModule,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
