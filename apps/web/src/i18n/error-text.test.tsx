import { act, render, screen } from '@testing-library/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it } from 'vitest';
import { useErrorText } from './error-text';
import { applyLanguage } from './i18n';
import { TranslationProvider, useTranslation } from './translation';

function LoadFailure({ error }: { error: FetchBaseQueryError }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return <p role="alert">{t('common.error', { message: errorText(error) })}</p>;
}

const show = (error: FetchBaseQueryError) =>
  render(
    <TranslationProvider>
      <LoadFailure error={error} />
    </TranslationProvider>,
  );

const serverError: FetchBaseQueryError = {
  status: 500,
  data: { success: false, message: 'Database is locked' },
};

describe('useErrorText', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  it("keeps the server's own message in English", () => {
    show(serverError);
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Database is locked');
  });

  it("gives the reason in Burmese instead of the server's English", async () => {
    await act(() => applyLanguage('mm'));
    show(serverError);
    expect(screen.getByRole('alert')).toHaveTextContent('ဖွင့်၍ မရပါ- ကျွန်ုပ်တို့ဘက်တွင် အမှားတစ်ခု ဖြစ်နေပါသည်။');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Database');
  });

  it('names a dropped connection, a missing thing and too many requests in Burmese', async () => {
    await act(() => applyLanguage('mm'));
    const { unmount } = show({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(screen.getByRole('alert')).toHaveTextContent('ဆိုင်သို့ ချိတ်ဆက်၍ မရပါ။');
    unmount();
    const notFound = show({ status: 404, data: { success: false, message: 'Not found' } });
    expect(screen.getByRole('alert')).toHaveTextContent('ရှာမတွေ့ပါ။');
    notFound.unmount();
    show({ status: 429, data: { success: false, message: 'Too many requests' } });
    expect(screen.getByRole('alert')).toHaveTextContent('ကြိုးစားမှု များလွန်းနေပါသည်။');
  });

  it('names a dropped connection or an answer without a message in English words, not the transport error', () => {
    const { unmount } = show({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: We could not reach the shop. Please check your connection and try again.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('TypeError');
    unmount();
    // A proxy's HTML error page: no envelope, no message of the server's.
    show({
      status: 'PARSING_ERROR',
      originalStatus: 502,
      data: '<html>Bad Gateway</html>',
      error: 'x',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Something went wrong on our side. Please try again in a moment.',
    );
  });

  it('words a refusal it knows by its code, in English and in Burmese', async () => {
    const refused: FetchBaseQueryError = {
      status: 403,
      data: {
        success: false,
        message: 'Shop staff accounts cannot write reviews.',
        code: 'staffCannotReview',
      },
    };
    const { unmount } = show(refused);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Error: Shop staff accounts cannot write reviews.',
    );
    unmount();
    await act(() => applyLanguage('mm'));
    show(refused);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ဆိုင်ဝန်ထမ်း အကောင့်များဖြင့် သုံးသပ်ချက် ရေးသား၍ မရပါ။',
    );
  });
});
