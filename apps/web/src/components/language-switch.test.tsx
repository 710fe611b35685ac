import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

describe('language switch', () => {
  it("switches to Burmese: html lang 'my', Burmese labels, and the choice is stored", async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp({ path: '/all-products' });

    const burmese = await screen.findByRole('button', { name: 'မြန်မာ' });
    expect(burmese).toHaveAttribute('aria-pressed', 'false');
    await user.click(burmese);

    await waitFor(() => expect(document.documentElement.lang).toBe('my'));
    expect(
      await screen.findByRole('heading', { name: 'ကုန်ပစ္စည်းအားလုံးကို ပြသနေသည်' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'မြန်မာ' })).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('lang') ?? 'null')).toEqual({
      name: 'mm',
      flag: '/assets/icons/mm_flag.png',
    });

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(
      await screen.findByRole('heading', { name: 'Showing All Products' }),
    ).toBeInTheDocument();
  });

  it('starts in the stored language', async () => {
    stubApi();
    renderApp({
      path: '/all-products',
      storage: {
        region: '0b6f7c1e-5d0a-4f8e-9c39-1a2b3c4d5e01',
        lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
      },
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('my'));
    expect(
      await screen.findByRole('searchbox', { name: 'ကုန်ပစ္စည်းများ ရှာဖွေရန်' }),
    ).toBeInTheDocument();
    // Shops by their Burmese names, or their English ones when they have none
    // (docs/product.md#shop-names).
    const shops = await screen.findByRole('combobox', { name: 'ဆိုင်' });
    expect(
      within(shops)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ရွှေကြာ စတိုး', 'Mandalay Crafts']);
  });
});
