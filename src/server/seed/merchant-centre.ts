import { eq } from 'drizzle-orm';
import { GOODS_STATUS_CODE, MERCHANT_STATUS_CODE } from '../../core/rules/goods-states';
import type { Tx } from '../db';
import { accounts, goods, goodsOptions, merchants, shopStyles } from '../db/schema';
import { goodsRows } from './goods-rows';
import { seedSampleAddresses } from './sample-addresses';

/**
 * Merchant centre demo data. The demo lab 13800000002 gets a service in each state
 * the centre knows beside its listed ones; 13800000006 is a lab that has just registered
 * (待审核, no qualification, no service) so onboarding can be tried from its first step. Every
 * service that went through review (待审核, 已驳回, 已下架) was submitted a few days ago, so the
 * console's queues hold it like one sent from the centre.
 */
export const NEW_LAB = {
  mobile: '13800000006',
  contact: '吴工',
  org_name: '青禾环境检测（杭州）有限公司',
  credit_code: '91330106MA2KD4TL5R',
} as const;

const DEMO_LAB_STATES: Array<{ name: string; status: number; reason?: string }> = [
  { name: '土壤重金属八项检测（HJ 491-2019）', status: GOODS_STATUS_CODE.draft },
  { name: '室内空气甲醛 TVOC 检测（GB/T 18883-2022）', status: GOODS_STATUS_CODE.pending },
  {
    name: '化妆品微生物限度检测',
    status: GOODS_STATUS_CODE.rejected,
    reason: '资质认定范围未覆盖化妆品，请补充 CMA 附表后再提交',
  },
  { name: '游泳池水质检测（GB 37488-2019）', status: GOODS_STATUS_CODE.off_shelf },
];

export async function seedMerchantCentre(tx: Tx, passwordHash: string): Promise<void> {
  // the labs of sample-based services say where samples go (a listing needs it)
  await seedSampleAddresses(tx);
  const [demo] = await tx
    .select({ id: merchants.id, ownerAccountId: merchants.ownerAccountId })
    .from(merchants)
    .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
    .where(eq(accounts.mobile, '13800000002'))
    .limit(1);
  if (demo) {
    for (const [i, s] of DEMO_LAB_STATES.entries()) {
      const { row, options } = goodsRows({
        merchant_id: demo.id,
        servics_id: 1,
        category_id: 121,
        name: s.name,
        standards: [/（(.+)）/.exec(s.name)?.[1] ?? ''].filter(Boolean),
        keywords: [],
        summary: `${s.name}，出具 CMA 检测报告。`,
        content: `<p>${s.name}：按标准方法取样、检测并出具报告。</p>`,
        serviceContent: [
          { id: 0, name: '单点位', price: 680 },
          { id: 0, name: '五点位套餐', price: 2800 },
        ],
        trainingForm: [],
        approvalLogo: [],
        sales_promotion: null,
        sales: 0,
        recommended: false,
      });
      const [g] = await tx
        .insert(goods)
        .values({
          ...row,
          status: s.status,
          rejectReason: s.reason ?? '',
          submittedAt:
            s.status === GOODS_STATUS_CODE.draft ? null : new Date(Date.now() - (4 - i) * 86_400_000),
          turnaroundDays: 5 + i,
          sampleRequirement: '样品密封、避光，48 小时内送达实验室',
        })
        .returning({ id: goods.id });
      await tx.insert(goodsOptions).values(options.map((o) => ({ ...o, id: undefined, goodsId: g!.id })));
    }
  }
  const [account] = await tx
    .insert(accounts)
    .values({ type: 2, mobile: NEW_LAB.mobile, nickname: NEW_LAB.contact, passwordHash })
    .returning({ id: accounts.id });
  const [lab] = await tx
    .insert(merchants)
    .values({
      ownerAccountId: account!.id,
      orgName: NEW_LAB.org_name,
      kind: 'testing_lab',
      province: '浙江省',
      city: '杭州市',
      contactPhone: NEW_LAB.mobile,
      businessLicense: NEW_LAB.credit_code,
      status: MERCHANT_STATUS_CODE.pending,
      appliedAt: new Date(),
    })
    .returning({ id: merchants.id });
  await tx.insert(shopStyles).values({ merchantId: lab!.id, nav: [1, 5] });
}
