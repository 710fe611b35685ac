import { AppError } from '../../lib/errors';

/**
 * Refusals of a checkout that the business's choices for a shop cause
 * (docs/decisions/0030-shops.md): a paused shop takes no orders, and a shop may not take cash
 * on delivery. Each names the shop, so a cart of several shops tells which one.
 */
export const SHOP_PAUSED_CODE = 'shopPaused';
export const SHOP_NO_CASH_ON_DELIVERY_CODE = 'shopNoCashOnDelivery';

export const shopNotTakingOrders = (shopName: string) =>
  new AppError(
    409,
    `${shopName} is not taking orders now. Please remove its items from your cart or try again later.`,
    'shopGuid',
    SHOP_PAUSED_CODE,
  );

export const shopRefusesCashOnDelivery = (shopName: string) =>
  new AppError(
    422,
    `${shopName} does not take cash on delivery. Please pay with a wallet.`,
    'paymentType',
    SHOP_NO_CASH_ON_DELIVERY_CODE,
  );
