import account from './account.json';
import auth from './auth.json';
import cart from './cart.json';
import checkout from './checkout.json';
import compare from './compare.json';
import detail from './detail.json';
import head from './head.json';
import listing from './listing.json';
import notifications from './notifications.json';
import orders from './orders.json';
import promos from './promos.json';
import shell from './shell.json';

/**
 * The mm strings, one file per area of the app so that areas can be worked on side by side.
 * Each file holds its own top-level keys; they are merged into one set of strings.
 */
export const mm = {
  ...shell,
  ...listing,
  ...detail,
  ...cart,
  ...compare,
  ...auth,
  ...account,
  ...promos,
  ...checkout,
  ...orders,
  ...notifications,
  ...head,
};
