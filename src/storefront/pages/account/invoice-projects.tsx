import { useId, useState } from 'react';
import { INVOICE_PROJECT_LIMIT, type InvoiceProject } from '../../../core';
import { runAction } from '../../../core/stores/action';
import { charCount } from '../../../core/validators';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { v } from './invoice-strings';

const MAX_OWN = 20;

/** 开票内容: the built-in ones (not deletable) and the buyer's own, with a small add form. */
export function InvoiceProjects() {
  const state = useApi('invoice_project/get', {});
  const taxes = useApi('invoice_tax/get', {}).data?.list ?? [];
  const projects = state.data?.list ?? [];
  const own = projects.filter((p) => p.id > 0).length;
  const [name, setName] = useState('');
  const [taxId, setTaxId] = useState('');
  const { run, busy, error, setError } = useSubmit();
  const [deleting, setDeleting] = useState<InvoiceProject | null>(null);
  const id = useId();
  const taxName = (p: InvoiceProject) => taxes.find((t) => t.id === p.tax_id);

  const add = async () => {
    const n = name.trim();
    const size = charCount(n);
    const problem =
      size < INVOICE_PROJECT_LIMIT[0] || size > INVOICE_PROJECT_LIMIT[1]
        ? v.projectHint
        : projects.some((p) => p.name === n)
          ? v.projectExists
          : own >= MAX_OWN
            ? fill(v.projectsFull, { max: MAX_OWN })
            : '';
    setError(problem);
    if (problem) return;
    const res = await run(() =>
      runAction('invoice_project/add', { name: n, tax_id: taxId ? Number(taxId) : null }),
    );
    if (res?.ok) {
      setName('');
      state.reload();
    }
  };

  const remove = async () => {
    if (!deleting) return;
    const res = await run(() => runAction('invoice_project/delete', { id: deleting.id }));
    setDeleting(null);
    if (res?.ok) state.reload();
  };

  return (
    <section class="sf-af-section" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{v.projects}</h2>
      <p class="sf-muted sf-af-hint">{fill(v.projectsIntro, { max: MAX_OWN })}</p>
      {state.loading && !state.data ? (
        <Skeleton rows={1} />
      ) : state.error ? (
        <LoadError message={state.error} onRetry={state.reload} />
      ) : (
        <ul class="sf-af-chips" aria-label={v.projects}>
          {projects.map((p) => {
            const tax = taxName(p);
            return (
              <li
                key={p.id}
                class="sf-af-chip"
                title={tax ? `${tax.name} ${fill(v.rate, { n: tax.rate })}` : undefined}
              >
                <span>{p.name}</span>
                {p.id < 0 ? (
                  <span class="sf-tag sf-af-tag sf-af-tag--muted">{v.builtin}</span>
                ) : (
                  <button
                    type="button"
                    aria-label={fill(v.removeProject, { name: p.name })}
                    onClick={() => setDeleting(p)}
                  >
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form
        class="sf-af-inline"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void add();
        }}
      >
        <label class="sf-field">
          <span>{v.projectName}</span>
          <input
            value={name}
            maxLength={INVOICE_PROJECT_LIMIT[1]}
            placeholder={v.projectHint}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
            onInput={(e) => {
              setName((e.target as HTMLInputElement).value);
              setError('');
            }}
          />
          {error && (
            <span id={`${id}-err`} class="sf-field__error" role="alert">
              {error}
            </span>
          )}
        </label>
        <label class="sf-field">
          <span>{v.projectTax}</span>
          <select value={taxId} onChange={(e) => setTaxId((e.target as HTMLSelectElement).value)}>
            <option value="">{v.noTax}</option>
            {taxes.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}（{t.rate}%）
              </option>
            ))}
          </select>
        </label>
        <button type="submit" class="sf-btn sf-btn--primary sf-btn--sm sf-af-inline__btn" disabled={busy}>
          {v.addProject}
        </button>
      </form>
      <ConfirmDialog
        open={!!deleting}
        danger
        title={v.deleteProject}
        message={deleting ? fill(v.deleteProjectAsk, { name: deleting.name }) : ''}
        confirmText={v.remove}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
