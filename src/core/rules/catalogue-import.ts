/**
 * The catalogue import's CSV layout, declared once: the server reads files by
 * it, the import pages list it, docs/catalogue-import.md explains it. Headers are matched by
 * their Chinese names, in any order; only 服务名称 and 服务类型 are required.
 */

export interface ImportColumn {
  header: string;
  required?: boolean;
  /** What goes in it, as the import page says it. */
  hint: string;
}

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { header: '服务名称', required: true, hint: '最多 200 字，同一文件内不可重名' },
  { header: '服务类型', required: true, hint: '1–5 或 检验检测、认证认可、计量校准、培训、咨询' },
  { header: '服务分类', hint: '平台分类名称或编号，须属于该服务类型；可空' },
  { header: '服务简介', hint: '最多 500 字' },
  { header: '执行标准', hint: '多项用分号或换行分隔，如 GB 5749-2022；GB/T 5750-2023' },
  { header: '检测周期', hint: '工作日，1–365 的整数；可空' },
  { header: '样品要求', hint: '最多 500 字' },
  {
    header: '收样地址',
    hint: '仅检验检测、计量校准；空则用店铺的收样地址。写作 联系人|电话|省 市 区县|详细地址',
  },
  { header: '服务内容', hint: '名称:价格，多项用 | 分隔，如 常规 43 项:1200|全分析 97 项:3600' },
  { header: '培训形式', hint: '同上，如 线上直播:0|线下面授:800' },
  { header: '认可标识', hint: '同上，如 CMA 章:0|CNAS 章:200' },
  { header: '线上课酬', hint: '元，仅培训、咨询（类型 4、5）' },
  { header: '现场课酬', hint: '元，仅培训、咨询（类型 4、5）' },
  { header: '项目打包价', hint: '元，仅培训、咨询（类型 4、5）' },
  { header: '服务详情', hint: '纯文本，换行分段；最多 15000 字' },
];

/** One example row of the template, in the columns' order (the full sample: docs/catalogue-import-sample.csv). */
const EXAMPLE_ROW =
  '生活饮用水 97 项全分析检测,检验检测,生活饮用水检测,依据 GB 5749-2022 检测并出具 CMA 报告,GB 5749-2022；GB/T 5750-2023,7,5 L 洁净塑料桶,,常规 43 项:1200|全分析 97 项:3600,,CMA 章:0|CNAS 章:200,,,,采样、运输、检测全程留痕';

/** The template the import pages offer: the headers in order and the example row. */
export const importTemplate = (): string =>
  `${IMPORT_COLUMNS.map((c) => c.header).join(',')}\r\n${EXAMPLE_ROW}\r\n`;

export const IMPORT_LIMITS = {
  /** Service rows, the header not counted. */
  rows: 2000,
  /** The file's size in bytes. */
  bytes: 1024 * 1024,
} as const;

export const IMPORT_MESSAGES = {
  missing: '请选择或粘贴 CSV 文件',
  tooLarge: `文件不能超过 1 MB`,
  tooManyRows: `每个文件最多 ${IMPORT_LIMITS.rows} 行服务，请拆分后分批导入`,
  notUtf8: '文件不是 UTF-8 编码：请在 Excel 中「另存为」选择「CSV UTF-8（逗号分隔）」',
  empty: '文件中没有服务数据',
  hasErrors: '文件有错误，未导入任何服务，请修正后重新校验',
} as const;
