import { useParams } from 'react-router';
import { SellerProductScreen } from '../../features/seller/components/seller-product-screen';

/** /seller/products/{productGuid}: one product of the shop, in its form. */
export function Component() {
  const { productGuid = '' } = useParams();
  return <SellerProductScreen key={productGuid} productGuid={productGuid} />;
}
