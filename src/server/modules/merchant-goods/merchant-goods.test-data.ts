/** A service as a lab writes it (merchant_goods/add), shared by the merchant goods tests. */
export const WATER = {
  name: '鹭岛饮用水全项检测',
  servics_id: 1,
  summary: '生活饮用水 97 项全分析',
  standards: ['GB 5749-2022', 'GB/T 5750-2023'],
  turnaround_days: 7,
  sample_requirement: '5 L 洁净塑料桶，4 ℃ 冷藏送达',
  serviceContent: [
    { name: '常规 43 项', price: '1200.00' },
    { name: '全分析 97 项', price: 3600 },
  ],
  approvalLogo: [{ name: 'CMA 章', price: 0 }],
};
