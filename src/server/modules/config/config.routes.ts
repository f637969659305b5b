import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { loadConfig } from './config.service';

export const handlers: Handlers = {
  'config/load': async ({ db }) => ok({ config: await loadConfig(db) }, '获取成功'),
};
