import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  addToCart,
  cartCount,
  clearCart,
  groupCartByShop,
  removeAddon,
  removeVariant,
  type CartItem,
} from '@storefront/commerce/cart';
import { isObject, readStoredJson, STORAGE_KEYS } from '../../lib/storage';

/** docs/product.md#records-cart: the cart, a list kept under `cartItems`. All arithmetic lives in commerce/cart.ts. */
export type CartState = { cartItems: CartItem[] };

function isCartItem(value: unknown): value is CartItem {
  return (
    isObject(value) &&
    typeof value.guid === 'string' &&
    typeof value.currencyCode === 'string' &&
    typeof value.totalPrice === 'number' &&
    isObject(value.shop) &&
    Array.isArray(value.variants) &&
    Array.isArray(value.addons)
  );
}

function isCartItemList(value: unknown): value is CartItem[] {
  return Array.isArray(value) && value.every(isCartItem);
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => ({
    cartItems: readStoredJson(STORAGE_KEYS.cartItems, isCartItemList) ?? [],
  }),
  reducers: {
    // The commerce rules return new lists, so each reducer returns a new state rather than
    // writing into the Immer draft (commerce's readonly types do not fit a mutable draft).
    cartItemAdded: (state, action: PayloadAction<CartItem>): CartState => ({
      cartItems: addToCart(state.cartItems, action.payload),
    }),
    cartVariantRemoved: (
      state,
      action: PayloadAction<{ productGuid: string; variantGuid: string }>,
    ): CartState => {
      const { productGuid, variantGuid } = action.payload;
      return { cartItems: removeVariant(state.cartItems, productGuid, variantGuid) };
    },
    cartAddonRemoved: (
      state,
      action: PayloadAction<{ productGuid: string; addonGuid: string }>,
    ): CartState => {
      const { productGuid, addonGuid } = action.payload;
      return { cartItems: removeAddon(state.cartItems, productGuid, addonGuid) };
    },
    // A shop's delivery methods as its product page gives them now: the checkout prices the
    // fee from them (docs/decisions/0031-wallets-and-delivery-fees.md#fee-changes).
    cartShopShippingRefreshed: (
      state,
      action: PayloadAction<{ shopGuid: string; methods: CartItem['shop']['shippingChargesList'] }>,
    ): CartState => {
      const { shopGuid, methods } = action.payload;
      return {
        cartItems: state.cartItems.map((item) =>
          item.shop.shopGuid === shopGuid
            ? { ...item, shop: { ...item.shop, shippingChargesList: methods } }
            : item,
        ),
      };
    },
    // docs/product.md#cart: the cart page's remove-all action.
    cartCleared: (): CartState => ({ cartItems: clearCart() }),
  },
});

export const {
  cartItemAdded,
  cartVariantRemoved,
  cartAddonRemoved,
  cartCleared,
  cartShopShippingRefreshed,
} = cartSlice.actions;

type WithCart = { cart: CartState };
export const selectCartItems = (state: WithCart): CartItem[] => state.cart.cartItems;
export const selectCartCount = (state: WithCart): number => cartCount(state.cart.cartItems);

/** docs/product.md#records-cart "Grouped cart": memoised, so the cart page re-groups only when the cart changes. */
export const selectCartByShop = createSelector([selectCartItems], (items) =>
  groupCartByShop(items),
);
