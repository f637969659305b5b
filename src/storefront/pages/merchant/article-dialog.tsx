import { useEffect, useState } from 'react';
import { api, type MerchantArticle, showToast } from '../../../core';
import { FormDialog, RichEditor } from '../../components/console';
import { apiErrorText, useSubmit } from '../../components/use-submit';
import { ARTICLE_COLUMNS, m } from './merchant-strings';

type Nav = (typeof ARTICLE_COLUMNS)[number][0];

/** Writes or edits one article; the body is fetched whole (merchant_article/detail) before editing. */
export function ArticleDialog({
  article,
  onClose,
  onSaved,
}: {
  article: MerchantArticle | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(article?.title ?? '');
  const [nav, setNav] = useState<Nav>(article?.nav ?? 5);
  const [initial, setInitial] = useState<string | null>(article ? null : '');
  const [content, setContent] = useState('');
  const { run, busy, error, setError } = useSubmit();
  useEffect(() => {
    if (!article) return;
    api
      .call('merchant_article/detail', { id: article.id })
      .then(({ info }) => {
        setInitial(info.content);
        setContent(info.content);
      })
      .catch((err) => setError(apiErrorText(err)));
  }, [article]);
  const save = async (e: Event) => {
    e.preventDefault();
    if (!title.trim()) return setError(`${m.required}${m.articleTitle}`);
    await run(
      async () => {
        const body = { title, nav, content };
        if (article) await api.call('merchant_article/edit', { ...body, id: article.id });
        else await api.call('merchant_article/add', body);
        showToast(article ? '文章已保存' : '文章已发布', 'success');
        onSaved();
        return true;
      },
      { leaving: true },
    );
  };
  const formId = 'mc-article-form';
  return (
    <FormDialog
      id={formId}
      title={article ? m.editArticle : m.addArticle}
      size="wide"
      busy={busy}
      error={error}
      label={m.save}
      disabled={initial === null}
      onClose={onClose}
      onSubmit={save}
    >
      <label class="sf-field">
        <span>{m.articleTitle}</span>
        <input
          value={title}
          maxLength={100}
          onInput={(e) => setTitle((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <label class="sf-field">
        <span>{m.column}</span>
        <select
          value={nav}
          onChange={(e) => setNav(Number((e.currentTarget as HTMLSelectElement).value) as Nav)}
        >
          {ARTICLE_COLUMNS.map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {initial !== null && <RichEditor label={m.content} initial={initial} onChange={setContent} />}
    </FormDialog>
  );
}
