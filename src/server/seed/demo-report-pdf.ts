import { newPdf, pdfBytes } from '../lib/pdf/pdf-doc';
import { CONTENT_WIDTH, PdfFlow } from '../lib/pdf/pdf-flow';
import { chinaTime } from '../modules/pay/signing';

/** What the demo's test report names: who asked, who tested, what and when. */
export interface DemoReport {
  reportNo: string;
  orderNo: string;
  client: string;
  lab: string;
  item: string;
  sample: string;
  /** What the lab states when issuing (stored with the report for report/verify); DEMO_FACTS by default. */
  sampleName?: string;
  standard?: string;
  conclusion?: string;
  receivedAt: Date;
  issuedAt: Date;
}

/** What the demo reports state, as a lab enters it when issuing (report/verify shows it). */
export const DEMO_FACTS = {
  sampleName: '生活饮用水（末梢水）',
  standard: 'GB 5749-2022《生活饮用水卫生标准》',
  conclusion: '所检项目均符合 GB 5749-2022《生活饮用水卫生标准》的要求。',
};

/** A water sample's results against GB 5749-2022: item, unit, limit, result, verdict. */
const RESULTS: [string, string, string, string][] = [
  ['pH', '无量纲', '6.5～8.5', '7.32'],
  ['浑浊度', 'NTU', '≤1', '0.28'],
  ['总硬度（以 CaCO3 计）', 'mg/L', '≤450', '168'],
  ['铅', 'mg/L', '≤0.01', '<0.0025'],
  ['菌落总数', 'CFU/mL', '≤100', '12'],
];

const day = (d: Date) => chinaTime(d).slice(0, 10);

/**
 * The demo order's test report as a one-page PDF with the embedded CJK font, so the report a
 * buyer downloads from the demo opens in any reader. Its bytes depend on the report alone.
 */
export function renderDemoReport(report: DemoReport): Uint8Array {
  const r = { ...DEMO_FACTS, ...report };
  const doc = newPdf({ title: `检测报告 ${r.reportNo}`, date: r.issuedAt });
  const f = new PdfFlow(doc);
  f.para('检 测 报 告', 20, { bold: true, center: true, gap: 2 });
  f.para(`报告编号：${r.reportNo}`, 9.5, { center: true, gap: 12 });
  const half = CONTENT_WIDTH / 2;
  for (const [a, b] of [
    [`委托单位：${r.client}`, `检测机构：${r.lab}`],
    [`检测项目：${r.item}`, `订单号：${r.orderNo}`],
    [`样品名称：${r.sampleName}`, `检测依据：${r.standard}`],
    [`样品状态：${r.sample}`, `收样日期：${day(r.receivedAt)}　签发日期：${day(r.issuedAt)}`],
  ] as const) {
    f.row([
      { text: a, width: half },
      { text: b, width: half },
    ]);
  }
  f.heading('检测结果');
  const cols = [150, 70, 90, 90, CONTENT_WIDTH - 400];
  f.row(
    ['检测项目', '单位', '标准限值', '检测结果', '单项判定'].map((text, i) => ({ text, width: cols[i]! })),
    9.5,
    true,
  );
  for (const row of RESULTS) {
    f.row([...row, '符合'].map((text, i) => ({ text, width: cols[i]!, right: i === 3 })));
  }
  f.heading('检测结论');
  f.para(r.conclusion);
  f.para('本报告仅对所检样品负责；未经检测机构书面批准，不得部分复制本报告。', 9);
  f.para('（演示数据：本报告由检验检测认证服务商城的演示数据生成。）', 8.5, { center: true });
  f.footers();
  return pdfBytes(doc);
}
