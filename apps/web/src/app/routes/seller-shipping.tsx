import { ShippingScreen } from '../../features/admin/shipping/shipping-screen';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';

/** /seller/shipping: a shop's delivery methods and fees (owners), with the countries shops deliver in. */
export function Component() {
  const { data: regions } = useGetRegionsQuery();
  return <ShippingScreen regions={regions} />;
}
