import type { APIRequestContext } from '@playwright/test';
import { ShopListResponseSchema } from '@storefront/contract/shop';
import type { Language } from './fixtures';

/**
 * A shop's name as a page in `language` writes it (docs/product.md#shop-names): a Burmese page
 * shows a shop's Burmese name when it has one, and the name kept with the cart line, product or
 * order (`stored`) otherwise.
 */
export async function shopNamesIn(
  request: APIRequestContext,
  language: Language,
): Promise<(shopGuid: string, stored: string) => string> {
  const shops = ShopListResponseSchema.parse(await (await request.get('/v1/pos/shop/list')).json())
    .data.items;
  return (shopGuid, stored) => {
    const shop = shops.find((candidate) => candidate.guid === shopGuid);
    return (language === 'mm' && shop?.nameMm?.trim()) || stored;
  };
}
