import type { SalesPromotionUnit } from '../../../core/api/contract/models';
import { PAY_PLANS, type PayPlan } from '../../../core/rules/order-states';
import { UNIT_LABELS } from '../../../core/rules/sales-units';
import { fenToYuan } from '../../lib/money';
import { chinaTime } from '../pay/signing';
import { esc } from '../pay/sim-page';
import type { ContractData } from './contract-data';
import { sealDataUrl } from './seal-svg';

const OPTION_LABELS: [key: string, label: string][] = [
  ['service_content', '服务内容'],
  ['training_form', '培训形式'],
  ['approval_logo', '认可标识'],
];

const money = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;
const when = (d: Date | null) => (d ? chinaTime(d) : '未签署');

/** The options a buyer chose for one item, as `服务内容：… ¥…` lines. */
function optionLines(options: Record<string, unknown>): string[] {
  const lines: string[] = [];
  for (const [key, label] of OPTION_LABELS) {
    const o = options[key] as { name?: unknown; price?: unknown } | null | undefined;
    if (o && typeof o === 'object' && o.name) {
      const price = Number(o.price);
      lines.push(`${label}：${String(o.name)}${Number.isFinite(price) ? `（¥${price.toFixed(2)}）` : ''}`);
    }
  }
  const unit = options.sales_promotion_unit;
  if (typeof unit === 'string' && Object.hasOwn(UNIT_LABELS, unit)) {
    lines.push(`购买方式：${UNIT_LABELS[unit as SalesPromotionUnit]}`);
  }
  return lines;
}

/** The lab's address; seeded addresses often start with the province already. */
const fullAddress = (m: { province: string; city: string; address: string }) =>
  m.address.startsWith(m.province) ? m.address : `${m.province}${m.city}${m.address}`;

/**
 * 甲方: the company the buyer chose for the order (三流一致: the invoice and the payer name it
 * too); older orders without one fall back to the e-sign account's company. 乙方: the lab.
 */
export function partyNames(d: ContractData) {
  const invoice = d.order.invoice as { title?: unknown } | null;
  const buyer =
    d.order.party?.name ||
    d.account?.orgName ||
    (typeof invoice?.title === 'string' ? invoice.title : '') ||
    '（买方）';
  const buyerCode = d.order.party ? d.order.party.credit_code : (d.account?.creditCode ?? '');
  return { buyer, buyerCode, lab: d.merchant.orgName };
}

/** The body both the signing page and the document show: parties, services, money, terms. */
export function contractSections(d: ContractData): string {
  const { contract, order, merchant, account } = d;
  const names = partyNames(d);
  const items = d.items
    .map(
      (it, i) =>
        `<tr><td>${i + 1}</td><td>${esc(it.name)}<br><small>${esc(it.servicsName)}</small></td><td>${optionLines(
          it.options,
        )
          .map(esc)
          .join('<br>')}</td><td class="num">${esc(money(it.priceFen))}</td></tr>`,
    )
    .join('');
  const plan = d.plans
    .map(
      (p) =>
        `<li>${esc(p.name)}：${esc(money(p.amountFen))}${p.status === 'paid' && p.paidAt ? `（已于 ${esc(chinaTime(p.paidAt))} 支付）` : '（未支付）'}</li>`,
    )
    .join('');
  const supplement =
    contract.kind === 'supplement'
      ? `<h2>补充条款</h2><p class="pre">${esc(contract.terms)}</p><p>本补充协议是${d.mainNo ? `主合同 ${esc(d.mainNo)} ` : '主合同'}不可分割的组成部分，与主合同具有同等法律效力；本协议未约定的事项，仍按主合同执行。</p>`
      : `<h2>主要条款</h2><ol class="terms">
<li>乙方按国家标准、行业标准及双方确认的技术要求提供上述检验检测认证服务，并对出具的报告或证书的真实性、准确性负责。</li>
<li>甲方应如实提供样品及相关资料，并按约定支付服务费用；乙方在收到${order.payPlan === 'deposit' ? '预付款' : '全款'}且本合同签署后开始服务。</li>
<li>双方对履约过程中知悉的对方商业秘密和技术资料负有保密义务。</li>
<li>因本合同发生的争议，双方协商解决；协商不成的，提交乙方所在地人民法院诉讼解决。</li>
<li>本合同经双方电子签章后生效，电子签章与手写签名或盖章具有同等法律效力。</li>
</ol>`;
  return `<table class="parties"><tr><th>甲方（委托方）</th><th>乙方（服务方）</th></tr>
<tr><td><strong>${esc(names.buyer)}</strong>${names.buyerCode ? `<br>统一社会信用代码：${esc(names.buyerCode)}` : ''}${account ? `<br>联系电话：${esc(account.contactMobile)}` : ''}</td>
<td><strong>${esc(names.lab)}</strong>${merchant.businessLicense ? `<br>统一社会信用代码：${esc(merchant.businessLicense)}` : ''}${merchant.address ? `<br>地址：${esc(fullAddress(merchant))}` : ''}${merchant.contactPhone ? `<br>联系电话：${esc(merchant.contactPhone)}` : ''}</td></tr></table>
<h2>服务内容</h2><table class="items"><tr><th>序号</th><th>服务项目</th><th>所选规格</th><th class="num">价格</th></tr>${items}</table>
<h2>费用与支付</h2><dl class="money"><dt>服务金额</dt><dd>${esc(money(order.goodsAmountFen))}</dd><dt>优惠</dt><dd>-${esc(money(order.discountFen))}</dd><dt>应付金额</dt><dd><strong>${esc(money(order.payAmountFen))}</strong></dd><dt>支付方式</dt><dd>${esc(PAY_PLANS[order.payPlan as PayPlan] ?? order.payPlan)}</dd></dl>
<ul class="plan">${plan}</ul>${supplement}`;
}

const DOC_CSS = `body{margin:0;background:#f5f5f5;font:14px/1.8 "SimSun","Songti SC","Noto Serif CJK SC",serif;color:#111}
.doc{max-width:800px;margin:24px auto;background:#fff;padding:48px 56px;box-shadow:0 1px 4px rgba(0,0,0,.1)}
h1{text-align:center;font-size:22px;margin:0 0 4px}h2{font-size:16px;margin:24px 0 8px}
.meta{text-align:center;color:#555;margin:0 0 20px}.stamp{color:#c00;border:2px solid #c00;padding:0 8px;font-weight:700}
table{width:100%;border-collapse:collapse}th,td{border:1px solid #999;padding:6px 8px;text-align:left;vertical-align:top}.num{text-align:right;white-space:nowrap}
dl.money{display:grid;grid-template-columns:max-content 1fr;gap:2px 16px;margin:0}dd{margin:0}.pre{white-space:pre-wrap}
.signs{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin-top:32px}.sign{position:relative;min-height:150px}
.sign img{position:absolute;right:10px;top:10px;width:130px;height:130px;opacity:.85}
td{overflow-wrap:anywhere}th:first-child{white-space:nowrap}
@media (max-width:600px){.doc{margin:0;padding:20px 14px}h1{font-size:18px}.signs{grid-template-columns:1fr}}
@media print{body{background:#fff}.doc{box-shadow:none;margin:0}}`;

/** The downloadable contract: one self-contained HTML file (seal images inline as data URLs). */
export function contractDocument(d: ContractData): string {
  const { contract } = d;
  const names = partyNames(d);
  const signed = contract.status === 'signed';
  const labSeal = signed ? sealDataUrl(names.lab, 'contract') : '';
  const buyerSeal = d.buyerSeal?.image ?? '';
  const sign = (role: string, name: string, seal: string, at: Date | null) =>
    `<div class="sign"><p><strong>${role}</strong>：${esc(name)}</p><p>签署时间：${esc(when(at))}</p>${
      seal ? `<img alt="${esc(name)}电子签章" src="${esc(seal)}">` : ''
    }</div>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(contract.title)} ${esc(contract.contractNo)}</title><style>${DOC_CSS}</style></head><body><article class="doc">
<h1>${esc(contract.title)}</h1>
<p class="meta">合同编号：${esc(contract.contractNo)} · 订单号：${esc(d.order.orderNo)} · 生成日期：${esc(chinaTime(contract.createdAt).slice(0, 10))}${signed ? '' : ' · <span class="stamp">未签署</span>'}</p>
${contractSections(d)}
<div class="signs">${sign('甲方（盖章）', names.buyer, buyerSeal, contract.buyerSignedAt)}${sign('乙方（盖章）', names.lab, labSeal, contract.merchantSignedAt)}</div>
<p class="meta" style="margin-top:32px">本文件由检验检测认证服务商城电子合同系统生成，电子签章由模拟电子签章服务提供。</p>
</article></body></html>`;
}
