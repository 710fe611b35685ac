import { useParams } from 'react-router';
import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen';
import '../../features/orders/receipt-print.css';

function printReceipt() {
  window.print();
}

/** /order-detail/{orderId} (docs/product.md#order-detail, login only). */
export function Component() {
  const { orderId = '' } = useParams();
  return <OrderDetailScreen key={orderId} orderId={orderId} onPrint={printReceipt} />;
}
