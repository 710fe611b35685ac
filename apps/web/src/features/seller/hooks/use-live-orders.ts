import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { SellerEvent } from '@storefront/contract/seller';
import { sellerApi } from '../api/seller-api';
import {
  useOrderEvents,
  type OrderStreamSource,
  type StreamState,
} from '../../../lib/use-event-stream';
import { sellerFetch } from '../api/seller-api';

export type LiveOrders = {
  stream: StreamState;
  /** Orders that arrived while the console was open, until staff open them. */
  fresh: ReadonlySet<string>;
  /** New orders staff have not seen yet (the count in the tab's title). */
  unread: number;
  /** Staff are looking at the list: the arrivals so far count as seen. */
  markSeen: () => void;
  /** Staff opened this order: it is no longer new. */
  markOpened: (saleGuid: string) => void;
};

const EMPTY: ReadonlySet<string> = new Set();

/** The shop's orders, with the staff token (GET v1/seller/events). */
const SHOP_STREAM: OrderStreamSource = { path: '/v1/seller/events', fetch: sellerFetch };

function without(set: ReadonlySet<string>, saleGuid: string): ReadonlySet<string> {
  if (!set.has(saleGuid)) return set;
  const next = new Set(set);
  next.delete(saleGuid);
  return next;
}

/**
 * The shop's live orders for the signed-in console: each event refreshes the list, the counts
 * and the order it names (RTK Query tags); a new order is remembered as fresh and unread.
 */
export function useLiveOrdersSource(token: string): LiveOrders {
  const dispatch = useDispatch();
  const [fresh, setFresh] = useState<ReadonlySet<string>>(EMPTY);
  const [unseen, setUnseen] = useState<ReadonlySet<string>>(EMPTY);

  const stream = useOrderEvents(token, SHOP_STREAM, {
    onEvent(event: SellerEvent) {
      dispatch(
        sellerApi.util.invalidateTags([
          'SellerOrders',
          { type: 'SellerOrder', id: event.saleGuid },
          // A new order's notice is written with it: the bell's count rises at once.
          'ConsoleNotifications',
        ]),
      );
      if (event.type === 'order-created') {
        setFresh((set) => new Set(set).add(event.saleGuid));
        setUnseen((set) => new Set(set).add(event.saleGuid));
      }
    },
    onResumed() {
      // Whatever happened while the stream was down came with no event: read it all again.
      dispatch(
        sellerApi.util.invalidateTags(['SellerOrders', 'SellerOrder', 'ConsoleNotifications']),
      );
    },
  });

  const markSeen = useCallback(() => setUnseen((set) => (set.size === 0 ? set : EMPTY)), []);
  const markOpened = useCallback((saleGuid: string) => {
    setFresh((set) => without(set, saleGuid));
    setUnseen((set) => without(set, saleGuid));
  }, []);

  return useMemo(
    () => ({ stream, fresh, unread: unseen.size, markSeen, markOpened }),
    [stream, fresh, unseen, markSeen, markOpened],
  );
}

export const LiveOrdersContext = createContext<LiveOrders | null>(null);

export function useLiveOrders(): LiveOrders {
  const live = useContext(LiveOrdersContext);
  if (!live) throw new Error('useLiveOrders is used outside the signed-in console');
  return live;
}
