import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import { useState } from 'react';
import type { MerchantArticle } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { runAction } from '../../../core/stores/action';
import { ListPanel, useDeleteAsk } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { ArticleDialog } from './article-dialog';
import { ARTICLE_COLUMNS, m } from './merchant-strings';

type Nav = (typeof ARTICLE_COLUMNS)[number][0];
const columnName = (nav: number) => ARTICLE_COLUMNS.find(([id]) => id === nav)?.[1] ?? '';

/** 店铺文章 (/merchant/article): enterprise news, Q&A, metering, consulting and QC articles of the shop. */
export default function MerchantArticlePage() {
  const [nav, setNav] = useState<Nav | ''>('');
  const { state, list, ref, pager } = usePagedList('merchant_article/mine', { nav }, 10);
  const [editing, setEditing] = useState<MerchantArticle | 'new' | null>(null);
  const deleting = useDeleteAsk<MerchantArticle>({
    title: m.delete,
    message: m.confirmDelete,
    remove: async ({ id }) => {
      const res = await runAction('merchant_article/delete', { id }, { done: '文章已删除' });
      if (res.ok) state.reload();
    },
  });
  return (
    <section class="mc-card" aria-labelledby="mc-art" ref={ref}>
      <div class="mc-card__head">
        <h1 id="mc-art" class="mc-title">
          {m.articles}
        </h1>
        <button type="button" class="sf-btn sf-btn--primary sf-btn--sm" onClick={() => setEditing('new')}>
          {m.addArticle}
        </button>
      </div>
      <fieldset class="mc-tabs">
        <legend class="sf-sr">{m.column}</legend>
        {([['', m.all], ...ARTICLE_COLUMNS] as const).map(([id, label]) => (
          <button key={id || 'all'} type="button" aria-pressed={nav === id} onClick={() => setNav(id)}>
            {label}
          </button>
        ))}
      </fieldset>
      <ListPanel
        state={state}
        rows={list}
        empty={m.noArticles}
        pager={pager}
        columns={[
          { head: m.articleTitle, cell: (a) => a.title },
          { head: m.column, cell: (a) => columnName(a.nav) },
          { head: m.views, num: true, cell: (a) => a.views },
          { head: m.publishedAt, cell: (a) => formatTime(a.published_at) },
        ]}
        ops={(a) => (
          <>
            <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => setEditing(a)}>
              {m.edit}
            </button>
            <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => deleting.ask(a)}>
              {m.delete}
            </button>
          </>
        )}
      />
      {editing && (
        <ArticleDialog
          article={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            state.reload();
          }}
        />
      )}
      {deleting.dialog}
    </section>
  );
}
