import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
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
});
