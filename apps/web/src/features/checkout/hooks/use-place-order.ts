import { useCallback, useRef } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { Address } from '@storefront/contract/account';
import { COD_HOLD_SHARE_CODE } from '@storefront/contract/cod-holds';
import {
  SHIPPING_FEE_CHANGED_CODE,
  WALLET_ACCOUNT_GONE_CODE,
  WALLET_OFF_CODE,
  type Invoice,
} from '@storefront/contract/sales';
import { serverMessageOf } from '../../../lib/api';
import { serverErrorOf, serverHintsOf } from '../../../lib/server-error';
import { useCreateInvoiceMutation } from '../api/create-invoice';
import { useCreateSaleMutation } from '../api/create-sale';
import { useLazyGetBusinessPaymentsQuery } from '../api/get-business-payments';
import type { CheckoutPlan } from '../checkout-plan';
import type { CheckoutState, SaleFailure } from '../checkout.slice';
import { invoiceRequestOf, newIdempotencyKey, saleRequestOf } from '../order-requests';

type PlaceOrderResult = { ok: true; invoice: Invoice } | { ok: false; failure: SaleFailure };

type RequestError = FetchBaseQueryError | SerializedError | undefined;

const codeOf = (error: RequestError) => serverErrorOf(error).code;

/** The fee sent and the fee now of a 409 `shippingFeeChanged` (its `hints`); null otherwise. */
function feesOf(error: RequestError): { from: number; to: number } | null {
  if (!error || !('status' in error) || codeOf(error) !== SHIPPING_FEE_CHANGED_CODE) return null;
  const hints = (error.data as { hints?: unknown } | null)?.hints;
  if (!Array.isArray(hints)) return null;
  const [from, to] = hints.map(Number);
  return Number.isFinite(from) && Number.isFinite(to) ? { from: from!, to: to! } : null;
}

function failureOf(
  error: RequestError,
  shopName?: string,
  sale?: { shopGuid: string; currencyCode: string },
): SaleFailure {
  if (!error) return { kind: 'refused', detail: null };
  const fees = sale ? feesOf(error) : null;
  if (fees && sale)
    return {
      kind: 'shippingFeeChanged',
      detail: serverMessageOf(error) || null,
      feeChange: { ...fees, ...sale },
      ...(shopName ? { shopName } : {}),
    };
  if (codeOf(error) === COD_HOLD_SHARE_CODE)
    return { kind: 'codHoldShare', detail: serverMessageOf(error) || null };
  const isNetwork =
    'status' in error && (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR');
  if (isNetwork) return { kind: 'network', detail: null };
  const { code } = serverErrorOf(error);
  const hints = serverHintsOf(error);
  return {
    kind: 'refused',
    detail: serverMessageOf(error) || null,
    ...(code ? { code } : {}),
    ...(shopName ? { shopName } : {}),
    ...(hints.length > 0 ? { hints } : {}),
  };
}

/**
 * Whether the invoice was refused because of the sales themselves: gone (404), already paid
 * or past their stock hold (409), or named by the error's field.
 */
function refusedTheSales(error: RequestError): boolean {
  if (!error || !('status' in error)) return false;
  // The sales still hold their items: paid by wallet, the same sales are ordered.
  if (codeOf(error) === COD_HOLD_SHARE_CODE) return false;
  if (error.status === 404 || error.status === 409) return true;
  if (typeof error.data !== 'object' || error.data === null) return false;
  return (error.data as { field?: unknown }).field === 'salesOrderId';
}

/** Two 32-bit string hashes (FNV-1a and djb2) side by side: 64 bits to tell receipts apart. */
function digestOf(text: string): string {
  let fnv = 0x811c9dc5;
  let djb = 5381;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    fnv = Math.imul(fnv ^ code, 0x01000193);
    djb = (Math.imul(djb, 33) + code) | 0;
  }
  return `${(fnv >>> 0).toString(36)}${(djb >>> 0).toString(36)}`;
}

/**
 * Fingerprints are kept for the visit; a receipt is megabytes of base64, so long text enters
 * them as its length and digest rather than whole.
 */
function shortenLongText(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.length > 256
    ? `#${value.length}:${digestOf(value)}`
    : value;
}

/**
 * docs/product.md#calls-checkout 'Make payment': one sale per shop, then the invoice that ties them to the payment.
 *
 * Every request carries an Idempotency-Key. The key belongs to the request's exact body: a
 * retry of the same request (after a timeout, a dropped connection, a second tap) reuses it,
 * so the server answers with the sale or invoice it already made instead of a second one. A
 * request whose body changed — another receipt, another payment method — gets a new key,
 * since the server refuses a known key with a different body. Sales already made are found
 * again by their unchanged bodies, so changing only the payment does not make new sales.
 */
export function usePlaceOrder() {
  const [createSale] = useCreateSaleMutation();
  const [createInvoice] = useCreateInvoiceMutation();
  // Asks the wallet list again (the payment step's list shares its cache entry).
  const [readPaymentsAgain] = useLazyGetBusinessPaymentsQuery();
  const keys = useRef(new Map<string, string>());

  const keyFor = useCallback((scope: string, body: unknown): string => {
    const fingerprint = `${scope}\n${JSON.stringify(body, shortenLongText)}`;
    let key = keys.current.get(fingerprint);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(fingerprint, key);
    }
    return key;
  }, []);

  return useCallback(
    async (
      plan: CheckoutPlan,
      address: Address,
      state: CheckoutState,
    ): Promise<PlaceOrderResult> => {
      // docs/product.md#place-order: a sale cannot be submitted without shop data.
      if (plan.shops.length === 0) return { ok: false, failure: { kind: 'noShops', detail: null } };
      const saleScopes: string[] = [];
      const saleIds: string[] = [];
      for (const entry of plan.shops) {
        const body = saleRequestOf(entry, plan, address, state);
        if (!body) return { ok: false, failure: { kind: 'noShops', detail: null } };
        const scope = `sale:${entry.shop.guid}`;
        saleScopes.push(scope);
        const result = await createSale({ body, idempotencyKey: keyFor(scope, body) });
        if ('error' in result) {
          return {
            ok: false,
            failure: failureOf(result.error, entry.shop.shopName, {
              shopGuid: entry.shop.guid,
              currencyCode: plan.currencyCode,
            }),
          };
        }
        saleIds.push(result.data);
      }

      const invoice = invoiceRequestOf(state, plan.currencyCode, saleIds);
      const result = await createInvoice({
        body: invoice,
        idempotencyKey: keyFor('invoice', invoice),
      });
      if ('error' in result) {
        // Sales the server no longer takes (their stock hold ran out) cannot be reused: the
        // next attempt makes new ones under new keys.
        if (refusedTheSales(result.error)) {
          for (const fingerprint of [...keys.current.keys()])
            if (saleScopes.some((scope) => fingerprint.startsWith(`${scope}\n`)))
              keys.current.delete(fingerprint);
        }
        // A wallet an owner switched off, or an account no longer its: the list is read again
        // so that the page offers what the shop takes now.
        const code = codeOf(result.error);
        if (code === WALLET_OFF_CODE || code === WALLET_ACCOUNT_GONE_CODE) void readPaymentsAgain();
        return { ok: false, failure: failureOf(result.error) };
      }
      return { ok: true, invoice: result.data };
    },
    [createSale, createInvoice, keyFor, readPaymentsAgain],
  );
}
