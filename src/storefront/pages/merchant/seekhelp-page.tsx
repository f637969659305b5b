import '../../components/console/console.css';
import { useState } from 'react';
import { Link } from 'wouter';
import type { SeekHelp } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { href } from '../../routes';
import { budgetText, StateBadge } from '../seekhelp/seekhelp-kit';
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
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text={q.noDemands} compact />}
      >
        <table class="mc-table">
          <thead>
            <tr>
              <th>{q.demand}</th>
              <th>{q.type}</th>
              <th>{q.region}</th>
              <th>{q.budget}</th>
              <th>{q.deadline}</th>
              <th>{q.state}</th>
              <th>{q.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((d) => (
              <tr key={d.id}>
                <td>{demandLink(d.id, d.title)}</td>
                <td data-label={q.type}>{d.servics_name}</td>
                <td data-label={q.region}>
                  {d.province}
                  {d.city}
                </td>
                <td data-label={q.budget}>{budgetText(d)}</td>
                <td data-label={q.deadline}>{d.deadline}</td>
                <td data-label={q.state}>
                  <StateBadge d={d} />
                </td>
                <td class="mc-ops">
                  {d.mine ? (
                    <span class="sf-muted">{q.own}</span>
                  ) : (
                    d.status !== 'closed' && (
                      <button
                        type="button"
                        class="sf-btn sf-btn--primary sf-btn--sm"
                        onClick={() => onQuote(d)}
                      >
                        {q.quote}
                      </button>
                    )
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      {pager}
    </div>
  );
}

/** 我的报价: the lab's quotes, newest first; open demands can be quoted again. */
function MyQuotes({ onQuote }: { onQuote: (d: Pick<SeekHelp, 'id' | 'title'>) => void }) {
  const { state, list, ref, pager } = usePagedList('seek_help_quote/get', {}, 10);
  return (
    <div ref={ref}>
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text={q.noQuotes} compact />}
      >
        <table class="mc-table">
          <thead>
            <tr>
              <th>{q.demand}</th>
              <th class="mc-num">{q.price}</th>
              <th class="mc-num">{q.days}</th>
              <th>{q.note}</th>
              <th>{q.quotedAt}</th>
              <th>{q.state}</th>
              <th>{q.actions}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((x) => (
              <tr key={x.id}>
                <td>{demandLink(x.seek_help_id, x.seek_help_title)}</td>
                <td data-label={q.price} class="mc-num">
                  <Price value={x.price} size="sm" />
                </td>
                <td data-label={q.days} class="mc-num">
                  {x.days}
                </td>
                <td data-label={q.note} class="mc-note">
                  {x.note || '—'}
                </td>
                <td data-label={q.quotedAt}>{formatTime(x.quoted_at)}</td>
                <td data-label={q.state}>
                  <StateBadge d={{ status: x.seek_help_status, status_name: x.seek_help_status_name }} />
                </td>
                <td class="mc-ops">
                  {x.seek_help_status !== 'closed' && (
                    <button
                      type="button"
                      class="sf-btn sf-btn--ghost sf-btn--sm"
                      onClick={() => onQuote({ id: x.seek_help_id, title: x.seek_help_title })}
                    >
                      {q.requote}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      {pager}
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
