import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from './i18n';
import { ShopText, shopTextLang } from './shop-text';
import { TranslationProvider } from './translation';

describe('shopTextLang', () => {
  it('marks Burmese words on an English page', () => {
    expect(shopTextLang('ပုဂံ ယွန်း ကွမ်းအစ်', 'en')).toBe('my');
    // Mixed: a Latin brand beside a Burmese word is still read and drawn as Burmese.
    expect(shopTextLang('Samsung ဖုန်း', 'en')).toBe('my');
    // Myanmar Extended-A (Shan, Khamti letters) is Myanmar script too.
    expect(shopTextLang('\uAA60', 'en')).toBe('my');
  });

  it('leaves Latin words, empty ones and every word of a Burmese page unmarked', () => {
    expect(shopTextLang('Shan Green Tea', 'en')).toBeUndefined();
    expect(shopTextLang('', 'en')).toBeUndefined();
    expect(shopTextLang(null, 'en')).toBeUndefined();
    expect(shopTextLang(undefined, 'en')).toBeUndefined();
    expect(shopTextLang('ပုဂံ ယွန်း ကွမ်းအစ်', 'my')).toBeUndefined();
  });
});

describe('ShopText', () => {
  afterEach(async () => {
    await act(() => applyLanguage('en'));
  });

  const draw = () =>
    render(
      <TranslationProvider>
        <h3>
          <ShopText text="ထန်းလျက်" />
        </h3>
        <h3>
          <ShopText text="Palm Sugar" />
        </h3>
      </TranslationProvider>,
    );

  it('wraps Burmese words of an English page in <span lang="my">, nothing else', () => {
    const { container } = draw();
    expect(container.innerHTML).toBe('<h3><span lang="my">ထန်းလျက်</span></h3><h3>Palm Sugar</h3>');
  });

  it('leaves the words bare on a Burmese page', async () => {
    await act(() => applyLanguage('mm'));
    const { container } = draw();
    expect(container.innerHTML).toBe('<h3>ထန်းလျက်</h3><h3>Palm Sugar</h3>');
  });
});
