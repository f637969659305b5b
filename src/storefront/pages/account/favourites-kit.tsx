import '../../components/sheet.css';
import './favourites.css';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { type Goods, type ItemOf, type RequestOf, showToast } from '../../../core';
import { CardSkeleton } from '../../components/card-skeleton';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { ListBody, staleClass } from '../../components/list-body';
import { usePage, useScrollTop } from '../../components/paged-list';
import { Pagination } from '../../components/pagination';
import { Price } from '../../components/price';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { type Href, href } from '../../routes';
import { fill } from '../../strings';
import { f } from './favourites-strings';

/** The buyer's own lists this kit shows: favourites, follows, footprints. */
export type RemovableListId = 'goods_collect/get' | 'merchant_attention/get' | 'goods_footprint/get';

export interface Removed {
  done: number;
  failed: number;
}

/** Runs `one` for every key, a few at a time (the server's per-user limits stay calm). */
export async function removeEach(
  keys: readonly number[],
  one: (key: number) => Promise<boolean>,
): Promise<Removed> {
  const out: Removed = { done: 0, failed: 0 };
  for (let i = 0; i < keys.length; i += 4) {
    const oks = await Promise.all(keys.slice(i, i + 4).map(one));
    for (const ok of oks) out[ok ? 'done' : 'failed']++;
  }
  return out;
}

export interface RemovableListOptions<I extends RemovableListId> {
  id: I;
  limit: number;
  /** What a row's removal is addressed by (goods_id, merchant_id). */
  keyOf: (row: ItemOf<I>) => number;
  remove: (keys: number[]) => Promise<Removed>;
  removeAll: () => Promise<Removed>;
  words: { title: string; ask: string; allAsk: string; done: string };
}

/**
 * A page of the buyer's own list with selection and removal: one row at once, the selected rows
 * or everything after a confirmation. After a removal the page asks again, stepping back a
 * page when its last rows went.
 */
export function useRemovableList<I extends RemovableListId>(o: RemovableListOptions<I>) {
  const [page, setPage] = usePage('');
  const [ref, scrollTop] = useScrollTop<HTMLDivElement>();
  // every id of RemovableListId takes page and limit alone, which TS cannot see through I
  const state = useApi(o.id, ...([{ page, limit: o.limit }] as [RequestOf<I>]));
  const list: ItemOf<I>[] = state.data?.list ?? [];
  const total = state.data?.total ?? 0;
  const keys = list.map(o.keyOf);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const selected = keys.filter((k) => picked.has(k));
  const [ask, setAsk] = useState<'selected' | 'all' | null>(null);
  const { run: submit, busy } = useSubmit();
  /** True while this page removes rows (a store change it caused is no news). */
  const removing = useRef(false);

  const run = async (which: number[] | 'all') => {
    removing.current = true;
    const out = await submit(() => (which === 'all' ? o.removeAll() : o.remove(which)));
    removing.current = false;
    setAsk(null);
    if (!out) return;
    const { done, failed } = out;
    if (failed) showToast(fill(f.someFailed, { n: failed }), 'error');
    else if (done) showToast(fill(o.words.done, { n: done }), 'success');
    if (!done) return;
    setPicked(new Set());
    const emptied = which === 'all' || keys.every((k) => which.includes(k));
    if (emptied && page > 1 && which !== 'all') setPage(page - 1);
    else if (which === 'all' && page > 1) setPage(1);
    else state.reload();
  };

  const toggle = (key: number) =>
    setPicked((p) => {
      const next = new Set(p);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const allPicked = keys.length > 0 && selected.length === keys.length;
  const bar = (
    <div class="sf-fav-bar">
      <label class="sf-fav-check">
        <input
          type="checkbox"
          checked={allPicked}
          disabled={!keys.length || busy}
          onChange={() => setPicked(allPicked ? new Set() : new Set(keys))}
        />
        {f.selectAll}
      </label>
      <button
        type="button"
        class="sf-btn sf-btn--sm"
        disabled={!selected.length || busy}
        onClick={() => setAsk('selected')}
      >
        {fill(f.removeSelected, { n: selected.length })}
      </button>
      <button type="button" class="sf-btn sf-btn--sm" disabled={!total || busy} onClick={() => setAsk('all')}>
        {f.removeAll}
      </button>
    </div>
  );

  const confirm = (
    <ConfirmDialog
      open={ask !== null}
      danger
      title={o.words.title}
      message={fill(ask === 'all' ? o.words.allAsk : o.words.ask, {
        n: ask === 'all' ? total : selected.length,
      })}
      busy={busy}
      onConfirm={() => void run(ask === 'all' ? 'all' : selected)}
      onCancel={() => setAsk(null)}
    />
  );

  const pager = (
    <Pagination
      page={page}
      total={total}
      limit={o.limit}
      onChange={(p) => {
        setPage(p);
        setPicked(new Set());
        scrollTop();
      }}
    />
  );

  return {
    state,
    list,
    total,
    ref,
    bar,
    confirm,
    pager,
    busy,
    removing,
    /** What a row's card needs: its tick and its remove button, by the row's key. */
    card: (key: number): FavCardControls => ({
      picked: picked.has(key),
      onPick: () => toggle(key),
      onRemove: () => void run([key]),
      busy,
    }),
  };
}

/** A card's tick and remove button, as the list gives them (`card(key)`). */
export interface FavCardControls {
  picked: boolean;
  onPick: () => void;
  onRemove: () => void;
  busy: boolean;
}

/** A row's selection box, named after the row for screen readers. */
export function PickBox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <input
      type="checkbox"
      class="sf-fav-pick"
      aria-label={fill(f.selectRow, { name })}
      checked={checked}
      onChange={onChange}
    />
  );
}

/** The page head: the title and a line under it. */
/**
 * One goods card of 我的收藏 and 我的足迹: the tick, the goods (已下架 when it is gone) and its remove
 * button. `before` stands above the price, `after` below it and also on a gone card.
 */
export function GoodsFavCard({
  goods: g,
  picked,
  onPick,
  busy,
  onRemove,
  removeLabel,
  removeAria,
  before,
  after,
}: FavCardControls & {
  goods: Goods | null;
  removeLabel: string;
  removeAria?: string;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const name = g?.name ?? f.offSale;
  return (
    <li class={`sf-fav-card${picked ? ' is-picked' : ''}${g ? '' : ' is-gone'}`}>
      <PickBox name={name} checked={picked} onChange={onPick} />
      {g ? (
        <Link href={href('/home/goodsdetail', { id: g.id })} class="sf-fav-card__main">
          <span class="sf-fav-card__img">
            <img src={g.cover || g.pictures?.[0] || ''} alt="" loading="lazy" decoding="async" />
          </span>
          <span class="sf-fav-card__body">
            <span class="sf-fav-card__name" title={g.name}>
              {g.name}
            </span>
            {before}
            <Price value={g.min_price} from />
            {after}
          </span>
        </Link>
      ) : (
        <div class="sf-fav-card__main">
          <span class="sf-fav-card__img" />
          <span class="sf-fav-card__body">
            <span class="sf-fav-card__name">{f.offSale}</span>
            {after}
          </span>
        </div>
      )}
      <button
        type="button"
        class="sf-fav-card__remove"
        aria-label={removeAria}
        disabled={busy}
        onClick={onRemove}
      >
        {removeLabel}
      </button>
    </li>
  );
}

export function FavHead({ title, sub, children }: { title: string; sub?: string; children?: ReactNode }) {
  return (
    <div class="sf-sheet__head sf-fav-head">
      <div>
        <h1 class="sf-sheet__title sf-fav-title">{title}</h1>
        {sub ? <p class="sf-muted">{sub}</p> : null}
      </div>
      {children}
    </div>
  );
}

type RemovableList = ReturnType<typeof useRemovableList>;

/**
 * A removable list's page: head with the selection bar, the rows (or the empty state that leads
 * back to the catalogue), the pager and the confirmation.
 */
export function FavPage({
  l,
  title,
  total,
  empty,
  after,
  children,
}: {
  l: RemovableList;
  title: string;
  /** The head's line, with `{n}` for the count. */
  total: string;
  empty: { text: string; to: Href; label: string };
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div class="sf-sheet sf-fav-page" ref={l.ref}>
      <FavHead title={title} sub={l.state.data ? fill(total, { n: l.total }) : ''}>
        {l.state.error ? null : l.bar}
      </FavHead>
      <div class={staleClass('sf-fav-body', l.state)}>
        <ListBody
          state={l.state}
          count={l.list.length}
          skeleton={<CardSkeleton count={4} />}
          empty={
            <EmptyState text={empty.text}>
              <Link href={empty.to} class="sf-btn sf-btn--primary sf-btn--sm">
                {empty.label}
              </Link>
            </EmptyState>
          }
        >
          {children}
        </ListBody>
        {l.pager}
        {after}
      </div>
      {l.confirm}
    </div>
  );
}

/** Another tab or a header button changed the store: ask again (not for this page's own removals). */
export function useReloadOnChange(value: unknown, l: RemovableList): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else if (!l.removing.current) l.state.reload();
  }, [value]);
}
