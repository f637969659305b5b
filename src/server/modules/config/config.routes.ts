import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { loadConfig } from './config.service';

export const handlers: Handlers = {
  // the cashier offers 测试支付 only where pay/payTest answers (not in production); pages that
  // ask for a code offer to send one only where its channel has a sender
  'config/load': async ({ db, app }) =>
    ok(
      { config: { ...(await loadConfig(db)), test_payment: !app.production, channels: app.channels } },
      '获取成功',
    ),
};
