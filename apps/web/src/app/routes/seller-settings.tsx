import { SellerSettingsScreen } from '../../features/seller/components/seller-settings-screen';

/** /seller/settings: how the signed-in staff member or owner hears of new orders. */
export function Component() {
  return <SellerSettingsScreen />;
}
