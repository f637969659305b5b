import type { CollectionAccount } from '../../../core/api/contract/models-transfer';
import { fenToYuan } from '../../lib/money';
import { newPdf, pdfBytes } from '../../lib/pdf/pdf-doc';
import { CONTENT_WIDTH, PdfFlow } from '../../lib/pdf/pdf-flow';
import { rmbWords } from '../../lib/rmb-words';
import { chinaTime } from '../pay/signing';

export interface TransferNotice {
  reference: string;
  orderNo: string;
  stage: string;
  amountFen: number;
  /** Pay by; null for a stage without a deadline (the balance). */
  deadline: Date | null;
  payer: string;
  lab: string;
  account: CollectionAccount;
  /** The document's own date: the reference's issue, so the same notice gives the same bytes. */
  issuedAt: Date;
}

/**
 * 付款通知书: what the buyer's finance office needs to remit one stage — the collection account,
 * the amount in figures and in 大写, the remittance reference to write in 附言, the order and
 * the deadline. A4, the CJK font embedded (the contract's PDF writer).
 */
export function renderTransferNotice(n: TransferNotice): Uint8Array {
  const doc = newPdf({ title: `付款通知书 ${n.orderNo} ${n.reference}`, date: n.issuedAt });
  const f = new PdfFlow(doc);
  f.para('付款通知书', 20, { bold: true, center: true, gap: 2 });
  f.para(`订单号：${n.orderNo}　开具日期：${chinaTime(n.issuedAt).slice(0, 10)}`, 9, {
    center: true,
    gap: 12,
  });
  f.para(`致 ${n.payer}：`, 11, { gap: 2 });
  f.para(
    `贵单位在检验检测认证服务商城向「${n.lab}」订购的服务，${n.stage}应付款如下。请通过对公转账汇入以下平台收款账户，并务必在汇款附言（用途）中填写汇款识别码，以便平台财务核对到账。`,
    10.5,
    { indent: 21, gap: 10 },
  );
  const label = 110;
  const rows: [string, string][] = [
    ['收款户名', n.account.account_name],
    ['开户银行', n.account.bank_name],
    ['收款账号', n.account.account_no],
    ['付款金额（小写）', `¥${fenToYuan(n.amountFen).toFixed(2)}`],
    ['付款金额（大写）', rmbWords(n.amountFen)],
    ['汇款识别码', n.reference],
    ['订单号', n.orderNo],
    ['款项', n.stage],
    ['付款期限', n.deadline ? `${chinaTime(n.deadline).slice(0, 16)} 前` : '请尽快汇款'],
  ];
  for (const [k, v] of rows) {
    f.row(
      [
        { text: k, width: label },
        { text: v, width: CONTENT_WIDTH - label },
      ],
      k === '汇款识别码' || k.startsWith('付款金额') ? 12 : 10.5,
      k === '汇款识别码',
    );
  }
  f.heading('注意事项');
  [
    '请按上述金额一次足额汇款，金额不符将无法确认到账。',
    '汇款附言（用途）请只填写汇款识别码，不要填写其他内容。',
    '汇款后请在收银台点击“已汇款”，并上传银行回单，平台财务核对到账后订单即进入下一步。',
    '申报已汇款后，订单在财务确认期间不会因超过付款期限被取消；7 天内未能确认到账的申报将失效。',
  ].forEach((x, i) => {
    f.para(`${i + 1}. ${x}`, 10, { gap: 2 });
  });
  f.para('本通知书由检验检测认证服务商城生成，收款账户以平台公布为准，请勿向个人账户汇款。', 8.5, {
    center: true,
    gap: 0,
  });
  f.footers();
  return pdfBytes(doc);
}
