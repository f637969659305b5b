import type { SeedGoods, SeedOption, ServiceTypeId } from './data/types';

/** Small deterministic PRNG (mulberry32): the same N gives the same catalogue. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const price = (min: number, max: number, step = 10) =>
    Math.round((min + next() * (max - min)) / step) * step;
  return { next, pick, price };
}

const OBJECTS = [
  '锂离子电池',
  '儿童玩具',
  '化妆品',
  '医用口罩',
  '汽车零部件',
  '办公家具',
  '塑料制品',
  '建筑涂料',
  '电线电缆',
  '配合饲料',
  '茶叶',
  '白酒',
  '乳制品',
  '光伏组件',
  'LED 灯具',
  '智能门锁',
];
const TESTS = ['安全性能检测', '理化指标检测', '有害物质检测', '可靠性试验', '型式试验', '出口合规检测'];
const TEST_STANDARDS = [
  'GB 4943.1-2022',
  'GB/T 2423.1-2008',
  'GB 6675.1-2014',
  'GB 31701-2015',
  'GB 5009.3-2016',
  'GB 2763-2021',
  'GB/T 30512-2014',
  'GB 19083-2010',
];
const SYSTEMS = [
  'ISO 9001',
  'ISO 14001',
  'ISO 45001',
  'ISO 22000',
  'HACCP',
  'ISO/IEC 27001',
  'ISO 37001',
  'GB/T 29490',
];
const INDUSTRIES = [
  '机械制造',
  '电子信息',
  '食品加工',
  '建筑施工',
  '物流仓储',
  '医疗器械',
  '软件服务',
  '化工',
];
const INSTRUMENTS = [
  '游标卡尺',
  '千分表',
  '压力传感器',
  '温湿度计',
  '流量计',
  '标准砝码',
  '电能表',
  '声级计',
  '照度计',
  '粗糙度仪',
];
const TOPICS = [
  '内审员',
  '管理者代表',
  '实验室质量控制',
  '计量确认',
  '供应商审核',
  '风险管理',
  '统计过程控制（SPC）',
  '测量系统分析（MSA）',
];
const CITIES = ['苏州', '杭州', '深圳', '成都', '武汉', '西安', '青岛', '合肥'];
export const KIND_FOR: Record<ServiceTypeId, string> = {
  1: 'testing_lab',
  2: 'certification_body',
  3: 'metrology_institute',
  4: 'training_provider',
  5: 'consultancy',
};

export type Rand = ReturnType<typeof rng>;
const opts = (r: Rand, names: string[], min: number, max: number): SeedOption[] =>
  names.map((name) => ({ id: 0, name, price: r.price(min, max) }));

/** One believable service of a type; ids are left to the database. */
export function makeGoods(
  r: Rand,
  type: ServiceTypeId,
): Omit<SeedGoods, 'id' | 'merchant_id' | 'category_id'> {
  const city = r.pick(CITIES);
  const base = {
    sales: Math.floor(r.next() * 500),
    recommended: r.next() < 0.05,
  };
  const common = {
    keywords: [city, '批量生成'],
    trainingForm: [] as SeedOption[],
    approvalLogo: [] as SeedOption[],
    sales_promotion: null,
  };
  if (type === 1) {
    const obj = r.pick(OBJECTS);
    const std = r.pick(TEST_STANDARDS);
    const name = `${obj}${r.pick(TESTS)}（${std}）`;
    return {
      ...base,
      ...common,
      servics_id: 1,
      name,
      standards: [std],
      summary: `${city}实验室承检，${obj}按 ${std} 检测，出具 CMA 报告。`,
      content: `<p>${name}，周期 5–7 个工作日。</p>`,
      serviceContent: opts(r, ['常规项目', '全项检测', '加急服务'], 300, 6000),
      approvalLogo: opts(r, ['加盖 CMA 章', '加盖 CNAS 章'], 0, 400),
    };
  }
  if (type === 2) {
    const sys = r.pick(SYSTEMS);
    const name = `${sys} 管理体系认证（${r.pick(INDUSTRIES)}）`;
    return {
      ...base,
      ...common,
      servics_id: 2,
      name,
      standards: [sys],
      summary: `${sys} 初次认证、监督审核与再认证，${city}本地审核员。`,
      content: `<p>${name}</p>`,
      serviceContent: opts(r, ['初次认证', '监督审核', '再认证'], 8000, 30000),
    };
  }
  if (type === 3) {
    const ins = r.pick(INSTRUMENTS);
    const name = `${ins}校准（${city}送检 / 现场）`;
    return {
      ...base,
      ...common,
      servics_id: 3,
      name,
      standards: ['JJF 1071-2010'],
      summary: `${ins}校准，出具 CNAS 认可标识校准证书。`,
      content: `<p>${name}</p>`,
      serviceContent: opts(r, ['送检校准', '现场校准'], 80, 1500),
    };
  }
  const topic = r.pick(TOPICS);
  const online = r.price(500, 2000);
  if (type === 4) {
    const name = `${topic}培训（${city}班）`;
    return {
      ...base,
      ...common,
      servics_id: 4,
      name,
      standards: [],
      summary: `${topic}实务课程，考试合格颁发培训证书。`,
      content: `<p>${name}</p>`,
      serviceContent: [],
      trainingForm: [
        { id: 0, name: '线上直播', price: online },
        { id: 0, name: '线下面授', price: online + 600 },
      ],
      sales_promotion: { online_wages: online, spot_wages: online + 600 },
    };
  }
  const name = `${topic}体系建设咨询（${r.pick(INDUSTRIES)}）`;
  return {
    ...base,
    ...common,
    servics_id: 5,
    name,
    standards: [],
    summary: `${city}顾问驻场辅导，${topic}体系从诊断到落地。`,
    content: `<p>${name}</p>`,
    serviceContent: [],
    sales_promotion: { project_package_price: r.price(10000, 60000, 100) },
  };
}
