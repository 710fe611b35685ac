import { DocumentTitle } from '../../../components/ui/page-title';
import { useLiveOrders } from '../hooks/use-live-orders';
import { useSellerTranslation } from '../seller-strings';

/** Names the tab, with the count of unseen new orders in front: '(2) Orders · Yangon Mart'. */
export function ConsoleTitle({ title }: { title: string }) {
  const { t } = useSellerTranslation();
  const { unread } = useLiveOrders();
  return (
    <DocumentTitle
      title={unread > 0 ? t('seller.orders.unreadTitle', { count: unread, title }) : title}
    />
  );
}
