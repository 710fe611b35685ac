import { SellerLoginScreen } from '../../features/seller/components/seller-login-screen';

/** /seller/login: the shop staff's sign-in (docs/decisions/0014-order-life-cycle.md). */
export function Component() {
  return <SellerLoginScreen />;
}
