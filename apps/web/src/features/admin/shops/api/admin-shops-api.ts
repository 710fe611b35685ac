import { sellerApi } from '../../../seller/api/seller-api';

/** The console's api with the shops' own cache tag: a save refreshes the list. */
export const adminShopsApi = sellerApi.enhanceEndpoints({ addTagTypes: ['AdminShops'] });
