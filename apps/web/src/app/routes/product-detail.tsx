import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import type { ProductDetail } from '@storefront/contract/catalog';
import type { CartItem } from '@storefront/commerce/cart';
import { effectivePrice } from '@storefront/commerce/catalog';
import { useCreateProductReviewMutation } from '../../features/account/api/create-product-review';
import { selectIsAuthenticated } from '../../features/auth/auth.slice';
import { cartItemAdded, selectCartItems } from '../../features/cart/cart.slice';
import {
  compareAdded,
  selectCanAddToCompare,
  selectComparedItems,
  type CompareItem,
} from '../../features/compare/compare.slice';
import { prefetchCategories } from '../../features/catalog/api/get-categories';
import { prefetchProductDetail } from '../../features/product/api/get-product-detail';
import { ProductDetailScreen } from '../../features/product/components/product-detail-screen';
import type { ReviewSubmitResult } from '../../features/product/components/reviews';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import { selectRegionGuid } from '../../features/region/region.slice';
import { currentOrigin } from '../../lib/host-name';
import { storeOf } from '../route-data';
import type { AppDispatch, RootState } from '../store';
import { useErrorText } from '../../i18n/error-text';
import { languageAddress } from '../../i18n/language-address';
import { selectLanguage } from '../../i18n/lang.slice';

/** docs/product.md#records-cart "Compare item", taken from the product detail; the price is what the shopper pays. */
function toCompareItem(product: ProductDetail): CompareItem {
  return {
    guid: product.guid,
    displayName: product.name,
    ...(product.nameMm ? { nameMm: product.nameMm } : {}),
    brandName: product.brandName,
    priceSell: effectivePrice(product),
    currencyCode: product.currencyCode,
    shopRatings: product.shopRatings,
    description: product.description,
    image: product.imageItems[0]?.image ?? null,
  };
}

export function loader(args: LoaderFunctionArgs) {
  const store = storeOf(args);
  if (store && args.params.productId) store.dispatch(prefetchProductDetail(args.params.productId));
  // The category path of the page's breadcrumb list, for search engines (app/page-head.ts).
  if (store && typeof window === 'undefined') store.dispatch(prefetchCategories());
  return null;
}

/**
 * /product-detail/{productId}. The product feature knows nothing of the cart, compare list,
 * regions or login; this route reads them and hands them in (features never import features).
 */
export function Component() {
  const { productId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const errorText = useErrorText();
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
  const language = useSelector(selectLanguage);
  const region = regions?.find((candidate) => candidate.guid === regionGuid) ?? null;

  const addToCart = useCallback((item: CartItem) => dispatch(cartItemAdded(item)), [dispatch]);
  const buyNow = useCallback(
    (item: CartItem) => {
      // docs/product.md#cart-rules: adding replaces the entry with the same guid, so Update the Cart uses it too.
      dispatch(cartItemAdded(item));
      void navigate('/cart');
    },
    [dispatch, navigate],
  );
  const [createReview] = useCreateProductReviewMutation();
  // docs/product.md#reviews: after posting, the product is loaded again (the mutation invalidates it) and the new
  // review shows with its author and date.
  const submitReview = useCallback(
    async (review: string): Promise<ReviewSubmitResult> => {
      const result = await createReview({ productGuid: productId, review });
      return 'error' in result ? { ok: false, message: errorText(result.error) } : { ok: true };
    },
    [createReview, productId, errorText],
  );
  const addToCompare = useCallback(
    (product: ProductDetail) => dispatch(compareAdded(toCompareItem(product))),
    [dispatch],
  );

  return (
    <ProductDetailScreen
      // A new product starts a new selection (docs/product.md#option-selection: first option preselected, or the cart's).
      key={productId}
      productId={productId}
      // Shared in the page's language, so the preview is too (docs/decisions/0035-language-addresses.md).
      pageUrl={currentOrigin() + languageAddress(pathname, language)}
      isInCart={savedCartItem !== null}
      savedCartItem={savedCartItem}
      onAddToCart={addToCart}
      onBuyNow={buyNow}
      isCompared={isCompared}
      canCompare={canCompare}
      onAddToCompare={addToCompare}
      isLoggedIn={isLoggedIn}
      onSubmitReview={isLoggedIn ? submitReview : undefined}
      region={region}
      regions={regions ?? []}
    />
  );
}
