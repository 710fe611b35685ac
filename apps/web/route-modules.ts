import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { RouteModules } from '@storefront/contract/web-page';
// A value from the contract by its path: Vite bundles relative imports into the config it loads,
// but leaves a workspace package to Node, which cannot load TypeScript.
import { ROUTE_MODULES_FILE } from '../../packages/contract/src/web-page.ts';

const ROUTER_FILE = 'src/app/router.tsx';
const ENTRY_FILE = 'src/main.tsx';
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
        const table: RouteModules[] = routes.map((route) => {
          const source = path.join(root, 'src/app/routes', `${route.module}.tsx`);
          const chunk = chunks.find((c) => c.facadeModuleId === source);
          if (!chunk) this.error(`no chunk for the route module ${route.module}`);
          const files = [...staticClosure(bundle, chunk.fileName, new Set())]
            .filter((file) => !initial.has(file))
            .map((file) => `/${file}`);
          return { path: route.path, files };
        });
        this.emitFile({
          type: 'asset',
          fileName: ROUTE_MODULES_FILE,
          source: JSON.stringify(table),
        });
      },
    },
  };
}
