/**
 * The lab's side of an order in browser journeys (issue 16), through the API: a journey that
 * needs the work done before the buyer accepts or confirms calls `labWork`. The buyer ships the
 * sample; the demo lab (13800000002) receives it, tests and issues a report PDF, or delivers a
 * non-sample order. One place, so every journey drives the same real endpoints.
 */
import { api, login } from './api';

/** Statuses an order waits in for the lab's work after signing. */
export const IN_WORK = ['awaiting_sample', 'sample_shipped', 'sample_received', 'testing', 'in_service'];

const REPORT_PDF = '%PDF-1.4\n% e2e test report\n1 0 obj << >> endobj\n%%EOF\n';

async function must(p: Promise<{ status: unknown; message: string }>, what: string) {
  const a = await p;
  if (a.status !== true) throw new Error(`${what}: ${a.message}`);
}

/** The lab's upload of a report PDF (attachment/uploadOne); answers its id. */
async function uploadReport(baseURL: string, token: string): Promise<number> {
  const form = new FormData();
  form.append('file', new File([new TextEncoder().encode(REPORT_PDF)], 'report.pdf'));
  const res = await fetch(`${baseURL}/api/attachment/uploadOne`, {
    method: 'POST',
    body: form,
    headers: { 'login-token': token },
  });
  const answer = (await res.json()) as { status: boolean; message: string; data: { id: number } };
  if (answer.status !== true) throw new Error(`uploadOne: ${answer.message}`);
  return answer.data.id;
}

/**
 * From 待寄样 (or 服务中) to 报告已出具 (or 已交付): each remaining step by its endpoint.
 * Answers the report number ('' for a delivered non-sample order).
 */
export async function labWork(baseURL: string, buyerToken: string, orderId: number): Promise<string> {
  const lab = (await login(baseURL, 'merchant')).token;
  const id = orderId;
  const status = async () =>
    (await api<{ info: { status: string } }>(baseURL, 'merchant_order/info', { token: lab, body: { id } }))
      .data?.info.status;
  const post = (path: string, body: Record<string, unknown>, token = lab) =>
    api(baseURL, path, { method: 'POST', token, body });
  if ((await status()) === 'in_service') {
    await must(post('merchant_order/deliver', { id, note: '服务成果已交付' }), 'deliver');
    return '';
  }
  if ((await status()) === 'awaiting_sample') {
    await must(
      post(
        'order/shipSample',
        { id, courier_company: '顺丰速运', waybill_no: `SF${Date.now()}` },
        buyerToken,
      ),
      'shipSample',
    );
  }
  if ((await status()) === 'sample_shipped')
    await must(post('merchant_order/receiveSample', { id, note: '样品完好' }), 'receiveSample');
  if ((await status()) === 'sample_received')
    await must(post('merchant_order/startTest', { id }), 'startTest');
  const reportNo = `E2E-${id}-${Date.now().toString(36)}`.toUpperCase();
  if ((await status()) === 'testing') {
    const file_id = await uploadReport(baseURL, lab);
    await must(post('merchant_order/issueReport', { id, report_no: reportNo, file_id }), 'issueReport');
  }
  return reportNo;
}
