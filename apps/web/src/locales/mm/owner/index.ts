/**
 * The business pages' strings (owners; the sales page for staff too), one file per page so
 * each page's words are found and changed in one place. Loaded with the console only
 * (features/seller/seller-strings.ts), never with the shop.
 */
import shops from './shops.json';
import staff from './staff.json';
import payments from './payments.json';
import shipping from './shipping.json';
import coupons from './coupons.json';
import reports from './reports.json';
import audit from './audit.json';
import frame from './frame.json';
import settings from './settings.json';

export const ownerMm = {
  owner: {
    ...shops.owner,
    ...staff.owner,
    ...payments.owner,
    ...shipping.owner,
    ...coupons.owner,
    ...reports.owner,
    ...audit.owner,
    ...frame.owner,
    ...settings.owner,
  },
};
