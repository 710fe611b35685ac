import { checkHold, type HoldLimits } from '@storefront/commerce/purchase-limits';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/errors';
import { countOrdersAwaitingShops, findUnitsHeldBy } from './sales.repository';

/**
 * The limits on what one account may tie up (docs/decisions/0017-stock-hold-limits.md), checked
 * inside the checkout's transaction after the account row is locked, so parallel requests of
 * one account cannot each pass them.
 */

/** The code of every refusal here: the web app words them in the reader's language. */
const HOLD_LIMIT_CODE = 'holdLimit';

const tooManyOrders = (limits: HoldLimits) =>
  new AppError(
    409,
    `You have ${limits.maxOrdersAwaitingShops} orders waiting for the shops to accept them. ` +
      'Please wait until a shop has accepted or declined one before placing another.',
    undefined,
    HOLD_LIMIT_CODE,
  );

/** Refuses a checkout that would take the account past its held units or waiting orders. */
export async function checkSaleLimits(
  trx: Db,
  buyerGuid: string,
  wanted: ReadonlyMap<string, number>,
  labelOf: (variantGuid: string) => string,
  now: string,
  limits: HoldLimits,
): Promise<void> {
  if ((await countOrdersAwaitingShops(trx, buyerGuid)) >= limits.maxOrdersAwaitingShops) {
    throw tooManyOrders(limits);
  }
  const check = checkHold(await findUnitsHeldBy(trx, buyerGuid, now), wanted, limits);
  if (check.ok) return;
  if (check.reason === 'option') {
    throw new AppError(
      409,
      `One account can order at most ${limits.maxHeldUnitsPerOption} of ${labelOf(check.variantGuid)} ` +
        `until the shop accepts the order; you can add ${check.allowed} more now.`,
      undefined,
      HOLD_LIMIT_CODE,
    );
  }
  throw new AppError(
    409,
    `One account can have at most ${limits.maxHeldUnits} items waiting for shops to accept them; ` +
      `you can add ${check.allowed} more now.`,
    undefined,
    HOLD_LIMIT_CODE,
  );
}

/** Refuses an invoice that would leave the account with too many orders waiting for shops. */
export async function checkInvoiceLimits(
  trx: Db,
  buyerGuid: string,
  limits: HoldLimits,
): Promise<void> {
  if ((await countOrdersAwaitingShops(trx, buyerGuid)) >= limits.maxOrdersAwaitingShops) {
    throw tooManyOrders(limits);
  }
}
