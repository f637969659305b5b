import { fenToYuan } from '../../lib/money';
import { chinaTime } from './signing';
import { esc, messagePage, renderPage } from './sim-page';

export const CASHIER = { provider: '天元支付 收银台', accent: '#1677ff' };

export interface CashierView {
  payNo: string;
  /** The signed create request, posted back with 确认支付 / 取消支付 (the page keeps nothing else). */
  request: Record<string, string>;
  orderNo: string;
  merchant: string;
  subject: string;
  stage: string;
  amountFen: number;
  expiresAt: Date;
  /** The order's payment deadline, which the mall's cashier counts down to as well. */
  deadline: Date;
}

const METHODS = [
  { id: 'b2b', label: '企业网银', hint: '对公账户支付，适合单位采购' },
  { id: 'b2c', label: '个人网银', hint: '借记卡、信用卡' },
  { id: 'qr', label: '扫码支付', hint: '微信、支付宝扫一扫' },
];

const CSS = `
.methods{display:grid;gap:10px;margin:8px 0 0;padding:0;border:0}
.methods label{display:flex;gap:10px;align-items:flex-start;border:1px solid #e4e7ec;border-radius:8px;padding:10px 12px;cursor:pointer}
.methods label:has(input:checked){border-color:var(--accent);background:#f0f6ff}
.methods span small{display:block;color:#667085;font-size:12px}
legend{font-weight:600;margin-bottom:6px}
`;

/** What is left until the deadline, as the mall's cashier words it (剩余 1 小时 05 分). */
export function leftUntil(deadline: Date, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((deadline.getTime() - now) / 60_000));
  if (!minutes) return '已超过支付期限';
  return `剩余 ${Math.floor(minutes / 60)} 小时 ${String(minutes % 60).padStart(2, '0')} 分`;
}

/** 收银台: merchant, order, what is paid, the amount, a method and 确认支付 / 取消支付. */
export function cashierPage(v: CashierView): string {
  const amount = fenToYuan(v.amountFen).toFixed(2);
  const methods = METHODS.map(
    (m, i) =>
      `<label><input type="radio" name="method" value="${m.id}"${i === 0 ? ' checked' : ''}><span>${esc(m.label)}<small>${esc(m.hint)}</small></span></label>`,
  ).join('');
  return renderPage({
    title: '收银台',
    ...CASHIER,
    css: CSS,
    body: `<section class="card" aria-labelledby="pay-title">
<h1 id="pay-title">订单支付</h1>
<p class="amount" aria-label="应付金额 ${esc(amount)} 元"><small>¥</small>${esc(amount)}</p>
<dl>
<dt>收款商户</dt><dd>${esc(v.merchant)}</dd>
<dt>商品</dt><dd>${esc(v.subject)}</dd>
<dt>订单号</dt><dd>${esc(v.orderNo)}</dd>
<dt>支付阶段</dt><dd>${esc(v.stage)}</dd>
<dt>支付单号</dt><dd>${esc(v.payNo)}</dd>
<dt>支付截止</dt><dd>${esc(chinaTime(v.deadline).slice(0, 16))}（${esc(leftUntil(v.deadline))}）</dd>
<dt>本支付单有效期至</dt><dd>${esc(chinaTime(v.expiresAt).slice(0, 16))}</dd>
</dl>
<form method="post" action="/sim/cashier/confirm">
${Object.entries(v.request)
  .map(([k, value]) => `<input type="hidden" name="${esc(k)}" value="${esc(value)}">`)
  .join('')}
<fieldset class="methods"><legend>支付方式</legend>${methods}</fieldset>
<div class="actions"><button class="primary" type="submit" name="action" value="confirm">确认支付 ¥${esc(amount)}</button>
<button type="submit" name="action" value="cancel">取消支付</button></div>
</form>
<p class="note">这是检验检测认证服务商城的模拟收银台，不会产生真实扣款。确认后支付结果将异步通知商城。</p>
</section>`,
  });
}

export const cashierMessage = (title: string, text: string, link?: { href: string; label: string }) =>
  messagePage(CASHIER.provider, CASHIER.accent, title, text, link);
