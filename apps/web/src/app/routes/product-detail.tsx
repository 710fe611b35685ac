import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { ProductDetail } from '@storefront/contract/catalog';
import type { CartItem } from '@storefront/commerce/cart';
import { effectivePrice } from '@storefront/commerce/catalog';
import { selectIsAuthenticated } from '../../features/auth/auth.slice';
import { cartItemAdded, selectCartItems } from '../../features/cart/cart.slice';
import {
  compareAdded,
  selectCanAddToCompare,
  selectComparedItems,
  type CompareItem,
} from '../../features/compare/compare.slice';
import { ProductDetailScreen } from '../../features/product/components/product-detail-screen';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import { selectRegionGuid } from '../../features/region/region.slice';
import type { AppDispatch, RootState } from '../store';

/** §3 "Compare item", taken from the product detail; the price is what the shopper pays. */
function toCompareItem(product: ProductDetail): CompareItem {
  return {
    guid: product.guid,
    displayName: product.name,
    brandName: product.brandName,
    priceSell: effectivePrice(product),
    currencyCode: product.currencyCode,
    shopRatings: product.shopRatings,
    description: product.description,
    image: product.imageItems[0]?.image ?? null,
  };
}

/**
 * /product-detail/{productId}. The product feature knows nothing of the cart, compare list,
 * regions or login; this route reads them and hands them in (features never import features).
 */
export function Component() {
  const { productId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();

  const savedCartItem = useSelector(
    (state: RootState) => selectCartItems(state).find((item) => item.guid === productId) ?? null,
  );
  const isCompared = useSelector((state: RootState) =>
    selectComparedItems(state).some((item) => item.guid === productId),
  );
  const canCompare = useSelector((state: RootState) => selectCanAddToCompare(state, productId));
  const isLoggedIn = useSelector(selectIsAuthenticated);
  const { data: regions } = useGetRegionsQuery();
  const regionGuid = useSelector(selectRegionGuid);
  const region = regions?.find((candidate) => candidate.guid === regionGuid) ?? null;

  const addToCart = useCallback((item: CartItem) => dispatch(cartItemAdded(item)), [dispatch]);
  const buyNow = useCallback(
    (item: CartItem) => {
      // §4: adding replaces the entry with the same guid, so Update the Cart uses it too.
      dispatch(cartItemAdded(item));
      void navigate('/cart');
    },
    [dispatch, navigate],
  );
  const addToCompare = useCallback(
    (product: ProductDetail) => dispatch(compareAdded(toCompareItem(product))),
    [dispatch],
  );

  return (
    <ProductDetailScreen
      // A new product starts a new selection (§4: first option preselected, or the cart's).
      key={productId}
      productId={productId}
      pageUrl={typeof window === 'undefined' ? pathname : window.location.origin + pathname}
      isInCart={savedCartItem !== null}
      savedCartItem={savedCartItem}
      onAddToCart={addToCart}
      onBuyNow={buyNow}
      isCompared={isCompared}
      canCompare={canCompare}
      onAddToCompare={addToCompare}
      isLoggedIn={isLoggedIn}
      region={region}
      regions={regions ?? []}
    />
  );
}
