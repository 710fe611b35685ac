import { buildCartItem, type CartShop } from '@storefront/commerce/cart';
import { describe, expect, it } from 'vitest';
import { loggedOut } from '../features/auth/auth.slice';
import { cartItemAdded, cartVariantRemoved } from '../features/cart/cart.slice';
import { compareAdded, compareToggled, type CompareItem } from '../features/compare/compare.slice';
import { regionChosen } from '../features/region/region.slice';
import { languageChosen } from '../i18n/lang.slice';
import { makeStore } from './store';

const SHOP: CartShop = {
  shopGuid: 'shop-1',
  shopName: 'Golden Lotus Store',
  website: '',
  primaryPhone: '+95 9 450 000 001',
  otherPhones: '',
  street: 'Pyay Road',
  address: 'Yangon',
  shippingChargesList: [],
};

function cartItem(guid: string) {
  const item = buildCartItem({
    guid,
    name: 'Cotton Longyi',
    img: 'img-1',
    currencyCode: 'MMK',
    shop: SHOP,
    variants: [
      {
        guid: `${guid}-red`,
        name: 'Red',
        img: '',
        price: 15000,
        weight: 0.4,
        currencyCode: 'MMK',
        quantity: 2,
      },
      {
        guid: `${guid}-blue`,
        name: 'Blue',
        img: '',
        price: 16000,
        weight: 0.4,
        currencyCode: 'MMK',
        quantity: 1,
      },
    ],
    addons: [
      { guid: `${guid}-wrap`, name: 'Gift wrap', price: 1000, currencyCode: 'MMK', quantity: 3 },
    ],
  });
  if (!item) throw new Error('fixture item has no variants');
  return item;
}

function compareItem(guid: string): CompareItem {
  return {
    guid,
    displayName: `Product ${guid}`,
    brandName: null,
    priceSell: 1000,
    currencyCode: 'MMK',
    shopRatings: [],
    description: null,
    image: null,
  };
}

describe('store persistence (docs/product.md#storage-keys keys)', () => {
  it('keeps the cart under cartItems and recomputes it with the commerce rules', () => {
    const store = makeStore();
    store.dispatch(cartItemAdded(cartItem('p1')));
    store.dispatch(cartVariantRemoved({ productGuid: 'p1', variantGuid: 'p1-red' }));

    const stored = JSON.parse(localStorage.getItem('cartItems') ?? '[]');
    expect(stored).toHaveLength(1);
    // One Blue left: 16,000 + gift wrap capped at 1 unit = 17,000.
    expect(stored[0].totalQuantity).toBe(1);
    expect(stored[0].addons[0].addonQuantity).toBe(1);
    expect(stored[0].totalPrice).toBe(17000);

    // A store made after a reload starts from what was stored.
    expect(makeStore().getState().cart.cartItems).toEqual(stored);
  });

  it('keeps at most 3 compared items under comparedItems', () => {
    const store = makeStore();
    for (const guid of ['a', 'b', 'c', 'd']) store.dispatch(compareAdded(compareItem(guid)));
    store.dispatch(compareToggled(compareItem('a')));
    const stored = JSON.parse(localStorage.getItem('comparedItems') ?? '[]') as CompareItem[];
    expect(stored.map((item) => item.guid)).toEqual(['b', 'c']);
  });

  it('stores the region guid and the language choice', () => {
    const store = makeStore();
    store.dispatch(regionChosen('region-guid'));
    store.dispatch(languageChosen('mm'));
    expect(localStorage.getItem('region')).toBe('region-guid');
    expect(JSON.parse(localStorage.getItem('lang') ?? 'null')).toEqual({
      name: 'mm',
      flag: '/assets/icons/mm_flag.png',
    });
  });

  it('defaults to English with the UK flag and ignores unreadable stored values', () => {
    localStorage.setItem('lang', '{not json');
    localStorage.setItem('cartItems', '"oops"');
    const state = makeStore().getState();
    // Nothing stored: the browser's language (jsdom's is English), shown but not stored.
    expect(state.lang).toEqual({
      name: 'en',
      flag: '/assets/icons/uk_flag.png',
      source: 'browser',
    });
    expect(state.cart.cartItems).toEqual([]);
  });

  it('removes the token and the user data on logout', () => {
    localStorage.setItem('authToken', 'token-1');
    localStorage.setItem('userData', JSON.stringify({ name: 'Aye Aye' }));
    const store = makeStore();
    expect(store.getState().auth.token).toBe('token-1');
    store.dispatch(loggedOut());
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });
});
