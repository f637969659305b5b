import type { SalesPromotionUnit } from '../../../core/api/contract/models';
import { PAY_PLANS, type PayPlan } from '../../../core/rules/order-states';
import { UNIT_LABELS } from '../../../core/rules/sales-units';
import { fenToYuan } from '../../lib/money';
import { chinaTime } from '../pay/signing';
import { esc } from '../pay/sim-page';
import type { ContractData } from './contract-data';

const OPTION_LABELS: [key: string, label: string][] = [
  ['service_content', '服务内容'],
  ['training_form', '培训形式'],
  ['approval_logo', '认可标识'],
];

export const money = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;
export const when = (d: Date | null) => (d ? chinaTime(d) : '未签署');

/** The options a buyer chose for one item, as `服务内容：… ¥…` lines. */
export function optionLines(options: Record<string, unknown>): string[] {
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
export const fullAddress = (m: { province: string; city: string; address: string }) =>
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

/** The main contract's terms, shared by the signing page and the PDF. */
export const mainTerms = (d: ContractData): string[] => [
  '乙方按国家标准、行业标准及双方确认的技术要求提供上述检验检测认证服务，并对出具的报告或证书的真实性、准确性负责。',
  `甲方应如实提供样品及相关资料，并按约定支付服务费用；乙方在收到${d.order.payPlan === 'deposit' ? '预付款' : '全款'}且本合同签署后开始服务。`,
  '双方对履约过程中知悉的对方商业秘密和技术资料负有保密义务。',
  '因本合同发生的争议，双方协商解决；协商不成的，提交乙方所在地人民法院诉讼解决。',
  '本合同经双方电子签章后生效，电子签章与手写签名或盖章具有同等法律效力。',
];

export const supplementNote = (d: ContractData): string =>
  `本补充协议是${d.mainNo ? `主合同 ${d.mainNo} ` : '主合同'}不可分割的组成部分，与主合同具有同等法律效力；本协议未约定的事项，仍按主合同执行。`;

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
      ? `<h2>补充条款</h2><p class="pre">${esc(contract.terms)}</p><p>${esc(supplementNote(d))}</p>`
      : `<h2>主要条款</h2><ol class="terms">${mainTerms(d)
          .map((x) => `<li>${esc(x)}</li>`)
          .join('')}</ol>`;
  return `<table class="parties"><tr><th>甲方（委托方）</th><th>乙方（服务方）</th></tr>
<tr><td><strong>${esc(names.buyer)}</strong>${names.buyerCode ? `<br>统一社会信用代码：${esc(names.buyerCode)}` : ''}${account ? `<br>联系电话：${esc(account.contactMobile)}` : ''}</td>
<td><strong>${esc(names.lab)}</strong>${merchant.businessLicense ? `<br>统一社会信用代码：${esc(merchant.businessLicense)}` : ''}${merchant.address ? `<br>地址：${esc(fullAddress(merchant))}` : ''}${merchant.contactPhone ? `<br>联系电话：${esc(merchant.contactPhone)}` : ''}</td></tr></table>
<h2>服务内容</h2><table class="items"><tr><th>序号</th><th>服务项目</th><th>所选规格</th><th class="num">价格</th></tr>${items}</table>
<h2>费用与支付</h2><dl class="money"><dt>服务金额</dt><dd>${esc(money(order.goodsAmountFen))}</dd><dt>优惠</dt><dd>-${esc(money(order.discountFen))}</dd><dt>应付金额</dt><dd><strong>${esc(money(order.payAmountFen))}</strong></dd><dt>支付方式</dt><dd>${esc(PAY_PLANS[order.payPlan as PayPlan] ?? order.payPlan)}</dd></dl>
<ul class="plan">${plan}</ul>${supplement}`;
}
