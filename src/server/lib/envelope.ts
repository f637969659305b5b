import type { Envelope, ListData } from '../../core/api/contract/envelope';
import { NOT_LOGGED_IN } from '../../core/api/contract/envelope';

/** Success: `status: true`; the message says what happened (the UI shows it). */
export const ok = <T>(data: T, message = '操作成功'): Envelope<T> => ({ status: true, message, data });

/** A refusal: validation, business rule, not found or not yours. */
export const fail = (message: string): Envelope<null> => ({ status: false, message, data: null });

export const NEED_LOGIN_MESSAGE = '请先登录';

/** Not logged in, token expired or revoked, or the wrong user type. */
export const needLogin = (): Envelope<null> => ({
  status: NOT_LOGGED_IN,
  message: NEED_LOGIN_MESSAGE,
  data: null,
});

export const list = <T>(items: T[], total: number, page: number, limit: number): Envelope<ListData<T>> =>
  ok({ list: items, total, page, limit }, '获取成功');

/** The list answer for the page `paging` asked for of `found` (one page of rows and the total). */
export const listPage = <T>(
  found: { list: T[]; total: number },
  paging: { page: number; limit: number },
): Envelope<ListData<T>> => list(found.list, found.total, paging.page, paging.limit);

/** Messages of the transport outcomes. */
export const MESSAGES = {
  notFound: '接口不存在',
  methodNotAllowed: '请求方式错误',
  tooLarge: '请求内容过大',
  tooMany: '操作过于频繁，请稍后再试',
  serverError: '服务器繁忙，请稍后再试',
  badJson: '请求格式错误',
  notJson: '请求格式错误，请以 JSON 提交',
  badParams: '无效的参数',
} as const;

/**
 * Thrown anywhere below a handler to end the request with this envelope (and HTTP status).
 * Lets services refuse from deep inside a transaction, which then rolls back.
 */
export class ApiFailure extends Error {
  constructor(
    readonly envelope: Envelope<null>,
    readonly httpStatus: 200 | 404 | 405 | 413 | 415 | 429 | 503 = 200,
  ) {
    super(envelope.message);
    this.name = 'ApiFailure';
  }
}

/** Refuse with `status: false` and this message. */
export const refuse = (message: string): never => {
  throw new ApiFailure(fail(message));
};

export const tooMany = (): never => {
  throw new ApiFailure(fail(MESSAGES.tooMany), 429);
};
