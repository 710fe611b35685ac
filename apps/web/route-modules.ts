import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { ModuleInfo, OutputBundle, OutputChunk } from 'rolldown';
import type { BuildModules, RouteModules } from '@storefront/contract/web-page';
// A value from the contract by its path: Vite bundles relative imports into the config it loads,
// but leaves a workspace package to Node, which cannot load TypeScript.
import { biggestFirst, ROUTE_MODULES_FILE } from '../../packages/contract/src/web-page.ts';

const ROUTER_FILE = 'src/app/router.tsx';
const ENTRY_FILE = 'src/main.tsx';
/** The English strings every shop page but home loads before it renders (`i18n/i18n.ts`). */
const PAGE_STRINGS_FILE = 'src/locales/en/page-strings.ts';
/** The Burmese strings, one chunk a Burmese page loads before it hydrates (`i18n/i18n.ts`). */
const MM_STRINGS_FILE = 'src/locales/mm/index.ts';
const ROUTE_ENTRY =
  /\{\s*(?:index:\s*true|path:\s*'([^']*)'),\s*lazy:\s*\(\)\s*=>\s*import\('\.\/routes\/([\w-]+)'\)/g;

/**
 * Each page's path and module name as `router.tsx` writes them:
 * `{ path: 'cart', lazy: () => import('./routes/cart') }`, and `{ index: true, … }` for `/`.
 * `router.test.tsx` checks that this finds every page of the route table.
 */
export function routeModulesOf(routerSource: string): { path: string; module: string }[] {
  return [...routerSource.matchAll(ROUTE_ENTRY)].map((match) => ({
    path: `/${match[1] ?? ''}`,
    module: match[2]!,
  }));
}

/**
 * The shop staff's console and the business pages in it: their feature folders, route modules
 * and strings. A shopper's page must never load any of it (vite.config.ts gives it a chunk
 * group of its own; the check below fails the build otherwise).
 */
const CONSOLE_MODULE =
  /[\\/]apps[\\/]web[\\/]src[\\/](?:features[\\/](?:seller|admin)[\\/]|app[\\/]routes[\\/]seller-[\w-]+\.tsx$|locales[\\/](?:en|mm)[\\/](?:seller\.json$|owner[\\/]))/;

export function isConsoleModule(id: string): boolean {
  return CONSOLE_MODULE.test(id);
}

/** A route module of the console (`routes/seller-*.tsx`), by its name in `router.tsx`. */
export function isConsoleRoute(module: string): boolean {
  return module.startsWith('seller-');
}

/** The part of a built chunk the console check reads. */
export type ChunkModules = {
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  facadeModuleId: string | null;
};

/**
 * Every chunk a page can end up running: what it imports, statically or lazily (a modal, the
 * Burmese strings), except other pages' route modules, which the router imports lazily too.
 */
function reachable(
  chunks: Readonly<Record<string, ChunkModules>>,
  start: string,
  isRouteModule: (id: string) => boolean,
  seen = new Set<string>(),
): Set<string> {
  const chunk = chunks[start];
  if (!chunk || seen.has(start)) return seen;
  seen.add(start);
  for (const file of chunk.imports) reachable(chunks, file, isRouteModule, seen);
  for (const file of chunk.dynamicImports) {
    const target = chunks[file];
    if (target?.facadeModuleId && isRouteModule(target.facadeModuleId)) continue;
    reachable(chunks, file, isRouteModule, seen);
  }
  return seen;
}

/**
 * The console's modules that a shopper's page would load: for each page that is not the
 * console's, whatever the entry (index.html) and the page's own module reach. Empty when the
 * console is kept apart, as it must be.
 */
export function consoleModulesInShopperPages(
  chunks: Readonly<Record<string, ChunkModules>>,
  entry: string,
  pages: readonly { path: string; module: string; chunk: string }[],
  isRouteModule: (id: string) => boolean,
): string[] {
  const fromEntry = reachable(chunks, entry, isRouteModule);
  const found = new Set<string>();
  for (const page of pages) {
    if (isConsoleRoute(page.module)) continue;
    const files = reachable(chunks, page.chunk, isRouteModule, new Set(fromEntry));
    for (const file of files) {
      for (const id of chunks[file]?.moduleIds ?? []) {
        if (isConsoleModule(id)) found.add(`${page.path} loads ${file}, which holds ${id}`);
      }
    }
  }
  return [...found];
}

/**
 * Keys of the page strings (`t('checkout.payment.title')`, in the areas named by the JSON files
 * of `pageStrings`) in a module the home page can run, shown raw since home never loads them.
 * Modules, not chunks: a shared chunk also holds other pages' code that home never runs.
 */
function pageStringsOnHome(
  chunks: readonly OutputChunk[],
  starts: readonly string[],
  pageStrings: OutputChunk,
  moduleInfo: (id: string) => ModuleInfo | null,
  isRouteModule: (id: string) => boolean,
): string[] {
  const areas = pageStrings.moduleIds
    .map((id) => /[\\/]([\w-]+)\.json$/.exec(id)?.[1])
    .filter((area): area is string => area !== undefined);
  const key = new RegExp(`["'\`]((?:${areas.join('|')})\\.[\\w.]+)`, 'g');
  const code = new Map(
    chunks.flatMap((chunk) => Object.entries(chunk.modules).map(([id, m]) => [id, m.code])),
  );
  const seen = new Set<string>(pageStrings.moduleIds);
  const found: string[] = [];
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    for (const match of code.get(id)?.matchAll(key) ?? []) found.push(`${id} uses ${match[1]}`);
    const info = moduleInfo(id);
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (!isRouteModule(next)) queue.push(next);
    }
  }
  return found;
}

/** The build's list in the order a page asks for it (`biggestFirst` of the contract). */
export function biggestFirstInBundle(files: readonly string[], bundle: OutputBundle): string[] {
  return biggestFirst(files, Object.fromEntries(files.map((f) => [f, chunkSize(bundle, f)])));
}

/** The bytes of a built chunk named as the page names it (`/assets/…`); 0 for anything else. */
function chunkSize(bundle: OutputBundle, file: string): number {
  const chunk = bundle[file.replace(/^\//, '')];
  return chunk?.type === 'chunk' ? chunk.code.length : 0;
}

function staticClosure(bundle: OutputBundle, fileName: string, seen: Set<string>): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * Writes `route-modules.json`: for each page, the chunks its lazy module loads that index.html
 * does not already. The API adds them to the page as module preloads, so the browser fetches
 * the page's code together with the shell instead of after it has run (docs/decisions/0012).
 */
export function routeModulesPlugin(): Plugin {
  return {
    name: 'storefront:route-modules',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const root = this.environment.config.root;
        const routes = routeModulesOf(fs.readFileSync(path.join(root, ROUTER_FILE), 'utf8'));
        if (routes.length === 0) this.error(`no lazy routes found in ${ROUTER_FILE}`);
        const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
        // The chunk holding main.tsx and what it imports statically: index.html loads those.
        const main = path.join(root, ENTRY_FILE);
        const entry = chunks.find((c) => c.moduleIds.includes(main));
        if (!entry) this.error(`no chunk holds ${ENTRY_FILE}`);
        const initial = staticClosure(bundle, entry.fileName, new Set());
        const routeChunks = routes.map((route) => {
          const source = path.join(root, 'src/app/routes', `${route.module}.tsx`);
          const chunk = chunks.find((c) => c.facadeModuleId === source);
          if (!chunk) this.error(`no chunk for the route module ${route.module}`);
          return { ...route, chunk: chunk.fileName };
        });
        const pageStrings = chunks.find(
          (c) => c.facadeModuleId === path.join(root, PAGE_STRINGS_FILE),
        );
        if (!pageStrings) this.error(`no chunk for ${PAGE_STRINGS_FILE}`);
        const routesDir = path.join(root, 'src/app/routes') + path.sep;
        const leaks = consoleModulesInShopperPages(
          Object.fromEntries(chunks.map((c) => [c.fileName, c])),
          entry.fileName,
          routeChunks,
          (id) => id.startsWith(routesDir),
        );
        if (leaks.length > 0)
          this.error(`the shop staff's console leaked into shoppers' pages:\n${leaks.join('\n')}`);
        const unloaded = pageStringsOnHome(
          chunks,
          [main, path.join(routesDir, 'home.tsx')],
          pageStrings,
          (id) => this.getModuleInfo(id),
          (id) => id.startsWith(routesDir) && id !== path.join(routesDir, 'home.tsx'),
        );
        if (unloaded.length > 0)
          this.error(`the home page uses strings it does not load:\n${unloaded.join('\n')}`);
        const table: RouteModules[] = routeChunks.map((route) => {
          const loaded = staticClosure(bundle, route.chunk, new Set());
          if (route.path !== '/' && !isConsoleRoute(route.module)) {
            staticClosure(bundle, pageStrings.fileName, loaded);
          }
          const files = [...loaded].filter((file) => !initial.has(file)).map((file) => `/${file}`);
          return { path: route.path, files: biggestFirstInBundle(files, bundle) };
        });
        const burmese = chunks.find((c) => c.facadeModuleId === path.join(root, MM_STRINGS_FILE));
        if (!burmese) this.error(`no chunk for ${MM_STRINGS_FILE}`);
        const modules: BuildModules = {
          pages: table,
          languages: {
            mm: biggestFirstInBundle(
              [...staticClosure(bundle, burmese.fileName, new Set())]
                .filter((file) => !initial.has(file))
                .map((file) => `/${file}`),
              bundle,
            ),
          },
        };
        const named = new Set([...table.flatMap((page) => page.files), ...modules.languages.mm]);
        modules.sizes = Object.fromEntries(
          [...named].map((file) => [file, chunkSize(bundle, file)]),
        );
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_MODULES_FILE,
          source: JSON.stringify(modules),
        });
      },
    },
  };
}
