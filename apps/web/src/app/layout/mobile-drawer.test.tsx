import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userBrief } from '../../features/auth/test/auth-fixtures';
import { ok, stubApi } from '../../test/fetch-stub';
import { REGION_MYANMAR } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('mobile drawer', () => {
  it('opens from the burger with the same links, and closes on a link or Escape', async () => {
    stubApi();
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/all-products' });

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (const name of [
      'Home',
      'Categories',
      'All Products',
      'New Arrival',
      'Best Deals',
      'Login / Register',
    ]) {
      expect(within(drawer).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
    await user.click(within(drawer).getByRole('link', { name: 'Categories' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it("holds the shopper's name, linking to /dashboard, instead of Login / Register", async () => {
    stubApi({ 'GET /v1/user/brief': () => ok(userBrief({ name: 'Daw Khin Myat Noe Aung' })) });
    const user = userEvent.setup();
    renderApp({
      path: '/all-products',
      storage: { region: REGION_MYANMAR.guid, authToken: 'token-1' },
    });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(
      await within(drawer).findByRole('link', { name: 'Daw Khin Myat Noe Aung' }),
    ).toHaveAttribute('href', '/dashboard');
    expect(within(drawer).queryByRole('link', { name: /Login/ })).not.toBeInTheDocument();
  });

  it("marks a shopper's name written in Burmese as Burmese on an English page", async () => {
    stubApi({ 'GET /v1/user/brief': () => ok(userBrief({ name: 'ဒေါ်နှင်းဝေ' })) });
    const user = userEvent.setup();
    renderApp({
      path: '/all-products',
      storage: { region: REGION_MYANMAR.guid, authToken: 'token-1' },
    });
    // The header's entry and the drawer's both carry lang="my", so the Burmese font draws it.
    const header = await screen.findByText('ဒေါ်နှင်းဝေ');
    expect(header).toHaveAttribute('lang', 'my');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('ဒေါ်နှင်းဝေ')).toHaveAttribute('lang', 'my');
  });
});
