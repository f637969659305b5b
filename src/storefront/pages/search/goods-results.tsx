import { Link } from 'wouter';
import type { GoodsHit } from '../../../core';
import { CompareToggle } from '../../components/compare/compare-toggle';
import { CompareTray } from '../../components/compare/compare-tray';
import { Price } from '../../components/price';
import { href } from '../../routes';
import { Highlight } from './highlight';
import { sw } from './search-words';

const MAX_STANDARDS = 4;

/** One service: cover, name and standards with the matched words marked, shop, price 起. */
function GoodsRow({ goods: g }: { goods: GoodsHit }) {
  const detail = href('/home/goodsdetail', { id: g.id });
  const marks = g.highlights;
  const standards = g.standards.slice(0, MAX_STANDARDS);
  return (
    <li class="sr-goods">
      <Link href={detail} class="sr-goods__img" tabIndex={-1} aria-hidden="true">
        <img
          src={g.cover || g.pictures[0] || ''}
          alt=""
          loading="lazy"
          decoding="async"
          width="120"
          height="120"
        />
      </Link>
      <div class="sr-goods__body">
        <h2 class="sr-goods__name">
          {g.servicsInfo.name && <span class="sf-tag">{g.servicsInfo.name}</span>}
          <Link href={detail}>
            <Highlight text={g.name} words={marks} />
          </Link>
        </h2>
        {standards.length > 0 && (
          <p class="sr-goods__std">
            <span class="sf-sr">{sw('searchResult.standards')}</span>
            {standards.map((std) => (
              <span key={std} class="sr-chip">
                <Highlight text={std} words={marks} />
              </span>
            ))}
          </p>
        )}
        {g.description && (
          <p class="sr-goods__desc">
            <Highlight text={g.description} words={marks} />
          </p>
        )}
        {g.merchantInfo && (
          <Link href={href('/shop', { id: g.merchantInfo.id })} class="sr-goods__shop">
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              width="14"
              height="14"
              fill="none"
              stroke="currentColor"
            >
              <path d="M2 6.5 3.2 2.5h9.6L14 6.5M2.5 6.5v7h11v-7M6.5 13.5v-4h3v4" />
            </svg>
            <Highlight text={g.merchantInfo.org_name} words={marks} />
          </Link>
        )}
      </div>
      <div class="sr-goods__side">
        <Price value={g.min_price} from size="lg" />
        <span class="sf-muted">{sw('searchResult.sold', { n: g.sales })}</span>
        <Link href={detail} class="sf-btn sf-btn--primary sf-btn--sm">
          {sw('searchResult.detail')}
        </Link>
        <CompareToggle id={g.id} name={g.name} />
      </div>
    </li>
  );
}

export function GoodsResults({ list }: { list: GoodsHit[] }) {
  return (
    <>
      <ul class="sr-list" aria-label={sw('searchResult.results')}>
        {list.map((g) => (
          <GoodsRow key={g.id} goods={g} />
        ))}
      </ul>
      <CompareTray />
    </>
  );
}
