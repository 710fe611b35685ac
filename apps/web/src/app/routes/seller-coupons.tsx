import { CouponsScreen } from '../../features/admin/coupons/coupons-screen';

/** /seller/coupons (owners): the business's coupon codes. */
export function Component() {
  return <CouponsScreen />;
}
