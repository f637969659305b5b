/**
 * The lab's side of an order in server tests, through the real endpoints: the buyer ships the
 * sample, the demo lab (13800000002, owner of goods 1 and 2) receives, tests and issues the
 * report, or delivers a non-sample order. Journeys that need the work done call `labWork`.
 */
import type { TestApp } from '../../test/test-app';
import { upload } from '../merchant-center/merchant.test-helpers';

export const REPORT_PDF = new TextEncoder().encode(
  '%PDF-1.4\n% 检测报告 test report\n1 0 obj << >> endobj\n%%EOF\n',
);

/** The demo lab's token. */
export const labToken = async (t: TestApp): Promise<string> => (await t.loginAs('merchant')).token;

const must = async (p: Promise<{ status: unknown; message: string }>, what: string) => {
  const a = await p;
  if (a.status !== true) throw new Error(`${what} failed: ${a.message}`);
  return a;
};

/**
 * From 待寄样 or 服务中 to 报告已出具/已交付: each step by its endpoint, as buyer and lab would.
 * Answers the report number issued ('' for a non-sample order).
 */
export async function labWork(
  t: TestApp,
  buyerToken: string,
  orderId: number,
  opts: { lab?: string; reportNo?: string; pdf?: Uint8Array<ArrayBuffer> } = {},
): Promise<string> {
  const lab = opts.lab ?? (await labToken(t));
  const info = (await t.call('order/info', { id: orderId }, buyerToken)).data.info;
  if (info.status === 'in_service') {
    await must(t.call('merchant_order/deliver', { id: orderId, note: '咨询报告已交付' }, lab), 'deliver');
    return '';
  }
  const id = orderId;
  await must(
    t.call('order/shipSample', { id, courier_company: '顺丰速运', waybill_no: 'SF1234567890' }, buyerToken),
    'ship',
  );
  await must(t.call('merchant_order/receiveSample', { id, note: '样品完好，数量 2 瓶' }, lab), 'receive');
  await must(t.call('merchant_order/startTest', { id }, lab), 'startTest');
  const reportNo = opts.reportNo ?? `WT-${id}-${Date.now().toString(36)}`.toUpperCase();
  const file_id = await upload(t, lab, opts.pdf ?? REPORT_PDF, 'report.pdf');
  await must(t.call('merchant_order/issueReport', { id, report_no: reportNo, file_id }, lab), 'issueReport');
  return reportNo;
}
