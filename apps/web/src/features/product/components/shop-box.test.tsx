import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductShop } from '@storefront/contract/catalog';
import { applyLanguage } from '../../../i18n/i18n';
import { renderUi } from '../../../test/render-ui';
import { productDetail } from '../test/product-fixture';
import { ShopBox } from './shop-box';

const ADDRESS_MM = 'အမှတ် ၅၊ ပြည်လမ်း၊ ကမာရွတ်မြို့နယ်၊ ရန်ကုန်မြို့';

function shopWith(overrides: Partial<ProductShop>): ProductShop {
  return { ...productDetail().shopLists[0]!, ...overrides };
}

describe('ShopBox: the Sold by address', () => {
  it('shows the Burmese address on Burmese pages', async () => {
    await act(() => applyLanguage('mm'));
    renderUi(<ShopBox shop={shopWith({ addressMm: ADDRESS_MM })} />);
    const box = screen.getByRole('region', { name: 'ရောင်းချသူ ဆိုင်' });
    expect(within(box).getByText(ADDRESS_MM)).toBeInTheDocument();
    expect(box).not.toHaveTextContent('Pyay Road');
  });

  it('falls back to the English address on Burmese pages when the shop has no Burmese one', async () => {
    await act(() => applyLanguage('mm'));
    for (const addressMm of [null, undefined, '  ']) {
      const { unmount } = renderUi(<ShopBox shop={shopWith({ addressMm })} />);
      const box = screen.getByRole('region', { name: 'ရောင်းချသူ ဆိုင်' });
      expect(within(box).getByText('No. 5, Pyay Road, Kamayut, Yangon')).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps the English address on English pages', () => {
    renderUi(<ShopBox shop={shopWith({ addressMm: ADDRESS_MM })} />);
    const box = screen.getByRole('region', { name: 'Sold by' });
    expect(within(box).getByText('No. 5, Pyay Road, Kamayut, Yangon')).toBeInTheDocument();
    expect(box).not.toHaveTextContent(ADDRESS_MM);
  });
});
