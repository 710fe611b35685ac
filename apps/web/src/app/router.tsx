import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { loadPageStrings } from '../i18n/i18n';
import { ErrorScreen } from './layout/error-screen';
import { LoadingScreen } from './layout/loading-screen';
import { RootLayout } from './layout/root-layout';
import { RequireAuth } from './require-auth';
import { routerContextFor } from './route-data';
import type { AppStore } from './store';

/**
 * Every page of docs/product.md#screens. Each is its own lazy module, so the first load carries only the shell and
 * the page asked for.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  {
    // Every other page's English strings come with it (i18n.ts), before it renders.
    loader: loadPageStrings,
    shouldRevalidate: () => false,
    children: [
      { path: 'login', lazy: () => import('./routes/login') },
      { path: 'register', lazy: () => import('./routes/register') },
      { path: 'voucher', lazy: () => import('./routes/voucher') },
      { path: 'all-products', lazy: () => import('./routes/all-products') },
      { path: 'categories', lazy: () => import('./routes/categories') },
      { path: 'products/:categoryGuid', lazy: () => import('./routes/category-products') },
      { path: 'new-arrival', lazy: () => import('./routes/new-arrival') },
      { path: 'best-deals', lazy: () => import('./routes/best-deals') },
      { path: 'just-for-you', lazy: () => import('./routes/just-for-you') },
      { path: 'top-picks', lazy: () => import('./routes/top-picks') },
      {
        path: 'searched-products/:searchedName',
        lazy: () => import('./routes/searched-products'),
      },
      { path: 'product-detail/:productId', lazy: () => import('./routes/product-detail') },
      { path: 'cart', lazy: () => import('./routes/cart') },
      { path: 'compare', lazy: () => import('./routes/compare') },
      {
        path: 'product-list-for-comparison',
        lazy: () => import('./routes/product-list-for-comparison'),
      },
      {
        // docs/product.md#protected-routes/docs/product.md#protected-routes: logged-in only.
        Component: RequireAuth,
        children: [
          { path: 'promo-list', lazy: () => import('./routes/promo-list') },
          { path: 'checkout', lazy: () => import('./routes/checkout') },
          { path: 'dashboard', lazy: () => import('./routes/dashboard') },
          { path: 'order-history', lazy: () => import('./routes/order-history') },
          { path: 'order-detail/:orderId', lazy: () => import('./routes/order-detail') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

/**
 * The shop staff's console (docs/decisions/0014-order-life-cycle.md). Outside the shop's shell:
 * no shop header, footer or region chooser. Its modules are a chunk group of their own
 * (vite.config.ts), so a shopper's pages never load any of it.
 */
export const sellerRoutes: RouteObject[] = [
  { path: 'seller/login', lazy: () => import('./routes/seller-login') },
  {
    // Signed-in staff only; the frame and the live order stream stay between these pages.
    lazy: () => import('./routes/seller-console'),
    children: [
      { path: 'seller', lazy: () => import('./routes/seller-orders') },
      { path: 'seller/orders/:saleGuid', lazy: () => import('./routes/seller-order') },
      { path: 'seller/products', lazy: () => import('./routes/seller-products') },
      { path: 'seller/products/new', lazy: () => import('./routes/seller-product-new') },
      { path: 'seller/products/import', lazy: () => import('./routes/seller-products-import') },
      { path: 'seller/products/:productGuid', lazy: () => import('./routes/seller-product') },
      { path: 'seller/cod-holds', lazy: () => import('./routes/seller-cod-holds') },
      { path: 'seller/staff', lazy: () => import('./routes/seller-staff') },
      { path: 'seller/audit', lazy: () => import('./routes/seller-audit') },
      { path: 'seller/shops', lazy: () => import('./routes/seller-shops') },
      { path: 'seller/shops/new', lazy: () => import('./routes/seller-shop-new') },
      { path: 'seller/shops/:shopGuid', lazy: () => import('./routes/seller-shop') },
      { path: 'seller/payments', lazy: () => import('./routes/seller-payments') },
      { path: 'seller/shipping', lazy: () => import('./routes/seller-shipping') },
      { path: 'seller/coupons', lazy: () => import('./routes/seller-coupons') },
      { path: 'seller/reports', lazy: () => import('./routes/seller-reports') },
      { path: 'seller/settings', lazy: () => import('./routes/seller-settings') },
    ],
  },
];

/** The shell around the pages; tests pass their own pages to exercise it. */
export function buildRoutes(pages: RouteObject[] = pageRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      // Catches errors of the shell itself (header, footer); page errors stop one level lower.
      ErrorBoundary: ErrorScreen,
      children: [
        {
          // Pages render inside the shell: the header stays while a page loads or fails.
          HydrateFallback: LoadingScreen,
          ErrorBoundary: ErrorScreen,
          children: pages,
        },
      ],
    },
    {
      id: 'seller',
      HydrateFallback: LoadingScreen,
      ErrorBoundary: ErrorScreen,
      children: sellerRoutes,
    },
  ];
}

/**
 * The browser's router. A server-rendered page passes the routes it resolved for the first
 * screen and the server's loader data, so hydration runs no loader again. On a language
 * address it runs under the address's prefix (`basename`).
 */
export function createAppRouter(
  store: AppStore,
  {
    routes = buildRoutes(),
    hydrationData,
    basename,
  }: { routes?: RouteObject[]; hydrationData?: HydrationState; basename?: string } = {},
) {
  return createBrowserRouter(routes, {
    getContext: routerContextFor(store),
    hydrationData,
    // A language address's prefix (`/my`, docs/decisions/0035-language-addresses.md): every
    // link and navigation of the app keeps it.
    ...(basename ? { basename } : {}),
  });
}
