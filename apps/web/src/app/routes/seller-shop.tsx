import { useParams } from 'react-router';
import { ShopFormScreen } from '../../features/admin/shops/components/shops-screen';

/** /seller/shops/{shopGuid}: one shop, in its form. */
export function Component() {
  const { shopGuid = '' } = useParams();
  return <ShopFormScreen key={shopGuid} shopGuid={shopGuid} />;
}
