import { Link } from 'wouter';
import { formatTime } from '../../../core/formatters/time';
import { LoadError } from '../../components/empty-state';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { fill } from '../../strings';
import { sh } from './seekhelp-strings';

/**
 * The quotes on the poster's own demand (seek_help_quote/get): lab, price, days, note, cheapest
 * first so they compare at a glance. Turning a quote into an order is not built yet: the poster
 * contacts the lab through its shop.
 */
export function DemandQuotes({ id }: { id: number }) {
  const state = useApi('seek_help_quote/get', { seek_help_id: id, page: 1, limit: 100 });
  const quotes = [...(state.data?.list ?? [])].sort((a, b) => a.price - b.price);
  return (
    <section class="sf-sh-quote-list" aria-labelledby="sf-sh-quotes-h">
      <h2 id="sf-sh-quotes-h">{sh.quoteList}</h2>
      {state.loading && !state.data ? (
        <Skeleton rows={3} />
      ) : state.error ? (
        <LoadError message={state.error} onRetry={state.reload} />
      ) : !quotes.length ? (
        <p class="sf-muted">{sh.noQuotesYet}</p>
      ) : (
        <>
          <ul>
            {quotes.map((q) => (
              <li key={q.id} class="sf-sh-quote">
                <div class="sf-sh-quote__head">
                  {q.merchant_id ? (
                    <Link href={href('/shop', { id: q.merchant_id })} class="sf-sh-quote__lab">
                      {q.merchant_name}
                    </Link>
                  ) : (
                    <span class="sf-sh-quote__lab">{q.merchant_name}</span>
                  )}
                  <Price value={q.price} />
                </div>
                <p class="sf-sh-quote__facts">
                  {fill(sh.quoteDays, { n: q.days })}
                  <span class="sf-muted"> · {fill(sh.quotedAt, { t: formatTime(q.quoted_at) })}</span>
                </p>
                {q.note && <p class="sf-sh-quote__note">{q.note}</p>}
              </li>
            ))}
          </ul>
          <p class="sf-muted">{sh.quoteNext}</p>
        </>
      )}
    </section>
  );
}
