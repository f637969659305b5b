import './admin.css';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { api, showToast } from '../../../core';
import type { ArticleCategoryItem, GoodsCategoryItem } from '../../../core/api/contract/models-operator';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  AddButton,
  CardHead,
  ConsoleDialog,
  Field,
  inputValue,
  ListTable,
  SaveFooter,
  Tabs,
  Tag,
} from '../../components/console';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';

type Tab = 'news' | 'help' | 'goods';
const TABS: readonly (readonly [Tab, string])[] = [
  ['news', '资讯分类'],
  ['help', '帮助分类'],
  ['goods', '服务分类'],
];
const isTab = (t: string | null): t is Tab => TABS.some(([id]) => id === t);

/** One row of either tree as the dialog edits it. */
interface Row {
  id: number | null;
  parent_id: number | null;
  name: string;
  sort: number;
  servics_id?: number;
  hidden?: boolean;
}

function CategoryDialog({
  tab,
  row,
  roots,
  onClose,
  onSaved,
}: {
  tab: Tab;
  row: Row;
  roots: readonly { id: number; name: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const types = useApi('servics/get', tab === 'goods' ? { page: 1, limit: 100 } : null).data?.list ?? [];
  const [f, setF] = useState({
    parent: row.parent_id ? String(row.parent_id) : '',
    name: row.name,
    sort: String(row.sort),
    servics: row.servics_id ? String(row.servics_id) : '',
    hidden: row.hidden ?? false,
  });
  const { run, busy, error, setError } = useSubmit();
  const save = async () => {
    if (!f.name.trim()) return setError('请填写分类名称');
    await run(async () => {
      const base = {
        id: row.id,
        parent_id: f.parent ? Number(f.parent) : null,
        name: f.name,
        sort: Number(f.sort),
      };
      if (tab === 'goods')
        await api.call('operator_goods_category/save', {
          ...base,
          servics_id: f.servics ? Number(f.servics) : undefined,
          hidden: f.hidden,
        });
      else await api.call('operator_article_category/save', { ...base, kind: tab });
      showToast('已保存', 'success');
      onSaved();
      onClose();
    });
  };
  return (
    <ConsoleDialog
      error={error}
      title={row.id ? '编辑分类' : '新建分类'}
      onClose={onClose}
      busy={busy}
      footer={<SaveFooter busy={busy} onClose={onClose} onSave={save} />}
    >
      <Field label="上级分类">
        <select value={f.parent} onChange={(e) => setF({ ...f, parent: inputValue(e) })}>
          <option value="">无（一级分类）</option>
          {roots
            .filter((r) => r.id !== row.id)
            .map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
        </select>
      </Field>
      {tab === 'goods' && !f.parent && (
        <Field label="服务类型">
          <select value={f.servics} onChange={(e) => setF({ ...f, servics: inputValue(e) })}>
            <option value="">请选择</option>
            {types.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field label="分类名称">
        <input value={f.name} maxLength={20} onInput={(e) => setF({ ...f, name: inputValue(e) })} />
      </Field>
      <Field label="排序" hint="数字小的在前，0-9999">
        <input
          type="number"
          min={0}
          max={9999}
          value={f.sort}
          onInput={(e) => setF({ ...f, sort: inputValue(e) })}
        />
      </Field>
      {tab === 'goods' && (
        <label class="ad-check">
          <input
            type="checkbox"
            checked={f.hidden}
            onChange={(e) => setF({ ...f, hidden: (e.currentTarget as HTMLInputElement).checked })}
          />{' '}
          在前台隐藏
        </label>
      )}
    </ConsoleDialog>
  );
}

type Item = (ArticleCategoryItem | GoodsCategoryItem) & { count: number };

/** 分类管理 (/admin/category): news and help categories, and the goods category tree. */
export default function AdminCategoryPage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const rawTab = q.get('tab');
  const tab: Tab = isTab(rawTab) ? rawTab : 'news';
  const articles = useApi('operator_article_category/get', tab === 'goods' ? null : { kind: tab });
  const goods = useApi('operator_goods_category/get', tab === 'goods' ? {} : null);
  const state = tab === 'goods' ? goods : articles;
  const list: Item[] =
    tab === 'goods'
      ? (goods.data?.list ?? []).map((c) => ({ ...c, count: c.goods_count }))
      : (articles.data?.list ?? []).map((c) => ({ ...c, count: c.article_count }));
  const roots = list.filter((c) => c.parent_id === null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [doomed, setDoomed] = useState<Item | null>(null);
  const { run, busy } = useSubmit();
  const remove = async () => {
    if (!doomed) return;
    await run(
      async () => {
        await api.call(
          tab === 'goods' ? 'operator_goods_category/delete' : 'operator_article_category/delete',
          {
            id: doomed.id,
          },
        );
        showToast('已删除', 'success');
        state.reload();
      },
      { toast: true },
    );
    setDoomed(null);
  };
  const nameOfRoot = (id: number | null) => roots.find((r) => r.id === id)?.name ?? '';
  return (
    <section class="mc-card" aria-labelledby="ad-cat">
      <CardHead id="ad-cat" title="分类管理">
        <AddButton onClick={() => setEditing({ id: null, parent_id: null, name: '', sort: 0 })}>
          新建分类
        </AddButton>
      </CardHead>
      <Tabs
        legend="分类类型"
        tabs={TABS}
        value={tab}
        onPick={(id) => navigate(href('/admin/category', { tab: id }))}
      />
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={6} />}
        empty={<EmptyState text="暂无分类，点击「新建分类」添加" compact />}
      >
        <ListTable
          rows={list}
          rowClass={(c) => (c.parent_id ? 'ad-tree-child' : undefined)}
          columns={[
            { head: '名称', cell: (c) => c.name },
            { head: '上级', cell: (c) => nameOfRoot(c.parent_id) || '—' },
            { head: '排序', cell: (c) => c.sort, num: true },
            { head: tab === 'goods' ? '服务数' : '文章数', cell: (c) => c.count, num: true },
            ...(tab === 'goods'
              ? [
                  {
                    head: '前台',
                    cell: (c: Item) =>
                      'hidden' in c && c.hidden ? (
                        <Tag state="withdrawn" label="已隐藏" />
                      ) : (
                        <Tag state="published" label="显示" />
                      ),
                  },
                ]
              : []),
          ]}
          ops={(c) => (
            <>
              <button
                type="button"
                class="sf-btn sf-btn--ghost sf-btn--sm"
                onClick={() =>
                  setEditing({
                    id: c.id,
                    parent_id: c.parent_id,
                    name: c.name,
                    sort: c.sort,
                    servics_id: 'servics_id' in c ? c.servics_id : undefined,
                    hidden: 'hidden' in c ? c.hidden : undefined,
                  })
                }
              >
                编辑
              </button>
              <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => setDoomed(c)}>
                删除
              </button>
            </>
          )}
        />
      </ListBody>
      {editing && (
        <CategoryDialog
          tab={tab}
          row={editing}
          roots={roots}
          onClose={() => setEditing(null)}
          onSaved={state.reload}
        />
      )}
      <ConfirmDialog
        open={!!doomed}
        title="删除分类"
        message={`确认删除分类「${doomed?.name ?? ''}」？有内容使用的分类不能删除。`}
        danger
        busy={busy}
        onConfirm={remove}
        onCancel={() => setDoomed(null)}
      />
    </section>
  );
}
