import account from './account.json';
import auth from './auth.json';
import cart from './cart.json';
import checkout from './checkout.json';
import compare from './compare.json';
import detail from './detail.json';
import orders from './orders.json';
import promos from './promos.json';

/** The English strings of every page but home (see `first-load.ts`). */
export const enPageStrings = {
  ...detail,
  ...cart,
  ...compare,
  ...auth,
  ...account,
  ...promos,
  ...checkout,
  ...orders,
};
