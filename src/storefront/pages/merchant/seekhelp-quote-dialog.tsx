import { useEffect, useState } from 'react';
import { api, type SeekHelp, showToast, t } from '../../../core';
import { SEEK_HELP_QUOTE_LIMITS } from '../../../core/rules/seek-help';
import { FormDialog } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { apiErrorText, useSubmit } from '../../components/use-submit';
import { fill } from '../../strings';
import { q } from './seekhelp-strings';

const [PRICE_MIN, PRICE_MAX] = SEEK_HELP_QUOTE_LIMITS.price;
const [DAYS_MIN, DAYS_MAX] = SEEK_HELP_QUOTE_LIMITS.days;

/** What the form can tell before asking the server (which checks the same limits again). */
function problem(price: string, days: string): string {
  if (!price.trim()) return q.needPrice;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(price.trim())) return q.badPrice;
  const n = Number(price);
  if (n < PRICE_MIN || n > PRICE_MAX) return fill(q.priceRange, { min: PRICE_MIN, max: PRICE_MAX });
  if (!days.trim()) return q.needDays;
  const d = Number(days);
  if (!/^\d+$/.test(days.trim()) || d < DAYS_MIN || d > DAYS_MAX)
    return fill(q.daysRange, { min: DAYS_MIN, max: DAYS_MAX });
  return '';
}

/** 报价: price, days and a note for one demand; the lab's earlier quote, if any, is filled in to edit. */
export function QuoteDialog({
  demand,
  onClose,
  onSaved,
}: {
  demand: Pick<SeekHelp, 'id' | 'title'>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [price, setPrice] = useState('');
  const [days, setDays] = useState('');
  const [note, setNote] = useState('');
  const [ready, setReady] = useState(false);
  const { run, busy, error, setError } = useSubmit();
  useEffect(() => {
    api.call('seek_help_quote/get', { seek_help_id: demand.id, page: 1, limit: 1 }).then(
      ({ list }) => {
        const mine = list[0];
        if (mine) {
          setPrice(String(mine.price));
          setDays(String(mine.days));
          setNote(mine.note);
        }
        setReady(true);
      },
      (err) => {
        setError(apiErrorText(err));
        setReady(true);
      },
    );
  }, [demand.id, setError]);
  const save = async (e: Event) => {
    e.preventDefault();
    const wrong = problem(price, days);
    if (wrong) return setError(wrong);
    // saved: the dialog closes, and stays busy until it has
    await run(
      async () => {
        const env = await api.request('seek_help_quote/add', {
          seek_help_id: demand.id,
          price: price.trim(),
          days: Number(days),
          note,
        });
        if (env.status !== true) {
          setError(env.message || t('error.network'));
          return false;
        }
        showToast(env.message || q.saved, 'success');
        onSaved();
        return true;
      },
      { leaving: true },
    );
  };
  const formId = 'mc-quote-form';
  const input = (set: (v: string) => void) => (e: Event) => set((e.currentTarget as HTMLInputElement).value);
  return (
    <FormDialog
      id={formId}
      title={q.quote}
      busy={busy}
      error={error}
      label={q.submit}
      busyLabel={q.saving}
      disabled={!ready}
      onClose={onClose}
      onSubmit={save}
    >
      <p class="mc-quote-for">{demand.title}</p>
      <label class="sf-field">
        <span>{q.price}</span>
        <input name="price" inputMode="decimal" value={price} maxLength={12} onInput={input(setPrice)} />
      </label>
      <label class="sf-field">
        <span>{q.days}</span>
        <input name="days" inputMode="numeric" value={days} maxLength={3} onInput={input(setDays)} />
      </label>
      <label class="sf-field">
        <span>{q.note}</span>
        <CountedTextarea
          name="note"
          rows={4}
          value={note}
          max={SEEK_HELP_QUOTE_LIMITS.note[1]}
          placeholder={q.notePh}
          onText={setNote}
        />
      </label>
    </FormDialog>
  );
}
