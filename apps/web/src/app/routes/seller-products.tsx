import { SellerProductsScreen } from '../../features/seller/components/seller-products-screen';

/** /seller/products: the shop's catalog. */
export function Component() {
  return <SellerProductsScreen />;
}
