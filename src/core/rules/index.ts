export * from './cart-pricing';
export * from './follow';
export * from './order-states';
export * from './route-guard';
export * from './user-types';
