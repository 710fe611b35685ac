import { randomUUID } from 'node:crypto';
import { GIFT_WRAP_PRICE, PLENTY, SCARCE, SHIPPING_FEE, type StormWorld } from './world';

export interface Answer {
  status: number;
  headers: Headers;
  body: { success?: boolean; data?: unknown; message?: string } | null;
  text: string;
}

/** Any failure to get an answer (refused connection, reset socket) is status 0. */
export async function call(
  base: string,
  method: string,
  url: string,
  { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let parsed: Answer['body'] = null;
    try {
      parsed = JSON.parse(text) as Answer['body'];
    } catch {
      // Not JSON: the caller sees `text`.
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  } catch (error) {
    return { status: 0, headers: new Headers(), body: null, text: String(error) };
  }
}

export interface Shopper {
  username: string;
  password: string;
  /** The client address the load balancer reports for this shopper (X-Forwarded-For). */
  address: string;
  auth: Record<string, string>;
  contactGuid: string;
}

/** Registers a shopper, signs them in and saves a Myanmar address. Throws on any refusal. */
export async function addShopper(
  base: string,
  world: Pick<StormWorld, 'township'>,
  index: number,
  address: string,
): Promise<Shopper> {
  const id = randomUUID().slice(0, 8);
  const username = `storm_${index}_${id}`;
  const password = `storm-pass-${id}`;
  const via = { 'x-forwarded-for': address };
  // Unique within a fresh database, which every proof starts from.
  const phone = `0977${String(index).padStart(7, '0')}`;
  const registered = await call(base, 'POST', '/v1/person/create', {
    headers: via,
    body: {
      name: `Storm Shopper ${index}`,
      role: 'Customer',
      username,
      password,
      selfRegister: true,
      contact: { primaryPhone: phone, email: `${username}@example.com`, addressType: 'Customer' },
    },
  });
  if (registered.status !== 200)
    throw new Error(`register: ${registered.status} ${registered.text}`);
  const auth = await signIn(base, username, password, via);
  const saved = await call(base, 'POST', '/v1/address_book/create', {
    headers: { ...via, ...auth },
    body: {
      name: `Storm Shopper ${index}`,
      address: 'No. 12, Room 3C',
      street: 'Anawrahta Road',
      townshipGuid: world.township,
      country: 'Myanmar',
      primaryPhone: phone,
      otherPhones: '',
      email: `${username}@example.com`,
      comment: '',
    },
  });
  if (saved.status !== 200) throw new Error(`address: ${saved.status} ${saved.text}`);
  return {
    username,
    password,
    address,
    auth,
    contactGuid: (saved.body?.data as { guid: string }).guid,
  };
}

export async function signIn(
  base: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  const res = await call(base, 'POST', '/v1/user/', { headers, body: { username, password } });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${res.text}`);
  const token = (res.body?.data as { access_token: string }).access_token;
  return { authorization: `Bearer ${token}` };
}

export interface Cart {
  plenty: number;
  giftWrap: number;
  scarce: number;
}

/** The sale body for a cart, with the totals the server will compute (5% tax, one fee). */
export function saleRequest(world: StormWorld, shopper: Shopper, cart: Cart) {
  const subTotal =
    cart.plenty * PLENTY.price + cart.giftWrap * GIFT_WRAP_PRICE + cart.scarce * SCARCE.price;
  const total = subTotal + Math.round(subTotal * 5) / 100 + SHIPPING_FEE;
  const items = [];
  if (cart.plenty > 0) {
    items.push({
      productGuid: world.plenty,
      quantity: cart.plenty,
      addons:
        cart.giftWrap > 0 ? [{ addonGuid: world.giftWrap, addonQuantity: cart.giftWrap }] : [],
    });
  }
  if (cart.scarce > 0) items.push({ productGuid: world.scarce, quantity: cart.scarce, addons: [] });
  return {
    shopGuid: world.shopGuid,
    shippingGuid: world.shipping,
    items,
    totalAmount: total,
    paidAmount: total,
    totalShippingFees: SHIPPING_FEE,
    discountType: '',
    discountAmount: 0,
    status: 'Pending',
    shipment: 'Delivery',
    remark: 'Storm order',
    validPayment: false,
    courierGuid: null,
    contact: { guid: shopper.contactGuid, name: 'Storm Shopper' },
    cod: 'true',
    kpay: '',
    wave: '',
    condition: 'InStock',
    orderAs: 'OnlineCustomer',
  };
}

export const cashInvoiceRequest = (saleGuid: string) => ({
  paymentType: 'Cash on deli',
  accountName: '',
  accountNumber: '',
  currencyCode: 'MMK',
  screenShot: '',
  salesOrderId: [saleGuid],
});

export interface Placed {
  shopper: Shopper;
  /** The invoice the server acknowledged with a 200, if it did. */
  invoice?: { invoiceNo: string; totalAmount: number; itemCount: number; salesOrderId: string[] };
  saleGuid?: string;
  saleKey: string;
  invoiceKey: string;
  /** Every answer received, for the assertions on replays. */
  saleAnswers: Answer[];
  invoiceAnswers: Answer[];
}

/**
 * One cash-on-delivery checkout: the sale, then its invoice, each with an Idempotency-Key.
 * `retries` sends each request that many more times at once with the same key, as a
 * double-tapped button or a client retrying after a timeout does.
 */
export async function placeOrder(
  base: () => string,
  world: StormWorld,
  shopper: Shopper,
  cart: Cart,
  retries = 0,
): Promise<Placed> {
  const saleKey = `sale-${randomUUID()}`;
  const invoiceKey = `invoice-${randomUUID()}`;
  const headers = (key: string) => ({
    ...shopper.auth,
    'x-forwarded-for': shopper.address,
    'idempotency-key': key,
  });
  const sale = saleRequest(world, shopper, cart);
  const saleAnswers = await Promise.all(
    Array.from({ length: 1 + retries }, () =>
      call(base(), 'POST', '/v1/pos/sales/?access=website', {
        headers: headers(saleKey),
        body: sale,
      }),
    ),
  );
  const placed: Placed = { shopper, saleKey, invoiceKey, saleAnswers, invoiceAnswers: [] };
  const madeSale = saleAnswers.find((a) => a.status === 200);
  if (!madeSale) return placed;
  placed.saleGuid = madeSale.body?.data as string;
  placed.invoiceAnswers = await Promise.all(
    Array.from({ length: 1 + retries }, () =>
      call(base(), 'POST', '/v1/pos/sales/invoice/', {
        headers: headers(invoiceKey),
        body: cashInvoiceRequest(placed.saleGuid!),
      }),
    ),
  );
  const madeInvoice = placed.invoiceAnswers.find((a) => a.status === 200);
  if (madeInvoice) placed.invoice = madeInvoice.body?.data as Placed['invoice'];
  return placed;
}
