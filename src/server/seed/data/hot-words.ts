import type { SeedHotWord } from './types';

const goodsWords = [
  '水质检测',
  'ISO9001',
  'CCC认证',
  'CMA',
  '食品检测',
  'EMC',
  '内审员培训',
  '碳核查',
  '室内空气检测',
  '计量校准',
  '农残检测',
  'CNAS',
  '三体系认证',
  '纺织品检测',
];
const merchantWords = ['中研检测', '华正联合', '计量测试', '环境检测', '培训中心', '管理咨询'];

export const hotWords: SeedHotWord[] = [
  ...goodsWords.map((keyword, i) => ({ id: i + 1, keyword, type: 'goods' as const, sort: i + 1 })),
  ...merchantWords.map((keyword, i) => ({
    id: goodsWords.length + i + 1,
    keyword,
    type: 'merchant' as const,
    sort: i + 1,
  })),
];
