import { esc, messagePage, renderPage } from '../pay/sim-page';
import type { ContractData } from './contract-data';
import { contractSections, partyNames } from './contract-document';

export const ESIGN = { provider: '信签 电子签章平台', accent: '#0e7c66' };

const CSS = `
.contract{border:1px solid #e4e7ec;border-radius:8px;padding:16px 20px;max-height:60vh;overflow:auto;background:#fcfcfd}
.contract h2{font-size:14px}
.contract .num{text-align:right;white-space:nowrap}
.contract td{overflow-wrap:anywhere}.contract th:first-child{white-space:nowrap}
@media (max-width:520px){.contract{padding:10px;max-height:none}.contract th,.contract td{padding:6px}}
dl.money{grid-template-columns:max-content 1fr}
.pre{white-space:pre-wrap}
.seals{display:flex;flex-wrap:wrap;gap:12px;border:0;padding:0;margin:8px 0 0}
.seals label{display:grid;justify-items:center;gap:4px;border:1px solid #e4e7ec;border-radius:10px;padding:10px;cursor:pointer;width:168px;text-align:center;font-size:12px}
.seals label:has(input:checked){border-color:var(--accent);background:#effaf6}
.seals img{width:96px;height:96px}
legend{font-weight:600;margin-bottom:6px}
`;

export interface EsignLink {
  contract: number;
  exp: string;
  sig: string;
}

/** The signing page: the contract to read, the buyer's seals to pick from, 确认签署. */
export function esignPage(d: ContractData, link: EsignLink): string {
  const names = partyNames(d);
  const seals = d.seals
    .map(
      (s) =>
        `<label><input type="radio" name="seal_id" value="${s.id}"${s.isDefault ? ' checked' : ''} required><img src="${esc(s.image)}" alt=""><span>${esc(s.name)}</span></label>`,
    )
    .join('');
  return renderPage({
    title: '签署合同',
    ...ESIGN,
    css: CSS,
    body: `<section class="card" aria-labelledby="c-title">
<h1 id="c-title">${esc(d.contract.title)}</h1>
<dl><dt>合同编号</dt><dd>${esc(d.contract.contractNo)}</dd><dt>签署方</dt><dd>${esc(names.buyer)}（甲方）、${esc(names.lab)}（乙方）</dd></dl>
<h2>合同内容</h2><div class="contract" tabindex="0" aria-label="合同全文">${contractSections(d)}</div>
<form method="post" action="/sim/esign/confirm">
<input type="hidden" name="contract" value="${link.contract}"><input type="hidden" name="exp" value="${esc(link.exp)}"><input type="hidden" name="sig" value="${esc(link.sig)}">
<fieldset class="seals"><legend>选择签章（甲方：${esc(names.buyer)}）</legend>${seals}</fieldset>
<div class="actions"><button class="primary" type="submit">确认签署</button><a class="btn" href="/home/contract">暂不签署</a></div>
</form>
<p class="note">确认签署即表示您已阅读并同意上述合同全部条款。甲方签署后，乙方电子签章将自动加盖，合同即时生效。</p>
</section>`,
  });
}

export const esignMessage = (title: string, text: string) =>
  messagePage(ESIGN.provider, ESIGN.accent, title, text, { href: '/home/contract', label: '返回合同管理' });
