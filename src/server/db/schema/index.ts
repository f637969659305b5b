export * from './accounts';
export * from './cart';
export * from './catalogue';
export * from './certification';
export * from './channel';
export * from './content';
export * from './contracts';
export * from './experts';
export * from './favourites';
// fulfilment and settlement
export * from './fulfilment';
// a listed service's pending edit; catalogue imports (rate and pending cap)
export * from './goods-revisions';
export * from './invoicing';
// Ledger area: evidence ledger, demands, feedback
export * from './ledger';
// merchant centre
export * from './merchant-centre';
export * from './merchant-license';
export * from './operator';
export * from './orders';
export * from './partner-origins';
export * from './payout';
// 评价 and 申请售后 of completed orders
export * from './ratings';
export * from './search';
// 问答
export * from './shop-questions';
export * from './system';
// 对公转账 (bank transfer): the collection account and each stage's transfer
export * from './transfers';
export * from './user';
export * from './verification';
export * from './zones';
