import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import type { RouteObject } from 'react-router';
import {
  consoleModulesInShopperPages,
  routeModulesOf,
  type ChunkModules,
} from '../../route-modules';
import { buildRoutes, pageRoutes, sellerRoutes } from './router';
import routerSource from './router.tsx?raw';

/** Every page path of a route table, as the URL a shopper types (`/` for the index). */
function pagePaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? '/' : route.path ? `${parent}/${route.path}` : parent;
    return route.children ? pagePaths(route.children, own) : [own || '/'];
  });
}

describe('app shell and routes', () => {
  it("names every page's lazy module in the form the build's route-module table reads", () => {
    const found = routeModulesOf(routerSource);
    expect(found.map((route) => route.path).sort()).toEqual(
      pagePaths([...pageRoutes, ...sellerRoutes]).sort(),
    );
    expect(found).toContainEqual({ path: '/', module: 'home' });
    expect(found).toContainEqual({ path: '/product-detail/:productId', module: 'product-detail' });
    expect(found).toContainEqual({ path: '/seller', module: 'seller-orders' });
  });

  it("shows the staff's console without the shop's header, footer or region chooser", async () => {
    stubApi();
    // No region chosen: on a shop page the region chooser would open.
    renderApp({ path: '/seller/login', storage: {} });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop staff sign-in' }),
    ).toBeInTheDocument();
    // The region chooser is a lazy module: give it the time it takes to arrive on a shop page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a not-found page for unknown routes, inside the shell', async () => {
    stubApi();
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('draws the footer below the page right after the first paint', async () => {
    stubApi();
    renderApp({ path: '/categories' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Contact Us');
  });

  it.each(['/login', '/register', '/voucher'])('hides header and footer on %s', async (path) => {
    stubApi();
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('sends anonymous visitors of protected routes to /login with the message', async () => {
    stubApi();
    const { router } = renderApp({ path: '/checkout' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ message: 'You need to login first!' });
  });

  it('lets a logged-in shopper open a protected route and shows Logout', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/dashboard',
      storage: { region: '0b6f7c1e-5d0a-4f8e-9c39-1a2b3c4d5e01', authToken: 'token-1' },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(localStorage.getItem('authToken')).toBeNull());
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Login / Register' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' when a page fails, keeping the header", async () => {
    stubApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    renderApp({
      path: '/broken',
      routeTable: buildRoutes([{ path: 'broken', Component: Broken }]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('highlights the current route in the navigation', async () => {
    stubApi();
    renderApp({ path: '/new-arrival' });
    const nav = (await screen.findAllByRole('navigation', { name: 'Main navigation' }))[0]!;
    expect(within(nav).getByRole('link', { name: 'New Arrival' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});

/** A built chunk for the console check, as the bundle describes it. */
function chunk(moduleIds: string[], rest: Partial<ChunkModules> = {}): ChunkModules {
  return { moduleIds, imports: [], dynamicImports: [], facadeModuleId: null, ...rest };
}

const SRC = '/repo/apps/web/src';
const isRouteModule = (id: string) => id.startsWith(`${SRC}/app/routes/`);
const PAGES = [
  { path: '/', module: 'home', chunk: 'home.js' },
  { path: '/seller', module: 'seller-orders', chunk: 'seller-orders.js' },
];

/** The shape of a good build: the console in its own chunks, reached only from its routes. */
function bundle(overrides: Record<string, ChunkModules> = {}): Record<string, ChunkModules> {
  return {
    'shell.js': chunk([`${SRC}/main.tsx`, `${SRC}/app/router.tsx`], {
      imports: ['framework.js'],
      dynamicImports: ['home.js', 'seller-orders.js', 'mm.js'],
    }),
    'framework.js': chunk(['/repo/node_modules/react-dom/cjs/react-dom-client.production.js']),
    'mm.js': chunk([`${SRC}/locales/mm/index.ts`]),
    'home.js': chunk([`${SRC}/app/routes/home.tsx`], {
      imports: ['pages.js'],
      facadeModuleId: `${SRC}/app/routes/home.tsx`,
    }),
    'pages.js': chunk([`${SRC}/components/ui/pagination.tsx`]),
    'seller-orders.js': chunk([], {
      imports: ['seller.js', 'pages.js'],
      facadeModuleId: `${SRC}/app/routes/seller-orders.tsx`,
    }),
    'seller.js': chunk([
      `${SRC}/app/routes/seller-orders.tsx`,
      `${SRC}/features/seller/seller-labels.ts`,
      `${SRC}/locales/en/seller.json`,
    ]),
    ...overrides,
  };
}

describe("the staff's console in the build", () => {
  it("finds no console module in a good build's shopper pages", () => {
    expect(consoleModulesInShopperPages(bundle(), 'shell.js', PAGES, isRouteModule)).toEqual([]);
  });

  it('finds console code or strings that a shopper page would load, at once or later', () => {
    const leaks = consoleModulesInShopperPages(
      bundle({
        'pages.js': chunk([
          `${SRC}/components/ui/pagination.tsx`,
          `${SRC}/features/seller/seller-labels.ts`,
        ]),
        'mm.js': chunk([`${SRC}/locales/mm/index.ts`, `${SRC}/locales/mm/seller.json`]),
      }),
      'shell.js',
      PAGES,
      isRouteModule,
    );
    expect(leaks).toEqual([
      `/ loads mm.js, which holds ${SRC}/locales/mm/seller.json`,
      `/ loads pages.js, which holds ${SRC}/features/seller/seller-labels.ts`,
    ]);
  });

  // The build itself fails on a leak (route-modules.ts); this reads what a build left behind.
  const dist = path.join(import.meta.dirname, '../../dist');
  const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
  it.skipIf(!fs.existsSync(path.join(dist, 'route-modules.json')))(
    "keeps the last build's console chunks away from every shopper page",
    () => {
      const table = (
        JSON.parse(read('route-modules.json')) as { pages: { path: string; files: string[] }[] }
      ).pages;
      const initial = [...firstScripts(), ...appModules()];
      const consoleText = /v1\/seller\/|Verify payment|Mark as shipped/;
      for (const route of table.filter((r) => !r.path.startsWith('/seller'))) {
        for (const file of [...initial, ...route.files]) {
          const code = read(file);
          expect(consoleText.test(code), `${route.path} loads ${file}`).toBe(false);
        }
      }
      expect(table.find((r) => r.path === '/seller')?.files.join()).toMatch(/\/assets\/seller-/);
    },
  );

  it.skipIf(!fs.existsSync(path.join(dist, 'route-modules.json')))(
    "has the last build's pages ask for their biggest file first",
    () => {
      const size = (file: string) => fs.statSync(path.join(dist, file)).size;
      const lists = [
        appModules(),
        ...(JSON.parse(read('route-modules.json')) as { pages: { files: string[] }[] }).pages.map(
          (page) => page.files,
        ),
      ];
      expect(appModules()[0]).toMatch(/\/assets\/framework-/);
      for (const files of lists) {
        expect(files.map(size)).toEqual(files.map(size).sort((a, b) => b - a));
      }
    },
  );

  it.skipIf(!fs.existsSync(path.join(dist, '.vite/manifest.json')))(
    "keeps the toast library out of what the last build's pages load before they hydrate",
    () => {
      const manifest = JSON.parse(read('.vite/manifest.json')) as Record<
        string,
        { file: string; imports?: string[] }
      >;
      const entry = Object.entries(manifest).find(([source]) =>
        source.includes('node_modules/react-hot-toast/'),
      );
      expect(entry, 'react-hot-toast has a chunk of its own').toBeDefined();
      const [, chunk] = entry!;
      // Its chunk and what it imports, but for the app's modules every page loads anyway.
      const toastFiles = [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key]!.file)]
        .map((file) => `/${file}`)
        .filter((file) => !appModules().includes(file));
      expect(toastFiles.length).toBeGreaterThan(0);
      const table = (
        JSON.parse(read('route-modules.json')) as { pages: { path: string; files: string[] }[] }
      ).pages;
      for (const page of table) {
        for (const file of page.files) {
          expect(toastFiles, `${page.path} loads ${file}`).not.toContain(file);
        }
      }
    },
  );

  /** The script index.html names: the first screen's. */
  function firstScripts(): string[] {
    return [...read('index.html').matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  }

  /** The app's modules the first script loads (`data-modules` in index.html). */
  function appModules(): string[] {
    return /data-modules="([^"]*)"/.exec(read('index.html'))?.[1]?.split(' ') ?? [];
  }
});
