import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { currentHostName } from '../../../lib/host-name';
import { useGetShopInfoQuery } from '../api/get-shop-info';
import {
  knownShop,
  needsShopInfo,
  shopInfoCleared,
  shopInfoLoaded,
  type ShopInfoState,
} from '../shop.slice';

/**
 * The current shop, found by the host the site is served from (docs/product.md#shop-by-host). The stored copy is used
 * as is unless it is missing or belongs to another host (docs/product.md#shop-by-host); a failed fetch clears it (docs/product.md#shop-by-host).
 */
export function useShopInfo() {
  const dispatch = useDispatch();
  const state = useSelector((root: { shopInfo: ShopInfoState }) => root.shopInfo);
  const hostName = currentHostName();
  const shouldFetch = needsShopInfo(state, hostName);
  const { data, isError, isFetching } = useGetShopInfoQuery(hostName, { skip: !shouldFetch });

  useEffect(() => {
    if (!shouldFetch) return;
    if (data) dispatch(shopInfoLoaded({ info: data, hostName }));
    else if (isError && (state.info !== null || state.hostName !== null)) {
      dispatch(shopInfoCleared());
    }
  }, [data, isError, shouldFetch, hostName, state.info, state.hostName, dispatch]);

  return {
    shopInfo: knownShop(state, hostName),
    isLoading: shouldFetch && isFetching,
    isError: shouldFetch && isError,
  };
}
