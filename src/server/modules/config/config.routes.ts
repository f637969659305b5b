import { ok } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { loadConfig } from './config.service';

export const handlers: Handlers = {
  // the cashier offers 测试支付 only where pay/payTest answers (not in production) and exactly the
  // pay_methods listed; pages that ask for a code offer to send one only where its channel has a sender
  'config/load': async ({ db, app }) =>
    ok(
      {
        config: {
          ...(await loadConfig(db)),
          test_payment: !app.production,
          channels: app.channels,
          // 对公转账 always; then each online provider this process runs (Alipay when configured,
          // the simulated cashier outside production)
          pay_methods: ['transfer', ...app.pay.online.map((p) => p.method)],
        },
      },
      '获取成功',
    ),
};
