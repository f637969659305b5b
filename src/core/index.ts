/** The public surface of core for widgets and storefront. */

export {
  type ApiClient,
  ApiError,
  type CallOptions,
  createApiClient,
  isApiError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './api/client';
export type { ItemOf, ListId, RequestOf, ResponseOf } from './api/contract/api';
export { type EndpointId, endpoints } from './api/contract/endpoints';
export * from './api/contract/envelope';
export type * from './api/contract/models';
export type * from './api/contract/models-buying';
export { api } from './api/instance';
export { readOperatorToken, writeOperatorToken } from './api/operator-token';
export * from './formatters';
export { type MessageKey, t, zhCN } from './i18n/zh-cn';
export * from './rules';
export type { ActionOptions, ActionResult } from './stores/action';
export * from './stores/cart';
export * from './stores/collected-goods';
export * from './stores/config';
export * from './stores/followed-shops';
export * from './stores/hot-words';
export * from './stores/session';
export * from './stores/toast';
export * from './stores/user-lists';
