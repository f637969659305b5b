import { useState } from 'react';
import { api, showToast } from '../../../core';
import type { HotWordItem } from '../../../core/api/contract/models-operator';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Field, FormError, inputValue, ListPanel } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { apiErrorText, useSubmit } from '../../components/use-submit';

type WordType = HotWordItem['type'];
const TYPES: readonly (readonly [WordType, string])[] = [
  ['goods', '服务搜索热词'],
  ['merchant', '机构搜索热词'],
];
/** Sort numbers are written ten apart, so a word can later go between two without renumbering. */
const STEP = 10;

/** 热门搜索词 (/admin/hotword): the words under the search box, in order; add, move, delete. */
/** Moving or deleting a word says a refusal as a toast: the form's error line belongs to 添加. */
const toastFailure = (fn: () => Promise<void>) =>
  fn().catch((err: unknown) => {
    showToast(apiErrorText(err), 'error');
  });

export default function AdminHotWordPage() {
  const [type, setType] = useState<WordType>('goods');
  const { state, list, ref, pager } = usePagedList('operator_hot_word/get', { type }, 100);
  const [keyword, setKeyword] = useState('');
  const { run, busy, error } = useSubmit();
  const [doomed, setDoomed] = useState<HotWordItem | null>(null);
  const add = async (e: Event) => {
    e.preventDefault();
    await run(async () => {
      const last = list[list.length - 1];
      const sort = Math.min(9999, last ? last.sort + STEP : STEP);
      await api.call('operator_hot_word/add', { keyword: keyword.trim(), type, sort });
      setKeyword('');
      showToast('热词已添加', 'success');
      state.reload();
    });
  };
  /** Moves one word up or down: the list is renumbered and only the changed numbers are sent. */
  const move = async (i: number, by: -1 | 1) => {
    const order = [...list];
    const [w] = order.splice(i, 1);
    order.splice(i + by, 0, w!);
    await run(() =>
      toastFailure(async () => {
        for (const [n, word] of order.entries())
          if (word.sort !== (n + 1) * STEP)
            await api.call('operator_hot_word/sort', { id: word.id, sort: (n + 1) * STEP });
        state.reload();
      }),
    );
  };
  const remove = async () => {
    if (!doomed) return;
    const id = doomed.id;
    await run(() =>
      toastFailure(async () => {
        await api.call('operator_hot_word/delete', { id });
        showToast('热词已删除', 'success');
        state.reload();
      }),
    );
    setDoomed(null);
  };
  return (
    <section class="mc-card" aria-labelledby="ad-hw" ref={ref}>
      <div class="mc-card__head">
        <h1 id="ad-hw" class="mc-title">
          热门搜索词
        </h1>
      </div>
      <fieldset class="mc-tabs">
        <legend class="sf-sr">热词类型</legend>
        {TYPES.map(([id, label]) => (
          <button key={id} type="button" aria-pressed={type === id} onClick={() => setType(id)}>
            {label}
          </button>
        ))}
      </fieldset>
      <form class="ad-filters" onSubmit={add} noValidate>
        <Field label="新热词">
          <input value={keyword} maxLength={20} onInput={(e) => setKeyword(inputValue(e))} />
        </Field>
        <button type="submit" class="sf-btn sf-btn--primary sf-btn--sm" disabled={busy || !keyword.trim()}>
          添加
        </button>
      </form>
      <FormError error={error} />
      <ListPanel
        state={state}
        rows={list}
        empty="暂无热词，搜索框下将不显示推荐词"
        pager={pager}
        columns={[
          { head: '顺序', num: true, label: true, cell: (_, i) => i + 1 },
          { head: '热词', label: false, cell: (w) => w.keyword },
        ]}
        ops={(w, i) => (
          <>
            <button
              type="button"
              class="sf-btn sf-btn--ghost sf-btn--sm"
              disabled={busy || i === 0}
              aria-label={`上移 ${w.keyword}`}
              onClick={() => move(i, -1)}
            >
              上移
            </button>
            <button
              type="button"
              class="sf-btn sf-btn--ghost sf-btn--sm"
              disabled={busy || i === list.length - 1}
              aria-label={`下移 ${w.keyword}`}
              onClick={() => move(i, 1)}
            >
              下移
            </button>
            <button
              type="button"
              class="sf-btn sf-btn--ghost sf-btn--sm"
              disabled={busy}
              onClick={() => setDoomed(w)}
            >
              删除
            </button>
          </>
        )}
      />
      <ConfirmDialog
        open={!!doomed}
        title="删除热词"
        message={`确认删除热词「${doomed?.keyword ?? ''}」？`}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDoomed(null)}
      />
    </section>
  );
}
