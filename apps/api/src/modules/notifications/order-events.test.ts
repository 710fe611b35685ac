import { randomUUID } from 'node:crypto';
import { SellerEventSchema } from '@storefront/contract/seller';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buyerChannel } from '../../lib/event-stream';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import {
  dropSpareConnections,
  listen,
  openStream,
  type Stream,
} from '../../test/event-stream-fixtures';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import {
  addShopSeller,
  moveOrder,
  placeTwoShopOrder,
  type Seller,
} from '../../test/seller-fixtures';

const PATH = '/v1/notifications/events';

/** The events a stream's text carries, in order. */
function eventsIn(text: string) {
  return [...text.matchAll(/^event: (.+)\ndata: (.+)\n\n/gm)].map(([, type, data]) => {
    const event = SellerEventSchema.parse(JSON.parse(data!));
    expect(event.type).toBe(type);
    return event;
  });
}

describe.each(testDialects())("the shopper's live order stream on %s", (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let bookStaff: Seller;
  let base: string;
  const streams: Stream[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    bookStaff = await addShopSeller(t, w.bookShop.guid);
    base = await listen(t.app);
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.abort();
  });
  afterAll(async () => {
    dropSpareConnections(t.app);
    await t.close();
  });

  const stream = async (token: string) => {
    const opened = await openStream(base, token, PATH);
    streams.push(opened);
    return opened;
  };

  it("carries each move of the shopper's own orders, as staff make them, and nobody else's", async () => {
    const order = await placeTwoShopOrder(t, w);
    const alice = await stream(w.alice.token);
    const bob = await stream(w.bob.token);
    expect(alice.response.status).toBe(200);
    expect(alice.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(alice.response.headers.get('cache-control')).toBe('no-store');
    await alice.readUntil(/^: connected\n\n/m);
    await bob.readUntil(/^: connected\n\n/m);

    await moveOrder(t.app, staff, order.longyi, { status: 'Confirmed', note: '' });
    await moveOrder(t.app, bookStaff, order.book, { status: 'Rejected', note: 'Out of print' });
    const text = await alice.readUntil(new RegExp(`${order.book}.*\\n\\n`));
    expect(eventsIn(text)).toMatchObject([
      {
        type: 'order-status',
        saleGuid: order.longyi,
        invoiceNo: order.invoiceNo,
        status: 'Confirmed',
      },
      {
        type: 'order-status',
        saleGuid: order.book,
        invoiceNo: order.invoiceNo,
        status: 'Rejected',
      },
    ]);
    // Bob's stream heard nothing of Alice's order: a marker sent on his channel after her
    // moves comes first and alone.
    const marker = { ...eventsIn(text)[0]!, saleGuid: randomUUID(), invoiceNo: 'MARKER' };
    await t.app.sellerEvents.publish(buyerChannel(w.bob.guid), marker);
    const bobText = await bob.readUntil(new RegExp(`${marker.saleGuid}.*\\n\\n`));
    expect(eventsIn(bobText)).toEqual([marker]);
  });

  it('refuses a caller without a token, and a forged one', async () => {
    const none = await fetch(`${base}${PATH}`);
    expect(none.status).toBe(401);
    const forged = await fetch(`${base}${PATH}`, { headers: { authorization: 'Bearer x.y.z' } });
    expect(forged.status).toBe(401);
  });

  it('ends the stream when the shopper signs out', async () => {
    const alice = await stream(w.alice.token);
    await alice.readUntil(/^: connected\n\n/m);
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/user/logout',
      headers: { authorization: `Bearer ${w.alice.token}` },
    });
    expect(out.statusCode, out.body).toBeLessThan(300);
    await alice.ended();
  });
});
