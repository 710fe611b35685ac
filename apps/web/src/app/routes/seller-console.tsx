import { SellerConsole } from '../../features/seller/components/seller-console';

/** The signed-in console around /seller and /seller/orders/{saleGuid}. */
export function Component() {
  return <SellerConsole />;
}
