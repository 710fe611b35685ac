import { SellerConsole } from '../../features/seller/components/seller-console';
import { useConsoleDocument } from '../../features/seller/console-document';
import '../../features/seller/console.css';

/** The signed-in console around /seller and /seller/orders/{saleGuid}. */
export function Component() {
  useConsoleDocument();
  return <SellerConsole />;
}
