import './account-forms.css';
import { Fragment, useId, useState } from 'react';
import type { InvoiceTitle } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { fill } from '../../strings';
import { CardActions } from './card-actions';
import { InvoiceProjects } from './invoice-projects';
import { v } from './invoice-strings';
import { TitleDialog } from './invoice-title-form';

const MAX = 20;

function TitleCard({
  item,
  onEdit,
  onDelete,
  onChanged,
}: {
  item: InvoiceTitle;
  onEdit: () => void;
  onDelete: () => void;
  onChanged: () => void;
}) {
  const rows: [string, string][] = [
    [v.taxNo, item.tax_no],
    ...(item.type === 2
      ? ([
          [v.bankName, item.bank_name],
          [v.bankAccount, item.bank_account],
          [v.regAddress, item.reg_address],
          [v.regPhone, item.reg_phone],
        ] as [string, string][])
      : []),
    [v.email, item.email],
  ];
  return (
    <li class={`sf-af-card${item.is_default ? ' is-default' : ''}`}>
      <div class="sf-af-card__head">
        <b>{item.title}</b>
        <span class="sf-af-tag sf-af-tag--muted">{item.type === 2 ? v.special : v.general}</span>
        {item.is_default && <span class="sf-af-tag">{v.defaultTag}</span>}
      </div>
      <dl>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
      <CardActions
        isDefault={item.is_default}
        setDefault={async () => {
          const res = await runAction('user_invoice/setDefault', { id: item.id });
          if (res.ok) onChanged();
        }}
        onEdit={onEdit}
        onDelete={onDelete}
        words={v}
      />
    </li>
  );
}

/** 发票管理: invoice titles of both types (default first) and the invoice contents. */
export default function InvoiceManagePage() {
  const state = useApi('user_invoice/get', { page: 1, limit: MAX });
  const list = state.data?.list ?? [];
  const total = state.data?.total ?? 0;
  const [editing, setEditing] = useState<InvoiceTitle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InvoiceTitle | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useId();

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const res = await runAction('user_invoice/delete', { id: deleting.id });
    setBusy(false);
    setDeleting(null);
    if (res.ok) state.reload();
  };

  return (
    <div class="sf-af-page">
      <h1 class="sf-af-title">{v.title}</h1>
      <section class="sf-af-section" aria-labelledby={heading}>
        <div class="sf-af-toolbar">
          <div>
            <h2 id={heading}>{v.titles}</h2>
            {state.data ? <p class="sf-muted">{fill(v.titlesIntro, { n: total, max: MAX })}</p> : null}
          </div>
          <button
            type="button"
            class="sf-btn sf-btn--primary sf-btn--sm"
            disabled={total >= MAX || !state.data}
            onClick={() => setEditing('new')}
          >
            {v.addTitle}
          </button>
        </div>
        <div class={staleClass('sf-af-body', state)}>
          <ListBody
            state={state}
            count={list.length}
            skeleton={<Skeleton rows={3} />}
            empty={<EmptyState text={v.noTitles} compact />}
          >
            <ul class="sf-af-cards" aria-label={v.titlesLabel}>
              {list.map((x) => (
                <TitleCard
                  key={x.id}
                  item={x}
                  onEdit={() => setEditing(x)}
                  onDelete={() => setDeleting(x)}
                  onChanged={state.reload}
                />
              ))}
            </ul>
          </ListBody>
        </div>
      </section>
      <InvoiceProjects />
      {editing && (
        <TitleDialog
          title={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            state.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={v.deleteTitle}
        message={deleting ? fill(v.deleteAsk, { name: deleting.title }) : ''}
        confirmText={v.remove}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
