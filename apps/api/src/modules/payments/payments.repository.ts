import type { PagingQuery } from '@storefront/contract/paging';
import type { BusinessPayment } from '@storefront/contract/payments';
import type { Db } from '../../db/connection';

/**
 * The payment types shoppers can transfer to (docs/product.md#records-checkout "Business payment
 * method"), each with its accounts: those an owner left switched on and that have an account
 * (docs/decisions/0031-wallets-and-delivery-fees.md#wallets), in the owner's order.
 */
export async function listBusinessPayments(
  db: Db,
  { first, max }: PagingQuery,
): Promise<{ items: BusinessPayment[]; totalRecords: number }> {
  const offered = db.kysely
    .selectFrom('paymentTypes')
    .where('enabled', '=', 1)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('paymentAccounts')
          .select('paymentAccounts.guid')
          .whereRef('paymentAccounts.paymentTypeGuid', '=', 'paymentTypes.guid'),
      ),
    );
  const [types, count] = await Promise.all([
    offered
      .select(['guid', 'paymentType', 'imageGuid'])
      .orderBy('position')
      .orderBy('guid')
      .limit(max)
      .offset(first)
      .execute(),
    offered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const accounts =
    types.length === 0
      ? []
      : await db.kysely
          .selectFrom('paymentAccounts')
          .select(['guid', 'paymentTypeGuid', 'paymentName', 'paymentPhone'])
          .where(
            'paymentTypeGuid',
            'in',
            types.map((t) => t.guid),
          )
          .orderBy('paymentTypeGuid')
          .orderBy('position')
          .execute();
  return {
    totalRecords: Number(count.n),
    items: types.map((t) => ({
      paymentType: t.paymentType,
      paymentTypeGuid: t.guid,
      image: t.imageGuid,
      method: accounts
        .filter((a) => a.paymentTypeGuid === t.guid)
        .map((a) => ({
          paymentGuid: a.guid,
          paymentName: a.paymentName,
          paymentPhone: a.paymentPhone,
        })),
    })),
  };
}
