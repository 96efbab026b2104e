/** Every table of the shop. One file per capability; drizzle-kit reads this module. */
export * from './meta';
export * from './contact';
export * from './newsletter';
export * from './blog';
export * from './catalogue';
export * from './auth';
export * from './coupons';
export * from './cart';
export * from './wishlist';
export * from './orders';
export * from './payments';
export * from './settings';
export * from './audit';
export * from './staff';
export * from './shared-state';
