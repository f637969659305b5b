export * from './accounts';
export * from './cart';
export * from './catalogue';
export * from './content';
export * from './favourites';
export * from './system';
export * from './user';
