import '../../components/article/content.css';
import { useState } from 'react';
import { api, showToast } from '../../../core';
import type { PageItem } from '../../../core/api/contract/models-operator';
import { AGREEMENT_PAGES, STATIC_PAGES, w } from '../../components/article/content-strings';
import { Dialog } from '../../components/confirm-dialog';
import {
  CardHead,
  ConsoleDialog,
  Field,
  inputValue,
  ListTable,
  minuteTime,
  RichEditor,
  SaveFooter,
  Tag,
  usePublishMove,
} from '../../components/console';
import { ListBody } from '../../components/list-body';
import { RichText } from '../../components/rich-text';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';

const PAGE_NAMES = new Map<number, string>([
  ...STATIC_PAGES,
  [AGREEMENT_PAGES.user, w.agreement],
  [AGREEMENT_PAGES.merchant, w.merchantAgreement],
  [AGREEMENT_PAGES.privacy, w.privacy],
]);
const nameOf = (id: number) => PAGE_NAMES.get(id) ?? `页面 ${id}`;
/** Where the storefront shows a page: the agreements have routes of their own. */
const PUBLIC_PATHS = new Map<number, string>([
  [AGREEMENT_PAGES.user, '/agreement'],
  [AGREEMENT_PAGES.merchant, '/agreement/addindex'],
  [AGREEMENT_PAGES.privacy, '/agreement/privacy'],
]);
const publicPath = (id: number) => PUBLIC_PATHS.get(id) ?? `/spage?id=${id}`;
const hasDraft = (p: PageItem) => p.draft_title !== null;

/** The draft as the storefront would show it (the /spage article's own classes), before 发布. */
function PreviewDialog({ page, onClose }: { page: PageItem; onClose: () => void }) {
  return (
    <Dialog open size="wide" title={`预览：${nameOf(page.id)}（未发布）`} onClose={onClose}>
      <article class="sf-ct-article">
        <h1>{page.draft_title ?? page.title}</h1>
        <RichText html={page.draft_content ?? page.content} class="sf-ct-body sf-ct-static" />
      </article>
    </Dialog>
  );
}

function EditDialog({
  page,
  onClose,
  onSaved,
}: {
  page: PageItem;
  onClose: () => void;
  onSaved: (p: PageItem) => void;
}) {
  const [title, setTitle] = useState(page.draft_title ?? (page.title || nameOf(page.id)));
  const [initial] = useState(page.draft_content ?? page.content);
  const [content, setContent] = useState(initial);
  const { run, busy, error, setError } = useSubmit();
  const save = async () => {
    if (!title.trim()) return setError('请填写标题');
    await run(async () => {
      const { info } = await api.call('operator_page/save', { id: page.id, title, content });
      showToast('草稿已保存，预览无误后发布', 'success');
      onSaved(info);
    });
  };
  return (
    <ConsoleDialog
      error={error}
      size="wide"
      title={`编辑单页：${nameOf(page.id)}`}
      onClose={onClose}
      busy={busy}
      footer={<SaveFooter busy={busy} onClose={onClose} onSave={save} label="保存草稿并预览" />}
    >
      <Field label="标题">
        <input value={title} maxLength={100} onInput={(e) => setTitle(inputValue(e))} />
      </Field>
      <RichEditor label="正文" initial={initial} onChange={setContent} />
    </ConsoleDialog>
  );
}

/** 单页管理 (/admin/spage): the /spage pages and the agreements; edit a draft, preview it, publish it. */
export default function AdminSpagePage() {
  const state = useApi('operator_page/get', {});
  const list = state.data?.list ?? [];
  const [editing, setEditing] = useState<PageItem | null>(null);
  const [preview, setPreview] = useState<PageItem | null>(null);
  // Only a draft is published here; the page is not withdrawn, so every ask is 'publish'.
  const publishing = usePublishMove<PageItem>({
    api: 'page',
    noun: '单页',
    nameOf: (p) => p.draft_title ?? '',
    messages: { publish: (name) => `发布后「${name}」将立即替换前台页面，确认发布？` },
    reload: state.reload,
  });
  return (
    <section class="mc-card" aria-labelledby="ad-sp">
      <CardHead id="ad-sp" title="单页管理" />
      <p class="mc-hint">修改先保存为草稿，预览无误后点「发布」，前台页面立即更新。</p>
      <ListBody state={state} count={list.length} skeleton={<Skeleton rows={6} />} empty={null}>
        <ListTable
          rows={list}
          columns={[
            {
              head: '页面',
              cell: (p) => (
                <>
                  {nameOf(p.id)} <small class="mc-hint">id={p.id}</small>
                </>
              ),
            },
            { head: '前台标题', cell: (p) => p.title || '—' },
            {
              head: '状态',
              cell: (p) =>
                hasDraft(p) ? (
                  <Tag state="draft" label="有未发布的修改" />
                ) : p.title ? (
                  <Tag state="published" label="已发布" />
                ) : (
                  <Tag state="withdrawn" label="未创建" />
                ),
            },
            { head: '更新时间', cell: (p) => minuteTime(p.updated_at) },
          ]}
          ops={(p) => (
            <>
              <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => setEditing(p)}>
                编辑
              </button>
              {hasDraft(p) && (
                <>
                  <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => setPreview(p)}>
                    预览
                  </button>
                  <button
                    type="button"
                    class="sf-btn sf-btn--primary sf-btn--sm"
                    onClick={() => publishing.ask(p, 'publish')}
                  >
                    发布
                  </button>
                </>
              )}
              {p.title && (
                <a
                  class="sf-btn sf-btn--ghost sf-btn--sm"
                  href={publicPath(p.id)}
                  target="_blank"
                  rel="noopener"
                >
                  查看页面
                </a>
              )}
            </>
          )}
        />
      </ListBody>
      {editing && (
        <EditDialog
          page={editing}
          onClose={() => setEditing(null)}
          onSaved={(p) => {
            setEditing(null);
            setPreview(p);
            state.reload();
          }}
        />
      )}
      {preview && <PreviewDialog page={preview} onClose={() => setPreview(null)} />}
      {publishing.dialog}
    </section>
  );
}
