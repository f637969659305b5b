import { useState } from 'react';
import { useLocation } from 'wouter';
import { api, showToast } from '../../../core';
import type { ContentItem, ContentKind, ContentStatus } from '../../../core/api/contract/models-operator';
import { ConfirmDialog, Dialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { RichText } from '../../components/rich-text';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { RichEditor } from '../merchant/merchant-parts';
import { errorText, Field, inputValue, minuteTime, Tag } from './admin-parts';

const KINDS: readonly (readonly [ContentKind, string, string])[] = [
  ['announcement', '平台公告', '/notice/detail'],
  ['news', '内容资讯', '/news/detail'],
  ['help', '帮助中心', '/help/detail'],
];
const STATUSES: readonly (readonly [ContentStatus, string])[] = [
  ['draft', '草稿'],
  ['published', '已发布'],
  ['withdrawn', '已撤回'],
];
const statusName = (s: string) => STATUSES.find(([id]) => id === s)?.[1] ?? s;
const isKind = (k: string | null): k is ContentKind => KINDS.some(([id]) => id === k);
const isStatus = (s: string | null): s is ContentStatus => STATUSES.some(([id]) => id === s);
/** The storefront page a published article shows on (the preview of the real page). */
const pageOf = (c: ContentItem): string =>
  `${KINDS.find(([id]) => id === c.kind)?.[2] ?? '/notice/detail'}?id=${c.id}`;

type Move = 'publish' | 'withdraw';

/**
 * Writes or edits an article: 保存草稿 keeps it a draft (or a published one published, edited),
 * 保存并发布 publishes it. The HTML is sanitized by the server; the preview shows what it kept.
 */
function ContentDialog({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: ContentKind;
  item: ContentItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(item?.title ?? '');
  const [summary, setSummary] = useState(item?.summary ?? '');
  const [content, setContent] = useState(item?.content ?? '');
  const [categoryId, setCategoryId] = useState(item?.category_id ? String(item.category_id) : '');
  const categories =
    useApi('operator_article_category/get', kind === 'announcement' ? null : { kind }).data?.list ?? [];
  const [saved, setSaved] = useState<ContentItem | null>(item);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async (publish: boolean) => {
    if (!title.trim()) return setError('请填写标题');
    setBusy(true);
    setError('');
    try {
      let { info } = await api.call('operator_content/save', {
        id: saved?.id ?? null,
        kind,
        title,
        summary,
        content,
        category_id: categoryId ? Number(categoryId) : null,
      });
      if (publish && info.status !== 'published')
        info = (await api.call('operator_content/publish', { id: info.id })).info;
      setSaved(info);
      showToast(publish ? '已发布' : '已保存', 'success');
      onSaved();
      if (publish) onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      size="wide"
      title={item ? '编辑内容' : '新建内容'}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <button type="button" class="sf-btn sf-btn--ghost" onClick={onClose} disabled={busy}>
            取消
          </button>
          <button type="button" class="sf-btn sf-btn--ghost" onClick={() => save(false)} disabled={busy}>
            {saved?.status === 'published' ? '保存修改' : '保存草稿'}
          </button>
          {saved?.status !== 'published' && (
            <button type="button" class="sf-btn sf-btn--primary" onClick={() => save(true)} disabled={busy}>
              保存并发布
            </button>
          )}
        </>
      }
    >
      <div class="mc-form">
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
        {error && (
          <p class="mc-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}

/** 内容管理 (/admin/content): announcements, news and help by state; write, publish, withdraw. */
export default function AdminContentPage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const rawKind = q.get('kind');
  const kind = isKind(rawKind) ? rawKind : 'announcement';
  const rawStatus = q.get('status');
  const status = isStatus(rawStatus) ? rawStatus : '';
  const { state, list, ref, pager } = usePagedList(
    'operator_content/get',
    { kind, status: status || undefined },
    10,
  );
  const [editing, setEditing] = useState<ContentItem | 'new' | null>(null);
  const [asking, setAsking] = useState<{ c: ContentItem; move: Move } | null>(null);
  const [busy, setBusy] = useState(false);
  const show = (k: string, s: string) => navigate(href('/admin/content', { kind: k, status: s }));
  const move = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await api.call(`operator_content/${asking.move}`, { id: asking.c.id });
      showToast(asking.move === 'publish' ? '已发布' : '已撤回', 'success');
      state.reload();
    } catch (err) {
      showToast(errorText(err), 'error');
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  return (
    <section class="mc-card" aria-labelledby="ad-ct" ref={ref}>
      <div class="mc-card__head">
        <h1 id="ad-ct" class="mc-title">
          内容管理
        </h1>
        <button type="button" class="sf-btn sf-btn--primary sf-btn--sm" onClick={() => setEditing('new')}>
          新建内容
        </button>
      </div>
      <fieldset class="mc-tabs">
        <legend class="sf-sr">内容类型</legend>
        {KINDS.map(([id, label]) => (
          <button key={id} type="button" aria-pressed={kind === id} onClick={() => show(id, status)}>
            {label}
          </button>
        ))}
      </fieldset>
      <div class="ad-filters">
        <Field label="状态">
          <select value={status} onChange={(e) => show(kind, inputValue(e))}>
            <option value="">全部</option>
            {STATUSES.map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text="暂无内容，点击「新建内容」开始撰写" compact />}
      >
        <table class="mc-table">
          <thead>
            <tr>
              <th>标题</th>
              <th>状态</th>
              <th class="mc-num">浏览</th>
              <th>更新时间</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {list.map((c) => (
              <tr key={c.id}>
                <td>{c.title}</td>
                <td data-label="状态">
                  <Tag state={c.status} label={statusName(c.status)} />
                </td>
                <td data-label="浏览" class="mc-num">
                  {c.views}
                </td>
                <td data-label="更新时间">{minuteTime(c.updated_at)}</td>
                <td class="mc-ops">
                  <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => setEditing(c)}>
                    编辑
                  </button>
                  {c.status === 'published' ? (
                    <>
                      <a
                        class="sf-btn sf-btn--ghost sf-btn--sm"
                        href={pageOf(c)}
                        target="_blank"
                        rel="noopener"
                      >
                        查看页面
                      </a>
                      <button
                        type="button"
                        class="sf-btn sf-btn--ghost sf-btn--sm"
                        onClick={() => setAsking({ c, move: 'withdraw' })}
                      >
                        撤回
                      </button>
                    </>
                  ) : (
                    <button
                      type="button"
                      class="sf-btn sf-btn--ghost sf-btn--sm"
                      onClick={() => setAsking({ c, move: 'publish' })}
                    >
                      发布
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      {pager}
      {editing && (
        <ContentDialog
          kind={editing === 'new' ? kind : editing.kind}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={state.reload}
        />
      )}
      <ConfirmDialog
        open={!!asking}
        title={asking?.move === 'withdraw' ? '撤回内容' : '发布内容'}
        message={
          asking?.move === 'withdraw'
            ? `撤回后「${asking.c.title}」将不再在前台显示，确认撤回？`
            : `发布后「${asking?.c.title ?? ''}」将立即在前台显示，确认发布？`
        }
        danger={asking?.move === 'withdraw'}
        busy={busy}
        onConfirm={move}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
