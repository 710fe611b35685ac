import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { useCurrentUser } from '../../features/auth/api/get-user-brief';
import {
  cartCleared,
  cartShopShippingRefreshed,
  selectCartItems,
} from '../../features/cart/cart.slice';
import { refetchProductDetail } from '../../features/product/api/get-product-detail';
import { CheckoutScreen } from '../../features/checkout/components/checkout-screen';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import { selectRegionGuid } from '../../features/region/region.slice';
import { useTranslation } from '../../i18n/translation';
import { useErrorText } from '../../i18n/error-text';
import type { AppDispatch } from '../store';

/** Shown once, however often React runs the effect. */
const SESSION_EXPIRED_TOAST = 'checkout-session-expired';

/**
 * /checkout (login only). The checkout feature knows nothing of the cart, regions or user;
 * this route reads them and hands them in (features never import features). A checkout with
 * nothing in it goes to /cart with 'Session Expired!' (docs/product.md#checkout-steps) — judged on arrival only, since a
 * placed order empties the cart while its Success step is still on screen.
 */
export function Component() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dispatch = useDispatch<AppDispatch>();
  const items = useSelector(selectCartItems);
  const [isEmptyOnArrival] = useState(items.length === 0);
  const { data: regions } = useGetRegionsQuery();
  const regionGuid = useSelector(selectRegionGuid);
  const displayCurrency =
    regions?.find((region) => region.guid === regionGuid)?.currencyCode ?? null;
  const user = useCurrentUser();

  useEffect(() => {
    if (isEmptyOnArrival) toast.error(t('checkout.sessionExpired'), { id: SESSION_EXPIRED_TOAST });
  }, [isEmptyOnArrival, t]);

  const emptyCart = useCallback(() => dispatch(cartCleared()), [dispatch]);

  // A shop's delivery fee changed since its products went into the cart: its methods are read
  // again from one of its product pages, and the cart (kept whole) prices the new fee.
  const refreshShipping = useCallback(
    async (shopGuid: string) => {
      const item = items.find((candidate) => candidate.shop.shopGuid === shopGuid);
      if (!item) return;
      const { data } = await dispatch(refetchProductDetail(item.guid));
      const shop = data?.shopLists.find((candidate) => candidate.shopGuid === shopGuid);
      if (shop)
        dispatch(cartShopShippingRefreshed({ shopGuid, methods: shop.shippingChargesList }));
    },
    [dispatch, items],
  );

  if (isEmptyOnArrival) return <Navigate to="/cart" replace />;
  return (
    <CheckoutScreen
      onShippingChanged={(shopGuid) => void refreshShipping(shopGuid)}
      items={items}
      regions={regions ?? []}
      displayCurrency={displayCurrency}
      user={user.data ?? null}
      // A failure stays on screen while it is asked again, rather than flickering to a skeleton.
      isUserLoading={user.isLoading && !user.error}
      userError={user.error ? errorText(user.error) : null}
      onRetryUser={() => void user.refetch()}
      onOrderPlaced={emptyCart}
    />
  );
}
