import '../../components/console/console.css';
import { useState } from 'react';
import { Link } from 'wouter';
import type { SeekHelp } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { ListPanel } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { Price } from '../../components/price';
import { budgetText, StateBadge } from '../../components/seekhelp/seekhelp-kit';
import { href } from '../../routes';
import { QuoteDialog } from './seekhelp-quote-dialog';
import { q } from './seekhelp-strings';

type Tab = 'hall' | 'mine';

const demandLink = (id: number, title: string) => (
  <Link href={href('/seekhelp/detail', { id })} target="_blank" rel="noopener">
    {title}
  </Link>
);

/** The demand hall as a lab sees it: every demand, 报价 on those still open. */
function Hall({ onQuote }: { onQuote: (d: SeekHelp) => void }) {
  const { state, list, ref, pager } = usePagedList('seek_help/get', {}, 10);
  return (
    <div ref={ref}>
      <ListPanel
        state={state}
        rows={list}
        empty={q.noDemands}
        pager={pager}
        columns={[
          { head: q.demand, cell: (d) => demandLink(d.id, d.title) },
          { head: q.type, cell: (d) => d.servics_name },
          { head: q.region, cell: (d) => `${d.province}${d.city}` },
          { head: q.budget, cell: (d) => budgetText(d) },
          { head: q.deadline, cell: (d) => d.deadline },
          { head: q.state, cell: (d) => <StateBadge d={d} /> },
        ]}
        ops={(d) =>
          d.mine ? (
            <span class="sf-muted">{q.own}</span>
          ) : (
            d.status !== 'closed' && (
              <button type="button" class="sf-btn sf-btn--primary sf-btn--sm" onClick={() => onQuote(d)}>
                {q.quote}
              </button>
            )
          )
        }
      />
    </div>
  );
}

/** 我的报价: the lab's quotes, newest first; open demands can be quoted again. */
function MyQuotes({ onQuote }: { onQuote: (d: Pick<SeekHelp, 'id' | 'title'>) => void }) {
  const { state, list, ref, pager } = usePagedList('seek_help_quote/get', {}, 10);
  return (
    <div ref={ref}>
      <ListPanel
        state={state}
        rows={list}
        empty={q.noQuotes}
        pager={pager}
        columns={[
          { head: q.demand, cell: (x) => demandLink(x.seek_help_id, x.seek_help_title) },
          { head: q.price, num: true, cell: (x) => <Price value={x.price} size="sm" /> },
          { head: q.days, num: true, cell: (x) => x.days },
          { head: q.note, class: 'mc-note', cell: (x) => x.note || '—' },
          { head: q.quotedAt, cell: (x) => formatTime(x.quoted_at) },
          {
            head: q.state,
            cell: (x) => (
              <StateBadge d={{ status: x.seek_help_status, status_name: x.seek_help_status_name }} />
            ),
          },
        ]}
        ops={(x) =>
          x.seek_help_status !== 'closed' && (
            <button
              type="button"
              class="sf-btn sf-btn--ghost sf-btn--sm"
              onClick={() => onQuote({ id: x.seek_help_id, title: x.seek_help_title })}
            >
              {q.requote}
            </button>
          )
        }
      />
    </div>
  );
}

/** 需求大厅报价 (/merchant/seekhelp): the open demands with a 报价 dialog, and 我的报价. */
export default function MerchantSeekHelpPage() {
  const [tab, setTab] = useState<Tab>('hall');
  const [quoting, setQuoting] = useState<Pick<SeekHelp, 'id' | 'title'> | null>(null);
  // a saved quote remounts the lists so counts, states and 我的报价 are fresh
  const [round, setRound] = useState(0);
  return (
    <section class="mc-card" aria-labelledby="mc-sh">
      <div class="mc-card__head">
        <h1 id="mc-sh" class="mc-title">
          {q.title}
        </h1>
      </div>
      <p class="sf-muted mc-hint">{q.hint}</p>
      <fieldset class="mc-tabs">
        <legend class="sf-sr">{q.title}</legend>
        {(
          [
            ['hall', q.hall],
            ['mine', q.mine],
          ] as const
        ).map(([id, label]) => (
          <button key={id} type="button" aria-pressed={tab === id} onClick={() => setTab(id)}>
            {label}
          </button>
        ))}
      </fieldset>
      {tab === 'hall' ? (
        <Hall key={round} onQuote={setQuoting} />
      ) : (
        <MyQuotes key={round} onQuote={setQuoting} />
      )}
      {quoting && (
        <QuoteDialog
          demand={quoting}
          onClose={() => setQuoting(null)}
          onSaved={() => {
            setQuoting(null);
            setRound((n) => n + 1);
          }}
        />
      )}
    </section>
  );
}
