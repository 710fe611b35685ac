import { useListPage } from '../../features/catalog/hooks/use-list-page';
import { OrderHistoryScreen } from '../../features/orders/components/order-history-screen';

/** /order-history (docs/product.md#order-history, login only). The page number lives in the URL as the product lists' does. */
export function Component() {
  const { page, hrefForPage } = useListPage();
  return <OrderHistoryScreen page={page} hrefForPage={hrefForPage} />;
}
