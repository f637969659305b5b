import type { YeepayBank } from '../../../core/api/contract/models';

/**
 * The banks Yeepay pays into (yeepoy/bank), by the People's Bank of China's bank-category codes
 * (行别代码, the first three digits of a CNAPS 联行号). Small and stable, so it is data in code
 * rather than a seeded table; a real adapter would read the provider's own list.
 */
export const BANKS: readonly YeepayBank[] = [
  { code: '102', name: '中国工商银行' },
  { code: '103', name: '中国农业银行' },
  { code: '104', name: '中国银行' },
  { code: '105', name: '中国建设银行' },
  { code: '403', name: '中国邮政储蓄银行' },
  { code: '301', name: '交通银行' },
  { code: '308', name: '招商银行' },
  { code: '302', name: '中信银行' },
  { code: '303', name: '中国光大银行' },
  { code: '304', name: '华夏银行' },
  { code: '305', name: '中国民生银行' },
  { code: '306', name: '广发银行' },
  { code: '307', name: '平安银行' },
  { code: '309', name: '兴业银行' },
  { code: '310', name: '上海浦东发展银行' },
  { code: '315', name: '恒丰银行' },
  { code: '316', name: '浙商银行' },
  { code: '318', name: '渤海银行' },
  { code: '319', name: '徽商银行' },
  { code: '313', name: '城市商业银行' },
  { code: '314', name: '农村商业银行' },
  { code: '317', name: '农村合作银行' },
  { code: '320', name: '村镇银行' },
  { code: '402', name: '农村信用合作社' },
  { code: '201', name: '国家开发银行' },
  { code: '202', name: '中国进出口银行' },
  { code: '203', name: '中国农业发展银行' },
];

export const bankByCode = (code: string): YeepayBank | undefined => BANKS.find((b) => b.code === code);

/** Banks whose name contains the keyword or whose code starts with it, in the list's order. */
export function findBanks(keyword: string): YeepayBank[] {
  const k = keyword.trim();
  return k ? BANKS.filter((b) => b.name.includes(k) || b.code.startsWith(k)) : [...BANKS];
}
