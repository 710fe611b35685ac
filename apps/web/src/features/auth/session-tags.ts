/**
 * Cache tags of records that belong to the logged-in shopper. They are dropped when a new
 * session starts, so one shopper never sees another's profile, addresses or orders.
 */
export const SESSION_TAGS = ['User', 'Address', 'Order'] as const;
