/**
 * Words a buyer uses for the same service. Maintained by hand; applied to the query only, so a
 * change here needs no reindex. `words` are interchangeable (any one finds the others); `also`
 * are broader terms searched too, one way (自来水 finds 水质 services, 水质 does not find only
 * 自来水). Standard numbers are written as printed ('ISO 9001') and match however typed.
 */
export interface SynonymRule {
  words: string[];
  also?: string[];
}

export const SYNONYMS: SynonymRule[] = [
  // Water
  { words: ['自来水', '饮用水', '生活饮用水'], also: ['水质', 'GB 5749'] },
  { words: ['污水', '废水'], also: ['水质'] },
  { words: ['井水', '地下水'], also: ['水质'] },
  // Electrical
  { words: ['电磁兼容', 'EMC', 'EMI', 'EMS', '电磁干扰'] },
  { words: ['安规', '电气安全'] },
  { words: ['RoHS', '有害物质'] },
  // Management systems
  { words: ['质量体系', 'QMS', '9000认证', '9001认证', '质量管理体系'], also: ['ISO 9001'] },
  { words: ['环境体系', '14000认证', '14001认证', '环境管理体系'], also: ['ISO 14001'] },
  { words: ['职业健康安全', '安全体系', '45001认证', '职业健康'], also: ['ISO 45001', 'OHSAS 18001'] },
  { words: ['信息安全', 'ISMS', '27001认证'], also: ['ISO 27001'] },
  { words: ['汽车体系', 'TS16949', '16949认证'], also: ['IATF 16949'] },
  { words: ['医疗器械体系', '13485认证'], also: ['ISO 13485'] },
  { words: ['三体系', '一体化认证', 'QES'] },
  { words: ['内审员', '内审员培训', '内审员证', '内部审核员'] },
  // Product certification and accreditation
  { words: ['3C', 'CCC', '3C认证', 'CCC认证', '强制性认证', '强制认证', '强制性产品认证', '中国强制认证'] },
  { words: ['CMA', '资质认定', '计量认证'] },
  { words: ['CNAS', '实验室认可'] },
  { words: ['节能认证', '能效'] },
  { words: ['出口认证', 'CE认证', 'FCC认证'] },
  // Metrology
  { words: ['计量', '校准', '检定', '校验'] },
  { words: ['不确定度', '测量不确定度'] },
  // Environment and carbon
  { words: ['环评', '环境影响评价'], also: ['环境检测', '环境监测'] },
  { words: ['碳足迹', '碳标签'], also: ['碳核查', 'ISO 14067'] },
  { words: ['碳核查', '碳盘查', '温室气体核查', '碳排放核查'], also: ['ISO 14064', '碳足迹'] },
  { words: ['双碳', '碳中和', '碳达峰'] },
  { words: ['噪声', '噪音'] },
  { words: ['甲醛', '装修污染'], also: ['室内空气'] },
  // Food
  { words: ['农残', '农药残留'] },
  { words: ['兽残', '兽药残留'] },
  { words: ['微生物', '细菌'] },
  { words: ['营养标签', '营养成分表'] },
];
