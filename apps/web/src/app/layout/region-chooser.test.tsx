import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { REGION_USA } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

describe('region chooser', () => {
  it('asks for a region when none is chosen, and closes on a choice that persists', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp({ storage: {} });

    const dialog = await screen.findByRole('dialog', { name: 'Please Select Your Region' });
    expect(dialog).toHaveTextContent(
      'Based on your location, you can get regional discounts, offerings and pricing.',
    );
    const select = await screen.findByRole('combobox', { name: 'Region' });
    await user.selectOptions(select, 'United States');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('region')).toBe(REGION_USA.guid);
  });

  it('stays closed when a known region is stored', async () => {
    const { calls } = stubApi();
    renderApp({ storage: { region: REGION_USA.guid } });
    // Wait until the region list has loaded, then the modal must still be absent.
    await waitFor(() =>
      expect(calls.some((request) => request.url.endsWith('/v1/currency/region'))).toBe(true),
    );
    expect(await screen.findByRole('link', { name: /Golden Lotus Store/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again when the stored region is no longer offered', async () => {
    stubApi();
    renderApp({ storage: { region: '00000000-0000-4000-8000-000000000000' } });
    expect(
      await screen.findByRole('dialog', { name: 'Please Select Your Region' }),
    ).toBeInTheDocument();
  });

  it('cannot be dismissed with Escape before a region is chosen', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp({ storage: {} });
    await screen.findByRole('combobox', { name: 'Region' });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Please Select Your Region' })).toBeInTheDocument();
  });
});
