import { SellerOrdersScreen } from '../../features/seller/components/seller-orders-screen';

/** /seller: the shop's orders. */
export function Component() {
  return <SellerOrdersScreen />;
}
