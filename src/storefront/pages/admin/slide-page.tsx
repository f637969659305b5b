import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../../core';
import type { SlideItem, SlideKind } from '../../../core/api/contract/models-operator';
import {
  BANNER_CHANNELS,
  type BannerChannel,
  CAROUSEL_POSITIONS,
  type CarouselPosition,
} from '../../../core/rules/slide-places';
import {
  AddButton,
  CardHead,
  type EditorProps,
  Field,
  inputValue,
  ListPanel,
  PublishDialog,
  SelectAll,
  saveThenPublish,
  statusName,
  Tabs,
  Tag,
  usePublishList,
} from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { pickParam, useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { ImageField } from './admin-parts';

/** Each place's name here, and the storefront page that shows it (查看页面). */
const CAROUSEL_PLACES: Record<CarouselPosition, readonly [string, string]> = {
  home: ['首页', '/'],
  check: ['检验检测', '/check'],
  approbation: ['认证认可', '/approbation'],
  metering: ['标准计量', '/metering'],
  consult: ['培训咨询', '/consult'],
  subsidy: ['补贴联盟', '/subsidy'],
  greenc: ['绿色碳惠', '/greenc'],
};
const BANNER_PLACES: Record<BannerChannel, readonly [string, string]> = {
  home: ['首页频道条', '/'],
  news: ['内容资讯', '/news'],
  notice: ['平台公告', '/notice'],
  help: ['帮助中心', '/help'],
  recommend: ['推荐', '/recommend'],
  orgs: ['机构', '/recommend/shop'],
  pages: ['单页', '/spage?id=12'],
};
/** Where each kind of slide shows: [key, name, page], in the order the server lists the keys. */
const PLACES: Record<SlideKind, readonly (readonly [string, string, string])[]> = {
  carousel: CAROUSEL_POSITIONS.map((id) => [id, ...CAROUSEL_PLACES[id]] as const),
  banner: BANNER_CHANNELS.map((id) => [id, ...BANNER_PLACES[id]] as const),
};
const KINDS: readonly (readonly [SlideKind, string])[] = [
  ['carousel', '轮播图'],
  ['banner', '频道横幅'],
];
const placeOf = (kind: SlideKind, place: string) => PLACES[kind].find(([id]) => id === place);
const isKind = (k: string | null): k is SlideKind => k === 'carousel' || k === 'banner';

function SlideDialog({
  kind,
  place,
  item,
  onClose,
  onSaved,
}: EditorProps<SlideItem> & { kind: SlideKind; place: string }) {
  const [f, setF] = useState({
    place: item?.place || place || PLACES[kind][0]![0],
    title: item?.title ?? '',
    subtitle: item?.subtitle ?? '',
    image: item?.image ?? '',
    link: item?.link ?? '',
    sort: String(item?.sort ?? 0),
  });
  const { run, busy, error, setError } = useSubmit();
  const set = (k: keyof typeof f) => (e: Event) => setF({ ...f, [k]: inputValue(e) });
  const save = async (publish: boolean) => {
    if (!f.title.trim()) return setError('请填写标题');
    if (!f.image.trim()) return setError('请上传图片');
    await run(async () => {
      await saveThenPublish(
        publish,
        () => api.call('operator_slide/save', { id: item?.id ?? null, kind, ...f, sort: Number(f.sort) }),
        (id) => api.call('operator_slide/publish', { kind, id }),
      );
      onSaved();
      onClose();
    });
  };
  return (
    <PublishDialog
      size="wide"
      title={`${item ? '编辑' : '新建'}${kind === 'carousel' ? '轮播图' : '频道横幅'}`}
      published={item?.status === 'published'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSave={save}
    >
      <Field label="显示位置">
        <select value={f.place} onChange={set('place')}>
          {PLACES[kind].map(([id, label]) => (
            <option key={id} value={id}>
              {label}
            </option>
          ))}
        </select>
      </Field>
      <Field label="标题" hint="图片的替代文字；频道横幅无图片时显示在色块上">
        <input value={f.title} maxLength={100} onInput={set('title')} />
      </Field>
      {kind === 'banner' && (
        <Field label="副标题">
          <input value={f.subtitle} maxLength={200} onInput={set('subtitle')} />
        </Field>
      )}
      <ImageField label="图片" value={f.image} onChange={(image) => setF({ ...f, image })} />
      <Field label="链接" hint="站内路径（如 /check）或 https:// 网址，可不填">
        <input value={f.link} maxLength={300} onInput={set('link')} />
      </Field>
      <Field label="排序" hint="数字小的在前，0-9999">
        <input type="number" min={0} max={9999} value={f.sort} onInput={set('sort')} />
      </Field>
    </PublishDialog>
  );
}

/**
 * 轮播与横幅 (/admin/slide): carousels of home and channel pages, channel banner strips, listed
 * place by place in the order each place shows them (排序值, then the older first), with the
 * position a published one holds there.
 */
export default function AdminSlidePage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const kind = pickParam(q, 'kind', isKind, 'carousel');
  const rawPlace = q.get('place') ?? '';
  const place = placeOf(kind, rawPlace) ? rawPlace : '';
  const { state, list, ref, pager } = usePagedList(
    'operator_slide/get',
    { kind, place: place || undefined },
    20,
  );
  const show = (k: string, p: string) => navigate(href('/admin/slide', { kind: k, place: p }));
  const publishing = usePublishList<SlideItem>({
    api: 'slide',
    extra: { kind },
    nameOf: (s) => s.title,
    reload: state.reload,
    page: (s) => placeOf(kind, s.place)?.[2] ?? '/',
    editor: (item, close) => (
      <SlideDialog kind={kind} place={place} item={item} onClose={close} onSaved={state.reload} />
    ),
  });
  return (
    <section class="mc-card" aria-labelledby="ad-sl" ref={ref}>
      <CardHead id="ad-sl" title="轮播与横幅">
        <AddButton onClick={publishing.add}>{kind === 'carousel' ? '新建轮播图' : '新建频道横幅'}</AddButton>
      </CardHead>
      <Tabs legend="类型" tabs={KINDS} value={kind} onPick={(id) => show(id, '')} />
      <div class="ad-filters">
        <SelectAll
          label="显示位置"
          value={place}
          options={PLACES[kind].map(([id, label]) => [id, label] as const)}
          onChange={(p) => show(kind, p)}
        />
      </div>
      <ListPanel
        state={state}
        empty="暂无内容，点击右上角按钮新建"
        skeletonRows={4}
        rows={list}
        columns={[
          {
            head: '位置',
            cell: (s) => (
              <span class="ad-slot">
                <span class="ad-slot__place">{placeOf(kind, s.place)?.[1] ?? s.place}</span>
                <span class={s.position ? 'ad-slot__n' : 'ad-slot__off'}>
                  {s.position ? `第 ${s.position} ${kind === 'carousel' ? '张' : '条'}` : '未展示'}
                </span>
              </span>
            ),
          },
          { head: '图片', cell: (s) => (s.image ? <img class="ad-thumb" src={s.image} alt="" /> : '—') },
          { head: '标题', cell: (s) => s.title },
          { head: '排序值', cell: (s) => s.sort, num: true },
          { head: '状态', cell: (s) => <Tag state={s.status} label={statusName(s.status)} /> },
        ]}
        ops={publishing.ops}
        pager={pager}
      />
      {publishing.dialogs}
    </section>
  );
}
