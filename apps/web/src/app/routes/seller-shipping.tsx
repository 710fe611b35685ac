import { ShippingScreen } from '../../features/admin/shipping/shipping-screen';

/** /seller/shipping: a shop's delivery methods and fees (owners). */
export function Component() {
  return <ShippingScreen />;
}
