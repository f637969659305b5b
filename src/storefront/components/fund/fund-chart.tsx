import { type FundStatics, formatPrice } from '../../../core';
import { fill } from '../../strings';
import { m } from './fund-strings';

const W = 720;
const H = 220;
const PAD = { top: 20, right: 8, bottom: 28, left: 8 };

/** A round ceiling for the axis: 1, 2 or 5 times a power of ten. */
export function niceMax(v: number): number {
  if (!(v > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(v));
  return ([1, 2, 5, 10].find((k) => k * p >= v) ?? 10) * p;
}

/** 万 for large amounts so the labels stay short on a phone. */
const short = (v: number): string => (v >= 10_000 ? `${+(v / 10_000).toFixed(1)}万` : `${Math.round(v)}`);

/**
 * Spending by month as SVG drawn here (no chart library: a dozen bars do not need one). The
 * bars scale with the viewBox; each says its figure to a screen reader through its title.
 */
export interface ChartWords {
  chart: string;
  chartLabel: string;
  chartEmpty: string;
  /** {month}, {amount} */
  monthBar: string;
}
type Month = FundStatics['by_month'][number];

/** The buyer's spending by default; the expert's funds chart their commission income. */
export function FundChart({
  months,
  value = (x) => x.expense,
  words = m,
}: {
  months: readonly Month[];
  value?: (x: Month) => number;
  words?: ChartWords;
}) {
  const top = niceMax(Math.max(0, ...months.map(value)));
  const inner = H - PAD.top - PAD.bottom;
  const step = (W - PAD.left - PAD.right) / Math.max(1, months.length);
  const bar = Math.min(36, step * 0.6);
  const empty = months.every((x) => !value(x));
  return (
    <figure class="sf-fund-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={words.chartLabel}>
        {[0, 0.5, 1].map((f) => (
          <line
            key={f}
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + inner * (1 - f)}
            y2={PAD.top + inner * (1 - f)}
            class="sf-fund-chart__grid"
          />
        ))}
        {months.map((x, i) => {
          const v = value(x);
          const h = (v / top) * inner;
          const cx = PAD.left + step * i + step / 2;
          return (
            <g key={x.month} class="sf-fund-chart__bar">
              <title>{fill(words.monthBar, { month: x.month, amount: formatPrice(v) })}</title>
              <rect
                x={cx - bar / 2}
                y={PAD.top + inner - h}
                width={bar}
                height={Math.max(h, v ? 1 : 0)}
                rx="3"
              />
              {v > 0 && (
                <text x={cx} y={PAD.top + inner - h - 5} text-anchor="middle" class="sf-fund-chart__value">
                  {short(v)}
                </text>
              )}
              <text x={cx} y={H - 8} text-anchor="middle" class="sf-fund-chart__label">
                {`${Number(x.month.slice(5))}月`}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{empty ? words.chartEmpty : words.chart}</figcaption>
    </figure>
  );
}
