export * from './cart-pricing';
export * from './field-limits';
export * from './follow';
export * from './route-guard';
export * from './user-types';
