import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from './i18n';
import { TranslationProvider, useTranslation } from './translation';

function ViewAll() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {t('common.viewAll')} ({i18n.language})
    </p>
  );
}

describe('TranslationProvider', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it('redraws its readers in the new language when the language changes', async () => {
    render(
      <TranslationProvider>
        <ViewAll />
      </TranslationProvider>,
    );
    expect(screen.getByText('View All (en)')).toBeInTheDocument();

    // The Burmese strings arrive with the change (their chunk is loaded on demand).
    await act(() => applyLanguage('mm'));
    expect(screen.queryByText(/View All/)).not.toBeInTheDocument();
    expect(screen.getByText('အားလုံးကြည့်ရန် (my)')).toBeInTheDocument();
  });

  it('picks up a language chosen before it subscribed', async () => {
    await applyLanguage('mm');
    render(
      <TranslationProvider>
        <ViewAll />
      </TranslationProvider>,
    );
    expect(screen.getByText('အားလုံးကြည့်ရန် (my)')).toBeInTheDocument();
    expect(screen.queryByText(/View All/)).not.toBeInTheDocument();
  });

  it('refuses to translate outside the provider', () => {
    expect(() => render(<ViewAll />)).toThrow(/outside <TranslationProvider>/);
  });
});
