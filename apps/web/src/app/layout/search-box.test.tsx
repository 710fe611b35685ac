import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderApp } from '../../test/render-app';

describe('header search', () => {
  beforeEach(() => {
    stubApi();
  });

  async function search(text: string, submit: 'enter' | 'button') {
    const user = userEvent.setup();
    const view = renderApp({ path: '/all-products' });
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    expect(box).toHaveAttribute('placeholder', 'Type to search ... ');
    if (text) await user.type(box, text);
    if (submit === 'enter') await user.type(box, '{Enter}');
    else await user.click(screen.getByRole('button', { name: 'Search' }));
    return view;
  }

  it('goes to the results for the typed text on Enter', async () => {
    const { router } = await search('longyi', 'enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/searched-products/longyi'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Showing All "longyi"' }),
    ).toBeInTheDocument();
  });

  it('searches with the Search button, keeping Burmese text intact', async () => {
    const { router } = await search('လုံချည်', 'button');
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe('/searched-products/လုံချည်'),
    );
    expect(await screen.findByRole('heading', { name: 'Showing All "လုံချည်"' })).toBeInTheDocument();
  });

  it('goes home when the box is empty', async () => {
    const { router } = await search('', 'button');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes home for a single space', async () => {
    const { router } = await search(' ', 'enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
