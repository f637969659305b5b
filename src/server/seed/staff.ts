import type { DbOrTx } from '../db';
import { staff } from '../db/schema';

/**
 * The demo's operator (DESIGN §7, demo only, never under TIC_ENV=production): mobile 13900000001,
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
