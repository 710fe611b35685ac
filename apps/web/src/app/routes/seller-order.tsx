import { useParams } from 'react-router';
import { SellerOrderScreen } from '../../features/seller/components/seller-order-screen';
import '../../features/seller/packing-slip.css';

/** /seller/orders/{saleGuid}: one order of the shop. */
export function Component() {
  const { saleGuid = '' } = useParams();
  return <SellerOrderScreen key={saleGuid} saleGuid={saleGuid} />;
}
