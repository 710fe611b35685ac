import { useParams } from 'react-router';
import type { Region } from '@storefront/contract/region';
import { PushOptIn } from '../../features/notifications/components/push-opt-in';
import { OrderDetailScreen } from '../../features/orders/components/order-detail-screen';
import { useGetRegionsQuery } from '../../features/region/api/get-regions';
import '../../features/orders/receipt-print.css';

const NO_REGIONS: readonly Region[] = [];

function printReceipt() {
  window.print();
}

/** /order-detail/{orderId} (docs/product.md#order-detail, login only). */
export function Component() {
  const { orderId = '' } = useParams();
  // For writing the address's country in the shopper's language.
  const { data: regions = NO_REGIONS } = useGetRegionsQuery();
  return (
    <>
      {/* After an order, the clear question whether to hear of its moves on this device. */}
      <PushOptIn variant="card" />
      <OrderDetailScreen key={orderId} orderId={orderId} regions={regions} onPrint={printReceipt} />
    </>
  );
}
