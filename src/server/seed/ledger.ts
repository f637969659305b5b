/**
 * Demo data of the ledger area: a dozen demands across service types and regions
 * (some answered by the labs), and evidence entries for the seeded paid orders, so /seekhelp/list
 * and /blockchain have something to show from the first start.
 */
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import type { Tx } from '../db';
import { accounts, merchants, orderPayPlans, orders, seekHelpQuotes, seekHelps, zones } from '../db/schema';
import { appendEvidence } from '../modules/evidence/evidence.service';
import { paymentRecord, recordSha256 } from '../modules/evidence/evidence-documents';

const DAY = 86_400_000;

/** [title, type, subject, province, city, budget min, max (yuan), days left, days ago, quotes, content] */
type Demand = [
  string,
  number,
  string,
  string,
  string,
  number | null,
  number | null,
  number,
  number,
  number,
  string,
];
const DEMANDS: Demand[] = [
  [
    '出口欧盟儿童玩具 EN 71-1/2/3 检测',
    1,
    'EN 71、GB 6675-2014',
    '广东',
    '汕头',
    3000,
    6000,
    20,
    1,
    2,
    '毛绒玩具和塑胶玩具各 3 款，出口德国，需要 EN 71 第 1、2、3 部分检测报告，CNAS 资质，10 个工作日内出报告。',
  ],
  [
    '企业 ISO 9001 质量管理体系首次认证',
    2,
    'ISO 9001 / GB/T 19001-2016',
    '江苏',
    '苏州',
    15000,
    30000,
    60,
    2,
    3,
    '精密零部件制造企业，员工约 120 人，一个生产场所，希望三个月内取得证书，含咨询辅导优先。',
  ],
  [
    '生活饮用水 GB 5749-2022 全项检测',
    1,
    'GB 5749-2022',
    '浙江',
    '杭州',
    null,
    8000,
    15,
    3,
    1,
    '自备井水源，需要 97 项全分析，CMA 报告用于卫生许可证办理，可上门采样。',
  ],
  [
    '实验室电子天平、砝码计量校准',
    3,
    '电子天平、F1 级砝码',
    '北京',
    '',
    2000,
    5000,
    30,
    4,
    0,
    '电子天平 6 台（0.1mg～0.01g），F1 级砝码 2 套，需现场校准并出具 CNAS 校准证书。',
  ],
  [
    '内审员培训（ISO 14001 环境管理体系）',
    4,
    'ISO 14001',
    '上海',
    '',
    800,
    2000,
    25,
    5,
    1,
    '公司 8 人参加内审员培训，线上或线下均可，需要培训合格证书。',
  ],
  [
    '医疗器械 EMC 电磁兼容检测',
    1,
    'YY 9706.102-2021',
    '广东',
    '深圳',
    20000,
    50000,
    45,
    6,
    2,
    '二类有源医疗器械（监护仪），注册检验需要 EMC 全项测试，含整改建议。',
  ],
  [
    'CCC 强制性产品认证咨询（电源适配器）',
    5,
    'CCC、GB 4943.1-2022',
    '福建',
    '厦门',
    5000,
    12000,
    40,
    7,
    0,
    '新产品电源适配器需办理 3C 认证，希望获得从送样到发证的全流程咨询服务。',
  ],
  [
    '食品包装材料迁移量检测',
    1,
    'GB 4806.7-2016',
    '山东',
    '青岛',
    2000,
    4000,
    12,
    8,
    1,
    'PP 食品容器 2 款，需总迁移量、高锰酸钾消耗量、重金属检测，CMA 报告。',
  ],
  [
    'ISO 45001 职业健康安全管理体系认证',
    2,
    'ISO 45001',
    '四川',
    '成都',
    10000,
    25000,
    90,
    10,
    0,
    '建筑施工企业，多个项目现场，希望与 ISO 9001、ISO 14001 一起做三体系认证。',
  ],
  [
    '压力表、温度计周期检定',
    3,
    '压力表、工业温度计',
    '湖北',
    '武汉',
    null,
    null,
    35,
    12,
    0,
    '压力表约 60 块、双金属温度计 20 支，希望上门检定或集中送检，出具检定证书。',
  ],
  [
    'CMA 资质认定申请辅导',
    5,
    'CMA、RB/T 214-2017',
    '河南',
    '郑州',
    30000,
    60000,
    120,
    14,
    1,
    '新建第三方检测实验室，需要体系文件编写、内审和管理评审辅导，直至通过资质认定评审。',
  ],
  [
    '室内空气质量检测（甲醛、TVOC）',
    1,
    'GB/T 18883-2022',
    '江苏',
    '南京',
    500,
    1500,
    -3,
    30,
    2,
    '新装修办公室约 800 平方米，需 10 个点位甲醛、苯系物、TVOC 检测，CMA 报告。',
  ],
];

async function zoneCode(tx: Tx, level: number, name: string, parent?: string) {
  if (!name) return { code: '', name: '' };
  const [row] = await tx
    .select({ code: zones.code, name: zones.name })
    .from(zones)
    .where(
      and(
        eq(zones.level, level),
        like(zones.name, `${name}%`),
        parent ? eq(zones.parentCode, parent) : undefined,
      ),
    )
    .orderBy(asc(zones.code))
    .limit(1);
  return row ?? { code: '', name: '' };
}

const chinaDate = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

export async function seedDemands(tx: Tx, ids: Map<string, number>): Promise<void> {
  const posters = [ids.get('1:13800000001')!, ids.get('1:13800000004')!];
  const labs = await tx
    .select({ id: merchants.ownerAccountId })
    .from(merchants)
    .innerJoin(accounts, eq(accounts.id, merchants.ownerAccountId))
    .orderBy(asc(merchants.id));
  const now = Date.now();
  for (const [i, d] of DEMANDS.entries()) {
    const [title, type, subject, prov, cityName, min, max, daysLeft, daysAgo, quotes, content] = d;
    const province = await zoneCode(tx, 1, prov);
    const city = await zoneCode(tx, 2, cityName, province.code);
    if (!province.code) continue; // a database without zones: no demand to place
    const [row] = await tx
      .insert(seekHelps)
      .values({
        userId: posters[i % 2]!,
        title,
        servicsId: type,
        subject,
        provinceCode: province.code,
        province: province.name,
        cityCode: city.code,
        city: city.name,
        budgetMinFen: min === null ? null : min * 100,
        budgetMaxFen: max === null ? null : max * 100,
        deadline: chinaDate(now + daysLeft * DAY),
        content,
        contactName: i % 2 ? '李娜' : '王芳',
        contactMobile: i % 2 ? '13800000004' : '13800000001',
        status: quotes ? 'answered' : 'open',
        createdAt: new Date(now - daysAgo * DAY),
      })
      .returning({ id: seekHelps.id });
    const quoting = labs.slice(i % 3, (i % 3) + quotes).filter((l) => l.id !== null);
    if (!quoting.length) continue;
    await tx.insert(seekHelpQuotes).values(
      quoting.map((l, k) => ({
        seekHelpId: row!.id,
        merchantAccountId: l.id!,
        priceFen: ((min ?? 1000) + k * 500) * 100,
        days: 7 + k * 3,
        note: '可按需求出具 CMA/CNAS 报告，欢迎联系确认细节。',
        createdAt: new Date(now - (daysAgo - 1) * DAY),
      })),
    );
  }
}

/** One payment entry per paid stage of the seeded orders, oldest first (they predate the hooks). */
export async function seedEvidence(tx: Tx): Promise<void> {
  const paid = await tx
    .select({ plan: orderPayPlans, orderNo: orders.orderNo })
    .from(orderPayPlans)
    .innerJoin(orders, eq(orders.id, orderPayPlans.orderId))
    .where(inArray(orderPayPlans.status, ['paid']))
    .orderBy(asc(orderPayPlans.paidAt), asc(orderPayPlans.id));
  for (const { plan, orderNo } of paid) {
    const record = paymentRecord({
      orderNo,
      payNo: `SEED${orderNo.slice(3)}${plan.seq}`,
      stage: plan.name,
      amountFen: plan.amountFen,
      channel: 'test',
      tradeNo: `SIM${orderNo.slice(3)}`,
      paidAt: plan.paidAt ?? new Date(),
    });
    await appendEvidence(tx, { kind: 'payment', subject: orderNo, sha256: await recordSha256(record) });
  }
}
