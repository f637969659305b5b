import type { Footprint } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { runAction } from '../../../core/stores/action';
import { href } from '../../routes';
import { fill } from '../../strings';
import { type FavCardControls, FavPage, GoodsFavCard, removeEach, useRemovableList } from './favourites-kit';
import { f } from './favourites-strings';

const LIMIT = 20;

/** The local day of an ISO time, YYYY-MM-DD ('' when unreadable). */
const dayOf = (iso: string | Date): string => formatTime(iso).slice(0, 10);

/** 今天, 昨天, or the date. */
export function dayLabel(day: string, now = new Date()): string {
  if (day === dayOf(now)) return f.today;
  if (day === dayOf(new Date(now.getTime() - 86_400_000))) return f.yesterday;
  return day;
}

/** Footprints in their order (newest first), cut into runs of one day. */
export function byDay(list: readonly Footprint[]): { day: string; rows: Footprint[] }[] {
  const out: { day: string; rows: Footprint[] }[] = [];
  for (const row of list) {
    const day = dayOf(row.viewed_at);
    const last = out[out.length - 1];
    if (last?.day === day) last.rows.push(row);
    else out.push({ day, rows: [row] });
  }
  return out;
}

const clearOne = async (goodsId: number) =>
  (await runAction('goods_footprint/clear', { goods_id: goodsId }, { quiet: true })).ok;

/** 我的足迹: the services the buyer viewed (goods/info records them), newest first, by day. */
export default function FootprintPage() {
  const l = useRemovableList({
    id: 'goods_footprint/get',
    limit: LIMIT,
    keyOf: (row) => row.goods_id,
    remove: (keys) => removeEach(keys, clearOne),
    removeAll: async () => {
      const res = await runAction('goods_footprint/clear', {}, { quiet: true });
      return res.ok ? { done: res.data?.count ?? 0, failed: 0 } : { done: 0, failed: 0 };
    },
    words: {
      title: f.clearFootprintTitle,
      ask: f.clearFootprintAsk,
      allAsk: f.clearFootprintAllAsk,
      done: f.footprintRemoved,
    },
  });
  const now = new Date();

  return (
    <FavPage
      l={l}
      title={f.footprintTitle}
      total={f.footprintTotal}
      empty={{ text: f.footprintEmpty, to: href('/check'), label: f.goCatalogue }}
      after={l.list.length > 0 && <p class="sf-fav-note sf-muted">{f.footprintNote}</p>}
    >
      {byDay(l.list).map(({ day, rows }) => {
        const label = dayLabel(day, now);
        return (
          <section key={day} class="sf-fav-day" aria-label={fill(f.footprintDay, { day: label })}>
            <h2 class="sf-fav-day__title">
              {label}
              {label !== day && <span class="sf-muted">{day}</span>}
            </h2>
            <ul class="sf-fav-grid sf-fav-grid--compact">
              {rows.map((row) => (
                <FootprintCard key={row.id} row={row} {...l.card(row.goods_id)} />
              ))}
            </ul>
          </section>
        );
      })}
    </FavPage>
  );
}

function FootprintCard({ row, ...card }: FavCardControls & { row: Footprint }) {
  const time = formatTime(row.viewed_at).slice(11, 16);
  return (
    <GoodsFavCard
      goods={row.goodsInfo}
      {...card}
      removeLabel={f.removeFootprint}
      removeAria={fill(f.removeFootprintOf, { name: row.goodsInfo?.name ?? f.offSale })}
      after={<span class="sf-fav-card__meta">{fill(f.viewedAt, { time })}</span>}
    />
  );
}
