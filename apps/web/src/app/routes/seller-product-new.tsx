import { NewProductScreen } from '../../features/seller/components/seller-product-screen';

/** /seller/products/new: a product added from the console. */
export function Component() {
  return <NewProductScreen />;
}
