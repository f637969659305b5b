import '../../components/confirm-dialog.css';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { $session, api, formatPrice, reloadCart, type SeekHelpQuote, USER_TYPE } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { settleHref } from '../../components/cart/settle-href';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadError } from '../../components/empty-state';
import { Price } from '../../components/price';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { go } from '../../router/navigation';
import { href } from '../../routes';
import { fill } from '../../strings';
import { sh } from './seekhelp-strings';

/**
 * The quotes on the poster's own demand (seek_help_quote/get): lab, price, days, note, cheapest
 * first so they compare at a glance. A buyer accepts one (seek_help_quote/accept): the server
 * makes a private service priced by the quote and puts it in the cart; the page goes on to
 * the normal settlement.
 */
export function DemandQuotes({ id }: { id: number }) {
  const state = useApi('seek_help_quote/get', { seek_help_id: id, page: 1, limit: 100 });
  const quotes = [...(state.data?.list ?? [])].sort((a, b) => a.price - b.price);
  const session = useStore($session);
  const isBuyer = session.userType === USER_TYPE.buyer;
  const anyAccepted = quotes.some((q) => q.accepted);
  const [asking, setAsking] = useState<SeekHelpQuote | null>(null);
  const { run, busy } = useSubmit();
  const accept = async (q: SeekHelpQuote) => {
    const done = await run(
      async () => {
        const r = await api.call('seek_help_quote/accept', { id: q.id });
        await reloadCart();
        go(settleHref([r.cart_id]));
        return true;
      },
      { toast: true },
    );
    // refused: the quotes may have changed meanwhile
    if (!done) state.reload();
    setAsking(null);
  };
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
                {q.accepted ? (
                  <p class="sf-sh-quote__done">
                    <span class="sf-sh-quote__tag">{sh.accepted}</span>
                    <Link href={href('/shopcar')} class="sf-link">
                      {sh.acceptedGo}
                    </Link>
                  </p>
                ) : (
                  isBuyer &&
                  !anyAccepted && (
                    <button
                      type="button"
                      class="sf-btn sf-btn--primary sf-btn--sm sf-sh-quote__accept"
                      disabled={busy}
                      onClick={() => setAsking(q)}
                    >
                      {sh.accept}
                    </button>
                  )
                )}
              </li>
            ))}
          </ul>
          <p class="sf-muted">{isBuyer ? sh.quoteNext : sh.buyersOnly}</p>
          <ConfirmDialog
            open={!!asking}
            title={sh.acceptTitle}
            message={
              asking
                ? fill(sh.acceptConfirm, {
                    lab: asking.merchant_name,
                    price: formatPrice(asking.price),
                    n: asking.days,
                  })
                : ''
            }
            confirmText={sh.accept}
            busy={busy}
            onConfirm={() => asking && accept(asking)}
            onCancel={() => setAsking(null)}
          />
        </>
      )}
    </section>
  );
}
