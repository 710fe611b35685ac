import { ShopsScreen } from '../../features/admin/shops/components/shops-screen';

/** /seller/shops: the business's shops (owners only). */
export function Component() {
  return <ShopsScreen />;
}
