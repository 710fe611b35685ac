import { codHoldCap, fitsCodHoldShare } from '@storefront/commerce/cod-hold-share';
import { COD_HOLD_SHARE_CODE } from '@storefront/contract/cod-holds';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/errors';
import {
  findCodHeldUnits,
  findOrderedOptions,
  lockOptionsForCodCheck,
  type OrderedOption,
} from './cod-holds.repository';

/**
 * Refuses a cash-on-delivery order that would let such orders hold more of an option's
 * remaining stock than its shop's share (docs/decisions/0027-abuse-caps.md#cod-share). Runs in
 * the transaction that places the order, after its sales are tied to the invoice (so they are
 * counted) and with the options' rows locked, so parallel orders from any number of accounts
 * are checked one after the other and never pass the share together.
 */
export async function checkCodHoldShare(
  trx: Db,
  saleGuids: string[],
  /**
   * What the caller read already, before its transaction: the options the sales order (a
   * sale's lines never change) and their shops' shares. Read here when not given.
   */
  known?: { ordered: OrderedOption[]; shares: ReadonlyMap<string, number> },
): Promise<void> {
  const ordered = known?.ordered ?? (await findOrderedOptions(trx, saleGuids));
  if (ordered.length === 0) return;
  const variantGuids = ordered.map((o) => o.variantGuid);
  const options = await lockOptionsForCodCheck(trx, variantGuids, known?.shares);
  const held = await findCodHeldUnits(trx, variantGuids);
  for (const option of options) {
    if (option.sharePercent === null) continue;
    const heldAfter = held.get(option.variantGuid) ?? 0;
    if (fitsCodHoldShare(heldAfter, option.free, option.sharePercent)) continue;
    const line = ordered.find((o) => o.variantGuid === option.variantGuid);
    const wanted = Number(line?.units ?? 0);
    const cap = codHoldCap(option.free + heldAfter, option.sharePercent);
    const fits = Math.max(0, cap - (heldAfter - wanted));
    const label = line ? `${line.productName} (${line.variantName})` : 'this option';
    throw new AppError(
      409,
      `Cash on delivery can hold only part of the remaining ${label} until the shop accepts ` +
        (fits > 0
          ? `the orders: you can order ${fits} with cash on delivery now. `
          : 'the orders, and that part is taken. ') +
        'You can still order it now by paying with a wallet.',
      'paymentType',
      COD_HOLD_SHARE_CODE,
    );
  }
}
