import '../../components/confirm-dialog.css';
import { useState } from 'react';
import { type ExpertInvoice, formatPrice } from '../../../core';
import { EXPERT_INVOICE_TYPES } from '../../../core/rules/expert';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { x } from './expert-strings';
import { InvoiceDialog } from './invoice-dialog';

const LIMIT = 5;

/** 发票管理: the invoices the expert gives the platform for payouts; a used one is locked. */
export function InvoiceSection({ onChange }: { onChange?: () => void }) {
  const { state, list, ref, pager } = usePagedList<'expert_invoice/get', HTMLElement>(
    'expert_invoice/get',
    {},
    LIMIT,
  );
  const [editing, setEditing] = useState<ExpertInvoice | null | 'new'>(null);
  const [removing, setRemoving] = useState<ExpertInvoice | null>(null);
  const { run, busy } = useSubmit();
  const done = () => {
    setEditing(null);
    state.reload();
    onChange?.();
  };
  return (
    <section ref={ref} class="sf-ex-invoices" aria-labelledby="ex-inv-title">
      <header class="sf-ex-section-head">
        <div>
          <h2 id="ex-inv-title" class="sf-ex-h2">
            {x.invoices}
          </h2>
          <p class="sf-muted">{x.invoicesIntro}</p>
        </div>
        <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => setEditing('new')}>
          {x.addInvoice}
        </button>
      </header>
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={3} />}
        empty={<EmptyState text={x.noInvoices} compact />}
      >
        <ul class="sf-ex-invoice-list">
          {list.map((i) => (
            <li key={i.id}>
              <span class="sf-ex-invoice-list__main">
                <strong>{i.invoice_no}</strong>
                <span class="sf-muted">
                  {EXPERT_INVOICE_TYPES[i.type]} · {i.issued_on}
                </span>
              </span>
              <span class="sf-ex-invoice-list__amount">¥{formatPrice(i.amount)}</span>
              <span class={`sf-ex-tag${i.withdraw_id ? ' is-used' : ''}`}>
                {i.withdraw_id ? x.used : x.unused}
              </span>
              <span class="sf-ex-invoice-list__ops">
                <a href={i.attachment_url} target="_blank" rel="noopener">
                  {x.viewFile}
                </a>
                {!i.withdraw_id && (
                  <>
                    <button
                      type="button"
                      class="sf-btn sf-btn--ghost sf-btn--sm"
                      onClick={() => setEditing(i)}
                    >
                      {x.edit}
                    </button>
                    <button
                      type="button"
                      class="sf-btn sf-btn--ghost sf-btn--sm"
                      onClick={() => setRemoving(i)}
                    >
                      {x.remove}
                    </button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </ListBody>
      {pager}
      {editing && (
        <InvoiceDialog
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={done}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title={x.removeInvoiceTitle}
        message={removing ? fill(x.removeInvoiceAsk, { no: removing.invoice_no }) : ''}
        danger
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const id = removing.id;
          const res = await run(() => runAction('expert_invoice/delete', { id }));
          setRemoving(null);
          if (res?.ok) done();
        }}
      />
    </section>
  );
}
