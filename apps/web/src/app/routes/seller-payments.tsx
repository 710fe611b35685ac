import { PaymentsScreen } from '../../features/admin/payments/payments-screen';

/** /seller/payments: the wallets shoppers pay into (owners). */
export function Component() {
  return <PaymentsScreen />;
}
