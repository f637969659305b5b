/**
 * The query set of search-quality.test.ts (and of the PostgreSQL comparison): queries a TIC
 * buyer types, in every common spelling, and the services (or shops) that must come back near
 * the top. Ids are those of src/server/seed/data/goods.ts and merchants.ts. `top` is how far
 * down the id may be (1 where the answer is unambiguous, 3 otherwise).
 */
export type Case = [query: string, id: number, top: 1 | 3];

export const GOODS: Case[] = [
  // standard numbers, however typed
  ['GB/T 19001-2016', 26, 3],
  ['GB/T19001-2016', 26, 3],
  ['gb/t 19001', 26, 3],
  ['GBT19001', 26, 3],
  ['19001', 26, 3],
  ['ＧＢ／Ｔ　１９００１－２０１６', 26, 3],
  ['ISO 9001', 26, 3],
  ['ISO9001:2015', 26, 3],
  ['iso 9001', 26, 3],
  ['9001', 26, 3],
  ['GB 5749-2022', 1, 1],
  ['GB5749', 1, 1],
  ['5749', 1, 1],
  ['JJF 1059.1', 64, 3],
  ['JJF 1059.1-2012', 44, 3],
  ['IATF 16949', 31, 3],
  ['ISO/IEC 17025', 41, 3],
  ['ISO 17025', 62, 3],
  ['iso14001', 27, 3],
  ['ISO 45001', 28, 3],
  ['GB 18401', 22, 1],
  ['ISO 14064', 38, 3],
  ['ISO/IEC 27001', 30, 3],
  // synonyms
  ['自来水', 1, 3],
  ['自来水', 2, 3],
  ['饮用水检测', 1, 1],
  ['电磁兼容', 14, 1],
  ['EMI', 14, 3],
  ['EMC', 15, 3],
  ['质量体系', 26, 3],
  ['QMS', 26, 3],
  ['9000认证', 26, 3],
  ['3C认证', 34, 3],
  ['CCC', 35, 3],
  ['强制性认证', 74, 3],
  ['检定', 48, 3],
  ['环评', 6, 3],
  ['碳足迹', 39, 1],
  ['碳核查', 38, 1],
  ['内审员', 57, 3],
  ['农残', 9, 1],
  ['噪音', 7, 1],
  ['实验室认可', 41, 1],
  ['计量认证', 40, 3],
  // Chinese phrases and partial words
  ['食品农药残留检测', 9, 1],
  ['检验检测认证服务机构', 40, 1],
  ['室内甲醛', 5, 1],
  ['甲醛检测', 5, 1],
  ['饮用', 1, 3],
  ['不确定度', 64, 1],
  ['压力表检定', 48, 1],
  ['温度计校准', 47, 1],
  ['纺织品 检测', 22, 3],
  ['婴幼儿服装', 23, 1],
  // exact name
  ['ISO 9001 质量管理体系认证', 26, 1],
  ['三坐标测量机现场校准', 46, 1],
];

export const MERCHANTS: Case[] = [
  ['华正联合', 2, 1],
  ['中研检测', 1, 1],
  ['合肥衡准计量测试研究院有限公司', 3, 1],
  ['苏州', 1, 1],
  ['鲁康', 8, 1],
  ['计量', 3, 3],
  ['计量', 11, 3],
  ['认证机构', 2, 3],
  ['培训', 5, 1],
  ['碳核查', 10, 1],
  ['纺织品', 12, 1],
  ['食品检测', 8, 3],
];
