import { maskPhone } from '../../../core/formatters';
import { PAY_PLANS, type PayPlan } from '../../../core/rules/order-states';
import { SEAL_KIND_LABELS, type SealKind } from '../../../core/rules/seals';
import { newPdf, pdfBytes } from '../../lib/pdf/pdf-doc';
import { A4, CONTENT_WIDTH, MARGIN, PdfFlow } from '../../lib/pdf/pdf-flow';
import { chinaTime } from '../pay/signing';
import type { ContractData } from './contract-data';
import {
  fullAddress,
  mainTerms,
  money,
  optionLines,
  partyNames,
  supplementNote,
  when,
} from './contract-document';
import { drawSeal } from './seal-pdf';

const SEAL_SIZE = 118;

/** Parties, services, money and terms: the same content as the signing page. */
function body(f: PdfFlow, d: ContractData): void {
  const { contract, order, merchant } = d;
  const names = partyNames(d);
  f.para(contract.title, 18, { bold: true, center: true, gap: 2 });
  const meta = `合同编号：${contract.contractNo}　订单号：${order.orderNo}　生成日期：${chinaTime(contract.createdAt).slice(0, 10)}`;
  const mark = contract.status === 'signed' ? '' : d.signatures.length ? '　【签署中】' : '　【未签署】';
  f.para(`${meta}${mark}`, 9, { center: true, gap: 10 });
  const half = CONTENT_WIDTH / 2;
  f.row(
    [
      { text: '甲方（委托方）', width: half },
      { text: '乙方（服务方）', width: half },
    ],
    10,
    true,
  );
  const buyer = [names.buyer, names.buyerCode && `统一社会信用代码：${names.buyerCode}`];
  if (d.account) buyer.push(`联系电话：${d.account.contactMobile}`);
  const lab = [
    names.lab,
    merchant.businessLicense && `统一社会信用代码：${merchant.businessLicense}`,
    merchant.address && `地址：${fullAddress(merchant)}`,
    merchant.contactPhone && `联系电话：${merchant.contactPhone}`,
  ];
  const lines = (xs: (string | null | false | undefined)[]) => xs.filter(Boolean).join('\n');
  f.row([
    { text: lines(buyer), width: half },
    { text: lines(lab), width: half },
  ]);
  f.heading('一、服务内容');
  const cols = [36, 170, CONTENT_WIDTH - 36 - 170 - 80, 80];
  f.row(
    ['序号', '服务项目', '所选规格', '价格'].map((text, i) => ({ text, width: cols[i]!, right: i === 3 })),
    9.5,
    true,
  );
  d.items.forEach((it, i) => {
    f.row([
      { text: String(i + 1), width: cols[0]! },
      { text: `${it.name}\n${it.servicsName}`, width: cols[1]! },
      { text: optionLines(it.options).join('\n') || '—', width: cols[2]! },
      { text: money(it.priceFen), width: cols[3]!, right: true },
    ]);
  });
  f.heading('二、费用与支付');
  f.para(
    `服务金额：${money(order.goodsAmountFen)}　优惠：-${money(order.discountFen)}　应付金额：${money(order.payAmountFen)}　支付方式：${PAY_PLANS[order.payPlan as PayPlan] ?? order.payPlan}`,
  );
  for (const p of d.plans) {
    const paid = p.status === 'paid' && p.paidAt ? `（已于 ${chinaTime(p.paidAt)} 支付）` : '（未支付）';
    f.para(`· ${p.name}：${money(p.amountFen)}${paid}`, 10.5, { indent: 12, gap: 0 });
  }
  if (contract.kind === 'supplement') {
    f.heading('三、补充条款');
    f.para(contract.terms);
    f.para(supplementNote(d));
  } else {
    f.heading('三、主要条款');
    mainTerms(d).forEach((x, i) => {
      f.para(`${i + 1}. ${x}`, 10.5, { indent: 0, gap: 2 });
    });
  }
}

/** 甲方 and 乙方 with their signing times; each seal over its party once that party signed. */
function signatures(f: PdfFlow, d: ContractData, seals: [Seal | null, Seal | null]): void {
  const names = partyNames(d);
  f.need(SEAL_SIZE + 60);
  f.y -= 24;
  const top = f.y;
  const half = CONTENT_WIDTH / 2;
  const side = (i: number, role: string, name: string, at: Date | null) => {
    const x = MARGIN + i * half;
    f.text(`${role}：`, x, top - 14, 10.5, true);
    f.text([...name].length > 20 ? `${[...name].slice(0, 20).join('')}…` : name, x, top - 32, 10.5);
    f.text(`签署时间：${when(at)}`, x, top - 50, 9.5);
    const seal = seals[i];
    if (seal)
      drawSeal(f.doc, x + half - SEAL_SIZE - 16, A4.height - top + 4, SEAL_SIZE, seal.name, seal.kind);
  };
  side(0, '甲方（盖章）', names.buyer, d.contract.buyerSignedAt);
  side(1, '乙方（盖章）', names.lab, d.contract.merchantSignedAt);
  f.y = top - SEAL_SIZE - 12;
  f.para('本文件由检验检测认证服务商城电子合同系统生成，各方以短信验证码确认签署意愿后加盖电子签章。', 8.5, {
    center: true,
  });
}

interface Seal {
  name: string;
  kind: SealKind;
}

const sealOf = (s: { name: string; kind: string }): Seal => ({
  name: s.name,
  kind: s.kind === 'official' ? 'official' : 'contract',
});

/** A mobile as the signature page prints it: 138****0001. */

/** The moment in Beijing time with its offset, as evidence states it. */
export const beijing = (d: Date) => `${chinaTime(d)}（北京时间 UTC+08:00）`;

/**
 * 电子签署记录: a page of its own listing each live signature's facts — who, which account and
 * mobile confirmed it (意愿认证), when, from where, with which seal, and the SHA-256 of the exact
 * PDF that party was shown before signing.
 */
function signaturePage(f: PdfFlow, d: ContractData): void {
  const names = partyNames(d);
  f.doc.addPage();
  f.y = A4.height - MARGIN;
  f.para('电子签署记录', 16, { bold: true, center: true, gap: 2 });
  f.para(`合同编号：${d.contract.contractNo}　${d.contract.title}`, 9, { center: true, gap: 10 });
  const label = 110;
  const rows = (pairs: [string, string][]) => {
    for (const [k, v] of pairs)
      f.row([
        { text: k, width: label },
        { text: v, width: CONTENT_WIDTH - label },
      ]);
  };
  for (const s of d.signatures) {
    const role = s.party === 'buyer' ? `甲方（委托方）：${names.buyer}` : `乙方（服务方）：${names.lab}`;
    f.heading(role);
    rows([
      ['签署主体', s.signerName],
      ['签署账号', `${maskPhone(s.mobile)}（账号 ID ${s.accountId}）`],
      ['意愿认证', `短信验证码，发送至 ${maskPhone(s.mobile)}`],
      ['签署时间', beijing(s.signedAt)],
      ['IP 地址', s.ip || '—'],
      ['终端', s.userAgent || '—'],
      [
        '所用印章',
        `${s.sealName}（${SEAL_KIND_LABELS[sealOf({ name: s.sealName, kind: s.sealKind }).kind]}）`,
      ],
      ['所签文件 SHA-256', s.viewedSha256],
    ]);
  }
  f.y -= 10;
  f.para(
    '“所签文件 SHA-256”是该方签署前在页面上阅读的合同 PDF 文件的摘要；双方签署完成后的本文件摘要已写入平台存证账本，可在“区块链存证查询”中核验。',
    8.5,
  );
}

/**
 * The contract as a PDF (A4, the CJK font embedded as a subset, each seal drawn as vectors over
 * its party once that party signed, then the signature record). The same data gives the same
 * bytes (the dates are the document's own); the signed one is rendered once, when the second
 * party signs, and its bytes are kept (contract-file.ts).
 */
export function renderContractPdf(d: ContractData): Uint8Array {
  const signed = d.contract.status === 'signed';
  const lastSigned = [d.contract.buyerSignedAt, d.contract.merchantSignedAt]
    .filter((x): x is Date => x !== null)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  const doc = newPdf({
    title: `${d.contract.title} ${d.contract.contractNo}`,
    date: signed && lastSigned ? lastSigned : d.contract.createdAt,
  });
  let seals: [Seal | null, Seal | null] = [null, null];
  if (d.signatures.length) {
    const of = (party: string) => d.signatures.find((s) => s.party === party);
    const b = of('buyer');
    const l = of('lab');
    seals = [
      b ? sealOf({ name: b.sealName, kind: b.sealKind }) : null,
      l ? sealOf({ name: l.sealName, kind: l.sealKind }) : null,
    ];
  } else if (signed && d.buyerSeal) {
    // signed before signatures were recorded one by one (the demo's older contracts)
    seals = [sealOf(d.buyerSeal), d.labSeal];
  }
  const f = new PdfFlow(doc);
  body(f, d);
  signatures(f, d, seals);
  if (d.signatures.length) signaturePage(f, d);
  f.footers();
  return pdfBytes(doc);
}

/** The document as it reads before anyone signs: what the parties agree to, its hash the content's. */
export function unsignedContractPdf(d: ContractData): Uint8Array {
  return renderContractPdf({
    ...d,
    signatures: [],
    contract: { ...d.contract, status: 'pending_sign', buyerSignedAt: null, merchantSignedAt: null },
  });
}
