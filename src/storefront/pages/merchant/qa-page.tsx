import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import './merchant-work.css';
import { useState } from 'react';
import { api, type ShopQuestion, showToast } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { QA_LIMITS } from '../../../core/rules/field-limits';
import { CardHead, CardListPanel, FormDialog, Tabs } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { usePagedList } from '../../components/paged-list';
import { useSubmit } from '../../components/use-submit';
import { m, qa } from './merchant-strings';

type Filter = '' | 0 | 1;
const FILTERS: ReadonlyArray<[Filter, string]> = [
  [0, qa.waiting],
  [1, qa.answered],
  ['', m.all],
];
const [MIN, MAX] = QA_LIMITS.answer;

/** Writes (or corrects) the answer to one question; the server publishes it on the shop's 问答. */
function AnswerDialog({
  q,
  onClose,
  onSaved,
}: {
  q: ShopQuestion;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [answer, setAnswer] = useState(q.answer);
  const { run, busy, error, setError } = useSubmit();
  const length = [...answer.trim()].length;
  const save = async (e: Event) => {
    e.preventDefault();
    if (length < MIN) return setError(qa.tooShort.replace('{n}', String(MIN)));
    await run(
      async () => {
        await api.call('merchant_qa/answer', { id: q.id, answer });
        showToast('回答已发布', 'success');
        onSaved();
        return true;
      },
      { leaving: true },
    );
  };
  const formId = 'mc-qa-form';
  return (
    <FormDialog
      id={formId}
      title={q.answer ? qa.editAnswer : qa.answer}
      busy={busy}
      error={error}
      label={qa.publish}
      busyLabel={qa.publishing}
      onClose={onClose}
      onSubmit={save}
    >
      <p class="mw-question">{q.question}</p>
      <label class="sf-field">
        <span>{qa.yourAnswer}</span>
        <CountedTextarea
          data-autofocus
          rows={6}
          value={answer}
          max={MAX}
          placeholder={qa.answerPh}
          onText={setAnswer}
        />
      </label>
    </FormDialog>
  );
}

/** 问答 (/merchant/qa): buyers' questions to the shop, waiting ones first; answering publishes them. */
export default function MerchantQaPage() {
  const [answered, setAnswered] = useState<Filter>(0);
  const { state, list, ref, pager } = usePagedList('merchant_qa/get', { answered }, 10);
  const [open, setOpen] = useState<ShopQuestion | null>(null);
  return (
    <section class="mc-card" aria-labelledby="mc-qa" ref={ref}>
      <CardHead id="mc-qa" title={qa.title} />
      <p class="mc-hint mw-lead">{qa.hint}</p>
      <Tabs legend={m.status} tabs={FILTERS} value={answered} onPick={setAnswered} />
      <CardListPanel
        state={state}
        empty={answered === 0 ? qa.noneWaiting : qa.none}
        pager={pager}
        rows={list}
        listClass="mw-qas"
        itemClass="mw-qa"
        item={(q) => (
          <>
            <div class="mw-qa__head">
              <span class="mw-qa__badge" aria-hidden="true">
                问
              </span>
              <p class="mw-qa__q">{q.question}</p>
              <span class={q.answered_at ? 'mw-tag is-done' : 'mw-tag'}>
                {q.answered_at ? qa.answered : qa.waiting}
              </span>
            </div>
            <p class="mw-qa__meta">
              <span>{q.goods_name ? `${qa.onGoods}：${q.goods_name}` : qa.onShop}</span>
              <span>
                {qa.asker} {q.asker}
              </span>
              <time dateTime={q.asked_at}>{formatTime(q.asked_at)}</time>
            </p>
            {q.answer && <p class="mw-qa__a">{q.answer}</p>}
            <div class="mc-ops">
              <button
                type="button"
                class={q.answer ? 'sf-btn sf-btn--ghost sf-btn--sm' : 'sf-btn sf-btn--primary sf-btn--sm'}
                onClick={() => setOpen(q)}
                aria-label={`${q.answer ? qa.editAnswer : qa.answer}：${q.question}`}
              >
                {q.answer ? qa.editAnswer : qa.answer}
              </button>
            </div>
          </>
        )}
      />
      {open && (
        <AnswerDialog
          q={open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            state.reload();
          }}
        />
      )}
    </section>
  );
}
