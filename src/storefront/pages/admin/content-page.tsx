import './admin.css';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../../core';
import type { ContentItem, ContentKind } from '../../../core/api/contract/models-operator';
import {
  AddButton,
  CardHead,
  type EditorProps,
  Field,
  inputValue,
  isStatus,
  ListPanel,
  minuteTime,
  PublishDialog,
  RichEditor,
  SelectAll,
  STATUSES,
  saveThenPublish,
  statusName,
  Tabs,
  Tag,
  usePublishList,
} from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { RichText } from '../../components/rich-text';
import { useApi } from '../../components/use-api';
import { pickParam, useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';

const KINDS: readonly (readonly [ContentKind, string, string])[] = [
  ['announcement', '平台公告', '/notice/detail'],
  ['news', '内容资讯', '/news/detail'],
  ['help', '帮助中心', '/help/detail'],
];
const isKind = (k: string | null): k is ContentKind => KINDS.some(([id]) => id === k);
/** The storefront page a published article shows on (the preview of the real page). */
const pageOf = (c: ContentItem): string =>
  `${KINDS.find(([id]) => id === c.kind)?.[2] ?? '/notice/detail'}?id=${c.id}`;

/**
 * Writes or edits an article: 保存草稿 keeps it a draft (or a published one published, edited),
 * 保存并发布 publishes it. The HTML is sanitized by the server; the preview shows what it kept.
 */
function ContentDialog({ kind, item, onClose, onSaved }: EditorProps<ContentItem> & { kind: ContentKind }) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [summary, setSummary] = useState(item?.summary ?? '');
  const [content, setContent] = useState(item?.content ?? '');
  const [categoryId, setCategoryId] = useState(item?.category_id ? String(item.category_id) : '');
  const categories =
    useApi('operator_article_category/get', kind === 'announcement' ? null : { kind }).data?.list ?? [];
  const [saved, setSaved] = useState<ContentItem | null>(item);
  const { run, busy, error, setError } = useSubmit();
  const save = async (publish: boolean) => {
    if (!title.trim()) return setError('请填写标题');
    await run(async () => {
      const info = await saveThenPublish(
        publish,
        () =>
          api.call('operator_content/save', {
            id: saved?.id ?? null,
            kind,
            title,
            summary,
            content,
            category_id: categoryId ? Number(categoryId) : null,
          }),
        (id) => api.call('operator_content/publish', { id }),
      );
      setSaved(info);
      onSaved();
      if (publish) onClose();
    });
  };
  return (
    <PublishDialog
      size="wide"
      title={item ? '编辑内容' : '新建内容'}
      published={saved?.status === 'published'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSave={save}
    >
      <Field label="标题">
        <input value={title} maxLength={100} onInput={(e) => setTitle(inputValue(e))} />
      </Field>
      {kind !== 'announcement' && (
        <Field label="分类" hint="在「分类管理」中维护">
          <select value={categoryId} onChange={(e) => setCategoryId(inputValue(e))}>
            <option value="">未分类</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parent_id ? `　${c.name}` : c.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="摘要" hint="列表中显示，可不填">
        <input value={summary} maxLength={200} onInput={(e) => setSummary(inputValue(e))} />
      </Field>
      <RichEditor label="正文" initial={item?.content ?? ''} onChange={setContent} />
      {saved?.content && (
        <details>
          <summary>预览（服务器清理后的正文）</summary>
          <RichText html={saved.content} class="ad-preview" />
        </details>
      )}
    </PublishDialog>
  );
}

/** 内容管理 (/admin/content): announcements, news and help by state; write, publish, withdraw. */
export default function AdminContentPage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const kind = pickParam(q, 'kind', isKind, 'announcement');
  const status = pickParam(q, 'status', isStatus, '');
  const { state, list, ref, pager } = usePagedList(
    'operator_content/get',
    { kind, status: status || undefined },
    10,
  );
  const show = (k: string, s: string) => navigate(href('/admin/content', { kind: k, status: s }));
  const publishing = usePublishList<ContentItem>({
    api: 'content',
    noun: '内容',
    nameOf: (c) => c.title,
    reload: state.reload,
    page: pageOf,
    editor: (item, close) => (
      <ContentDialog kind={item?.kind ?? kind} item={item} onClose={close} onSaved={state.reload} />
    ),
  });
  return (
    <section class="mc-card" aria-labelledby="ad-ct" ref={ref}>
      <CardHead id="ad-ct" title="内容管理">
        <AddButton onClick={publishing.add}>新建内容</AddButton>
      </CardHead>
      <Tabs legend="内容类型" tabs={KINDS} value={kind} onPick={(id) => show(id, status)} />
      <div class="ad-filters">
        <SelectAll label="状态" value={status} options={STATUSES} onChange={(s) => show(kind, s)} />
      </div>
      <ListPanel
        state={state}
        empty="暂无内容，点击「新建内容」开始撰写"
        rows={list}
        columns={[
          { head: '标题', cell: (c) => c.title },
          { head: '状态', cell: (c) => <Tag state={c.status} label={statusName(c.status)} /> },
          { head: '浏览', cell: (c) => c.views, num: true },
          { head: '更新时间', cell: (c) => minuteTime(c.updated_at) },
        ]}
        ops={publishing.ops}
        pager={pager}
      />
      {publishing.dialogs}
    </section>
  );
}
