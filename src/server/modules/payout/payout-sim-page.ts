import { PAYOUT_KIND_LABELS } from '../../../core/rules/payout-states';
import { chinaTime } from '../pay/signing';
import { esc, messagePage, renderPage } from '../pay/sim-page';
import type { SimNotice } from './payout-provider';

/** The simulated Yeepay's pages: its reviewers' back office and the applicant's agreement page. */
export const YEEPAY = { provider: '易宝支付 商户入网', accent: '#d4380d' };

const CSS = `
.apps{display:grid;gap:16px}
.app h2{margin:0 0 12px;font-size:15px;display:flex;gap:8px;flex-wrap:wrap;align-items:center}
.tag{font-size:12px;font-weight:400;border-radius:4px;padding:1px 8px;background:#fff2e8;color:#d4380d}
.decide{display:flex;gap:10px;flex-wrap:wrap;align-items:flex-end;margin-top:16px}
.decide label{display:grid;gap:4px;flex:1 1 240px;color:#667085;font-size:12px}
.decide input{font:inherit;padding:9px 10px;border:1px solid #d0d5dd;border-radius:8px}
.agreement{border:1px solid #e4e7ec;border-radius:8px;padding:12px 16px;max-height:45vh;overflow:auto;background:#fcfcfd}
.agree{display:flex;gap:8px;align-items:flex-start;margin-top:14px}
.card>h2:first-child{margin-top:0}
.log table{table-layout:fixed}.log th,.log td{overflow-wrap:anywhere}
@media (max-width:520px){.log th,.log td{padding:6px;font-size:12px}}
`;

export interface SimApplication {
  applicationNo: string;
  kind: 'company' | 'micro';
  holderName: string;
  bankName: string;
  cardMasked: string;
  details: Record<string, string>;
  appliedAt: Date;
}

const facts = (a: SimApplication): string => {
  const d = a.details;
  const rows: [string, string][] = [
    ['申请编号', a.applicationNo],
    ['开户名', a.holderName],
    ...((a.kind === 'company'
      ? [
          ['统一社会信用代码', d.credit_code ?? ''],
          ['法定代表人', `${d.legal_person ?? ''}（${d.legal_id_no ?? ''}）`],
          ['联系手机', d.contact_mobile ?? ''],
        ]
      : [
          ['身份证号', d.id_no ?? ''],
          ['手机号', d.mobile ?? ''],
        ]) as [string, string][]),
    ['结算银行', `${a.bankName} ${a.cardMasked}`],
    ['开户地区', `${d.province ?? ''} ${d.city ?? ''}`],
    ['提交时间', chinaTime(a.appliedAt)],
  ];
  return `<dl>${rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join('')}</dl>`;
};

/** The back office: each application awaiting review, approve or reject with a reason. */
export function reviewPage(apps: SimApplication[], notices: readonly SimNotice[]): string {
  const cards = apps
    .map(
      (a) => `<section class="card app" aria-label="${esc(a.holderName)}的开户申请">
<h2>${esc(a.holderName)}<span class="tag">${esc(PAYOUT_KIND_LABELS[a.kind])}</span></h2>${facts(a)}
<form method="post" action="/sim/yeepay/review" class="decide">
<input type="hidden" name="no" value="${esc(a.applicationNo)}">
<button class="primary" type="submit" name="action" value="approve">审核通过</button>
<label>驳回原因<input name="reason" maxlength="200" placeholder="如：营业执照照片不清晰"></label>
<button type="submit" name="action" value="reject">驳回</button>
</form></section>`,
    )
    .join('');
  const log = notices.length
    ? `<table><thead><tr><th>申请编号</th><th>手机号</th><th>发送时间</th></tr></thead><tbody>${notices
        .slice(0, 10)
        .map(
          (n) =>
            `<tr><td>${esc(n.applicationNo)}</td><td>${esc(n.mobile)}</td><td>${esc(chinaTime(n.at))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p class="note">暂无记录</p>';
  return renderPage({
    title: '入网审核',
    ...YEEPAY,
    css: CSS,
    body: `<section class="card"><h1>入网审核</h1><p>以下为待审核的商户入网申请。敏感信息已脱敏显示。审核结果将以签名通知的方式异步通知商城。</p></section>
<div class="apps">${cards || '<section class="card msg"><p>暂无待审核的申请</p></section>'}</div>
<section class="card log"><h2>签约通知短信记录</h2>${log}</section>`,
  });
}

export interface SignLink {
  no: string;
  back: string;
  exp: string;
  sig: string;
}

/** The applicant's agreement page (待签约): read, agree, 确认签约. */
export function signPage(a: SimApplication, link: SignLink): string {
  const hidden = Object.entries(link)
    .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
    .join('');
  return renderPage({
    title: '签署入网协议',
    ...YEEPAY,
    css: CSS,
    body: `<section class="card" aria-labelledby="s-title"><h1 id="s-title">签署《易宝支付商户服务协议》</h1>${facts(a)}
<h2>协议摘要</h2><div class="agreement" tabindex="0" aria-label="协议全文">
<p>一、易宝支付为您开通商户结算账户，平台向您支付的佣金、服务费将结算至上述银行账户。</p>
<p>二、您保证所提交的身份、企业及银行账户信息真实、准确、完整，如有变更应及时更新。</p>
<p>三、结算资金按平台规则及相关法律法规处理，您不得利用本账户从事违法违规活动。</p>
<p>四、本协议自您确认签署之日起生效。</p></div>
<form method="post" action="/sim/yeepay/sign">${hidden}
<label class="agree"><input type="checkbox" name="agree" value="1" required>我已阅读并同意《易宝支付商户服务协议》</label>
<div class="actions"><button class="primary" type="submit">确认签约</button><a class="btn" href="${esc(link.back)}">暂不签约</a></div>
</form></section>`,
  });
}

export const yeepayMessage = (title: string, text: string, link?: { href: string; label: string }) =>
  messagePage(YEEPAY.provider, YEEPAY.accent, title, text, link);
