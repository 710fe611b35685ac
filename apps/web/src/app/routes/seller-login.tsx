import { SellerLoginScreen } from '../../features/seller/components/seller-login-screen';
import { useConsoleDocument } from '../../features/seller/console-document';
import '../../features/seller/console.css';

/** /seller/login: the shop staff's sign-in (docs/decisions/0014-order-life-cycle.md). */
export function Component() {
  useConsoleDocument();
  return <SellerLoginScreen />;
}
