import { SellerCodHoldsScreen } from '../../features/seller/components/seller-cod-holds-screen';

/** /seller/cod-holds: what cash-on-delivery orders hold of the shop's stock, and their share. */
export function Component() {
  return <SellerCodHoldsScreen />;
}
