import type { Tx } from '../db';
import { accounts, userAddress, userInvoice } from '../db/schema';

/** Every demo account uses this password. */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = [
  { type: 1, mobile: '13800000001', nickname: '张伟' },
  { type: 2, mobile: '13800000002', nickname: '中研检测' },
  { type: 3, mobile: '13800000003', nickname: '李明（注册审核员）' },
  { type: 1, mobile: '13800000004', nickname: '王芳' },
  // a second expert who starts from nothing (the whole expert flow can be tried)
  { type: 3, mobile: '13800000005', nickname: '陈静' },
] as const;

/**
 * The demo accounts, plus the first buyer's default address and invoice title so a purchase
 * completes at once. Answers account ids by `${type}:${mobile}`.
 */
export async function seedAccounts(tx: Tx, passwordHash: string): Promise<Map<string, number>> {
  const rows = await tx
    .insert(accounts)
    .values(DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash })))
    .returning({ id: accounts.id, type: accounts.type, mobile: accounts.mobile });
  const ids = new Map(rows.map((r) => [`${r.type}:${r.mobile}`, r.id]));
  const buyer = ids.get('1:13800000001')!;
  await tx.insert(userAddress).values({
    userId: buyer,
    consignee: '张伟',
    mobile: '13800000001',
    provinceCode: '11',
    province: '北京市',
    cityCode: '1101',
    city: '北京市',
    areaCode: '110108',
    area: '海淀区',
    streetCode: '110108010',
    street: '学院路街道',
    detail: '学院路 30 号华检科技大厦 A 座 1203 室',
    isDefault: true,
  });
  await tx.insert(userInvoice).values({
    userId: buyer,
    type: 1,
    title: '北京华检科技有限公司',
    taxNo: '91110108MA01H3KX26',
    email: 'finance@huajian-tech.example.cn',
    isDefault: true,
  });
  return ids;
}
