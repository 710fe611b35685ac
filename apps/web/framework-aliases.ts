import type { Alias, Plugin } from 'vite';

/**
 * The app and its React libraries run on Preact's compatibility layer (docs/decisions/0011):
 * every import of React resolves to `preact/compat`. The code is written, typed and tested
 * against React's API; only the runtime under it is Preact.
 */
export const FRAMEWORK_ALIASES: (Alias & { find: RegExp })[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * JSX compiles to React's automatic runtime, which the aliases above send to Preact's. Without
 * React there is no React Refresh: in `npm run dev` an edit reloads the page.
 */
export const FRAMEWORK_JSX = { runtime: 'automatic', importSource: 'react' } as const;

/**
 * The same aliases as a bundler plugin, for Vitest's pre-bundling of libraries, which does not
 * apply `resolve.alias` to the imports inside them.
 */
export function frameworkAliasPlugin(): Plugin {
  return {
    name: 'storefront:framework-aliases',
    async resolveId(source, importer, options) {
      const alias = FRAMEWORK_ALIASES.find(({ find }) => find.test(source));
      if (!alias) return null;
      return this.resolve(alias.replacement, importer, { ...options, skipSelf: true });
    },
  };
}
