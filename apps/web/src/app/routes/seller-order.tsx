import { useParams } from 'react-router';
import type { Region } from '@storefront/contract/region';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import { SellerOrderScreen } from '../../features/seller/components/seller-order-screen';
import '../../features/seller/packing-slip.css';

const NO_REGIONS: readonly Region[] = [];

/** /seller/orders/{saleGuid}: one order of the shop. */
export function Component() {
  const { saleGuid = '' } = useParams();
  // For writing the address's country in the staff's language.
  const { data: regions = NO_REGIONS } = useGetRegionsQuery();
  return <SellerOrderScreen key={saleGuid} saleGuid={saleGuid} regions={regions} />;
}
