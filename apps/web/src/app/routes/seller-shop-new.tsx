import { ShopFormScreen } from '../../features/admin/shops/components/shops-screen';

/** /seller/shops/new: a new shop of the business. */
export function Component() {
  return <ShopFormScreen shopGuid={null} />;
}
