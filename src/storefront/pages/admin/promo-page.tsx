import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../../core';
import type {
  ContentStatus,
  GreenDiscountItem,
  SubsidyItem,
  SubsidyPlatformItem,
} from '../../../core/api/contract/models-operator';
import {
  AddButton,
  CardHead,
  DateRange,
  type EditorProps,
  Field,
  inputValue,
  ListPanel,
  PublishDialog,
  RichEditor,
  saveThenPublish,
  statusName,
  Tabs,
  Tag,
  usePublishList,
} from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { usePagedList } from '../../components/paged-list';
import { useApi } from '../../components/use-api';
import { pickParam, useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { ImageField } from './admin-parts';

type Kind = 'subsidy' | 'subsidy_platform' | 'green';
type Item = SubsidyItem | SubsidyPlatformItem | GreenDiscountItem;
const KINDS: readonly (readonly [Kind, string, string])[] = [
  ['subsidy', '补贴政策', '/subsidy'],
  ['subsidy_platform', '补贴平台', '/subsidy/moreo'],
  ['green', '绿色优惠', '/greenc'],
];
const isKind = (k: string | null): k is Kind => KINDS.some(([id]) => id === k);
const titleOf = (i: Item) => ('name' in i ? i.name : i.title);
const lineOf = (kind: Kind, i: Item): string => {
  if (kind === 'subsidy') {
    const s = i as SubsidyItem;
    return `${s.region} · 补贴 ${s.rate}% · 上限 ${s.cap} 元 · ${s.starts_on} 至 ${s.ends_on}`;
  }
  if (kind === 'subsidy_platform') return (i as SubsidyPlatformItem).region;
  const g = i as GreenDiscountItem;
  return `服务 #${g.goods_id} · ${Math.round(g.discount * 100) / 10} 折 · 减碳 ${g.carbon_saving_kg} kg`;
};

/** The form's fields as strings, per kind (the server checks and converts them). */
const initialOf = (kind: Kind, i: Item | null): Record<string, string> => {
  if (kind === 'subsidy') {
    const s = i as SubsidyItem | null;
    return {
      title: s?.title ?? '',
      issuer: s?.issuer ?? '',
      region: s?.region ?? '',
      summary: s?.summary ?? '',
      content: s?.content ?? '',
      rate: s ? String(s.rate) : '',
      cap: s ? String(s.cap) : '',
      starts_on: s?.starts_on ?? '',
      ends_on: s?.ends_on ?? '',
      goods_ids: s?.goods_ids.join(', ') ?? '',
      documents: s?.documents.join('\n') ?? '',
    };
  }
  if (kind === 'subsidy_platform') {
    const p = i as SubsidyPlatformItem | null;
    return { name: p?.name ?? '', region: p?.region ?? '', intro: p?.intro ?? '', logo: p?.logo ?? '' };
  }
  const g = i as GreenDiscountItem | null;
  return {
    category_id: g ? String(g.category_id) : '',
    goods_id: g ? String(g.goods_id) : '',
    title: g?.title ?? '',
    discount: g ? String(g.discount) : '',
    carbon_saving_kg: g ? String(g.carbon_saving_kg) : '0',
    description: g?.description ?? '',
  };
};

function PromoDialog({ kind, item, onClose, onSaved }: EditorProps<Item> & { kind: Kind }) {
  const [f, setF] = useState(() => initialOf(kind, item));
  const [initialContent] = useState(f.content ?? '');
  const cats =
    useApi('green_discount_category/get', kind === 'green' ? { page: 1, limit: 100 } : null).data?.list ?? [];
  const { run, busy, error } = useSubmit();
  const set = (k: string) => (e: Event) => setF({ ...f, [k]: inputValue(e) });
  const text = (k: string, label: string, max: number, hint?: string) => (
    <Field label={label} hint={hint}>
      <input value={f[k]} maxLength={max} onInput={set(k)} />
    </Field>
  );
  const save = async (publish: boolean) => {
    await run(async () => {
      const id = item?.id ?? null;
      // the kind picks the endpoint; the server checks the fields of that kind
      await saveThenPublish<Item>(
        publish,
        () => api.call(`operator_${kind}/save` as 'operator_subsidy/save', { id, ...f } as never),
        (itemId) => api.call(`operator_${kind}/publish` as 'operator_subsidy/publish', { id: itemId }),
      );
      onSaved();
      onClose();
    });
  };
  const name = KINDS.find(([id]) => id === kind)?.[1] ?? '';
  return (
    <PublishDialog
      size="wide"
      title={item ? `编辑${name}` : `新建${name}`}
      published={item?.status === 'published'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSave={save}
    >
      {kind === 'subsidy' && (
        <>
          {text('title', '政策名称', 100)}
          {text('issuer', '发布单位', 50)}
          {text('region', '适用地区', 30, '与补贴平台的地区一致时，平台页列出本政策')}
          {text('summary', '摘要', 200)}
          {text('rate', '补贴比例（%）', 6)}
          {text('cap', '补贴上限（元）', 12)}
          <DateRange from={f.starts_on} to={f.ends_on} onFrom={set('starts_on')} onTo={set('ends_on')} />
          {text('goods_ids', '适用服务编号', 1000, '多个用逗号分隔，可不填')}
          <Field label="申请材料" hint="每行一项，不填使用默认材料清单">
            <textarea rows={3} value={f.documents} onInput={set('documents')} />
          </Field>
          <RichEditor
            label="政策正文"
            initial={initialContent}
            onChange={(content) => setF((o) => ({ ...o, content }))}
          />
        </>
      )}
      {kind === 'subsidy_platform' && (
        <>
          {text('name', '平台名称', 50)}
          {text('region', '所在地区', 30)}
          <Field label="平台介绍">
            <CountedTextarea
              rows={4}
              max={1000}
              value={f.intro ?? ''}
              onText={(intro) => setF({ ...f, intro })}
            />
          </Field>
          <ImageField label="标志图片" value={f.logo ?? ''} onChange={(logo) => setF({ ...f, logo })} />
        </>
      )}
      {kind === 'green' && (
        <>
          <Field label="优惠分类">
            <select value={f.category_id} onChange={set('category_id')}>
              <option value="">请选择</option>
              {cats.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          {text('goods_id', '服务编号', 10)}
          {text('title', '优惠名称', 100)}
          {text('discount', '折扣', 5, '0.9 为九折，0.85 为八五折')}
          {text('carbon_saving_kg', '减碳量（kg）', 12)}
          <Field label="说明">
            <CountedTextarea
              rows={3}
              max={500}
              value={f.description ?? ''}
              onText={(description) => setF({ ...f, description })}
            />
          </Field>
        </>
      )}
    </PublishDialog>
  );
}

/** 补贴与绿色优惠 (/admin/promo): subsidy programmes, subsidy platforms, green discounts. */
export default function AdminPromoPage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const kind = pickParam(q, 'kind', isKind, 'subsidy');
  const { state, list, ref, pager } = usePagedList(
    `operator_${kind}/get` as 'operator_subsidy/get',
    { kind } as { status?: ContentStatus },
    20,
  );
  const items = list as Item[];
  const page = KINDS.find(([id]) => id === kind)![2];
  const publishing = usePublishList<Item>({
    api: kind,
    nameOf: titleOf,
    reload: state.reload,
    page: () => page,
    editor: (item, close) => (
      <PromoDialog key={kind} kind={kind} item={item} onClose={close} onSaved={state.reload} />
    ),
  });
  return (
    <section class="mc-card" aria-labelledby="ad-pr" ref={ref}>
      <CardHead id="ad-pr" title="补贴与绿色优惠">
        <AddButton onClick={publishing.add}>新建</AddButton>
      </CardHead>
      <Tabs
        legend="类型"
        tabs={KINDS}
        value={kind}
        onPick={(id) => navigate(href('/admin/promo', { kind: id }))}
      />
      <ListPanel
        state={state}
        empty="暂无内容，点击「新建」添加"
        skeletonRows={4}
        rows={items}
        columns={[
          { head: '名称', cell: titleOf },
          { head: '概要', cell: (i) => lineOf(kind, i) },
          { head: '状态', cell: (i) => <Tag state={i.status} label={statusName(i.status)} /> },
        ]}
        ops={publishing.ops}
        pager={pager}
      />
      {publishing.dialogs}
    </section>
  );
}
