import './consult.css';
import { Link } from 'wouter';
import type { Goods } from '../../../core';
import { SALES_PROMOTION_UNITS, UNIT_LABELS } from '../../../core/rules/sales-units';
import { c } from '../../components/channel/channel-strings';
import { Price } from '../../components/price';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';

/**
 * A training or consulting service with what lists do not carry: its training forms and its
 * promotion price per unit (types 4 and 5 are priced by these), read from goods/info.
 */
export function CourseCard({ goods, shop }: { goods: Goods; shop?: string }) {
  const detail = useApi('goods/info', { id: goods.id }).data?.info;
  const promo = detail?.sales_promotion ?? {};
  const units = SALES_PROMOTION_UNITS.flatMap((u) => {
    const price = promo[u];
    return typeof price === 'number' ? [[u, price] as const] : [];
  });
  const forms = detail?.trainingForm ?? [];
  return (
    <Link href={href('/home/goodsdetail', { id: goods.id })} class="sf-ch-course">
      <span class="sf-ch-course__img">
        <img src={goods.cover || goods.pictures[0] || ''} alt="" loading="lazy" />
        <span class="sf-tag">{goods.servicsInfo.name}</span>
      </span>
      <span class="sf-ch-course__body">
        <b class="sf-ch-course__name" title={goods.name}>
          {goods.name}
        </b>
        {goods.description && <span class="sf-ch-course__desc">{goods.description}</span>}
        {forms.length > 0 && (
          <span class="sf-ch-course__row">
            <span class="sf-ch-course__label">{c.trainingForm}</span>
            {forms.map((f) => (
              <span key={f.id} class="sf-ch-course__form">
                {f.name}
              </span>
            ))}
          </span>
        )}
        {units.length > 0 ? (
          <span class="sf-ch-course__row">
            <span class="sf-ch-course__label">{c.promotion}</span>
            {units.map(([unit, price]) => (
              <span key={unit} class="sf-ch-course__unit">
                {UNIT_LABELS[unit]}
                <Price value={price} size="sm" />
              </span>
            ))}
          </span>
        ) : (
          <span class="sf-ch-course__row">
            <Price value={goods.min_price} from />
          </span>
        )}
        {shop && <span class="sf-ch-course__shop">{shop}</span>}
      </span>
    </Link>
  );
}
