/**
 * 签约主体 (三流一致): the company that signs the contract as 甲方. The invoice title
 * and the payer must name the same company, so picking one moves the other along.
 */
import type { InvoiceTitle } from '../../../core';
import type { ContractParty } from '../../../core/api/contract/api/contracts';
import { Option } from './settle-sections';

export const partyWords = {
  title: '签约主体（合同甲方）',
  hint: '合同甲方、发票抬头与付款方为同一公司（三流一致）。',
  none: '暂无可选企业：添加发票抬头或完成企业认证后，可指定合同甲方。',
  noCode: '未填写统一社会信用代码',
};

/** The party in effect: the buyer's pick, else the invoice title's company, else the first. */
export function effectiveParty(
  list: ContractParty[],
  picked: string | undefined,
  invoice: InvoiceTitle | undefined,
): ContractParty | undefined {
  return (
    list.find((p) => p.key === picked) ?? list.find((p) => invoice && p.name === invoice.title) ?? list[0]
  );
}

/** The invoice that goes with a newly picked party: the current one if it names it, else its own. */
export function invoiceFor(party: ContractParty, current: InvoiceTitle | undefined): number | null {
  return current && current.title === party.name ? current.id : party.invoice_id;
}

export function PartyOptions({
  name,
  list,
  value,
  onPick,
}: {
  name: string;
  list: ContractParty[];
  value: string | undefined;
  onPick: (p: ContractParty) => void;
}) {
  if (!list.length) return <p class="sf-muted">{partyWords.none}</p>;
  return (
    <>
      <div class="sf-settle-options">
        {list.map((p) => (
          <Option key={p.key} name={name} checked={p.key === value} onPick={() => onPick(p)}>
            <strong>
              {p.name}
              <span class="sf-tag">{p.source_label}</span>
            </strong>
            <span>{p.credit_code || partyWords.noCode}</span>
          </Option>
        ))}
      </div>
      <p class="sf-muted">{partyWords.hint}</p>
    </>
  );
}
