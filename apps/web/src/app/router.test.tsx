import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';
import type { RouteObject } from 'react-router';
import { routeModulesOf } from '../../route-modules';
import { buildRoutes, pageRoutes } from './router';
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
    expect(found.map((route) => route.path).sort()).toEqual(pagePaths(pageRoutes).sort());
    expect(found).toContainEqual({ path: '/', module: 'home' });
    expect(found).toContainEqual({ path: '/product-detail/:productId', module: 'product-detail' });
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
