import type { DbOrTx } from '../db';
import { collectionAccount, staff } from '../db/schema';

/**
 * The demo's operator (demo only, never under TIC_ENV=production): mobile 13900000001,
 * password Demo@1234, and this published TOTP secret — add it to any authenticator app to sign in
 * at /admin/login. A production site gets its first admin from `npm run operator -- add`.
 */
export const DEMO_ADMIN = { mobile: '13900000001', totpSecret: 'KRUWGQ2PJZJU6TCFIRCU2TZA' } as const;

export async function seedDemoStaff(tx: DbOrTx, passwordHash: string): Promise<void> {
  await tx.insert(staff).values({
    mobile: DEMO_ADMIN.mobile,
    name: '演示管理员',
    role: 'admin',
    passwordHash,
    totpSecret: DEMO_ADMIN.totpSecret,
    totpConfirmedAt: new Date(),
  });
}

/**
 * The demo's collection account, so that 对公转账 can be tried at the cashier (and confirmed by
 * the demo admin, who holds the 财务 role's rights). Marked as a demo account in its own name; a
 * production site's admin sets the real one on /admin/finance.
 */
export async function seedDemoCollectionAccount(tx: DbOrTx): Promise<void> {
  await tx.insert(collectionAccount).values({
    id: 1,
    accountName: '华夏检验检测学会（演示账户，请勿汇款）',
    bankName: '中国工商银行北京海淀支行（演示）',
    accountNo: '0200004509200123456',
  });
}
