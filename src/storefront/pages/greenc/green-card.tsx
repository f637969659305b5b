import './green.css';
import { Link } from 'wouter';
import type { GreenDiscount } from '../../../core/api/contract/models-content';
import { c } from '../../components/channel/channel-strings';
import type { Chip } from '../../components/channel/chips';
import { Price } from '../../components/price';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { fill } from '../../strings';

/** 120000 kg → 120 吨; small savings stay in kg. */
export const carbonText = (kg: number): string =>
  kg >= 1000 ? fill(c.tons, { n: Number((kg / 1000).toFixed(kg >= 10_000 ? 0 : 1)) }) : fill(c.kg, { n: kg });

/** The green categories as chips (全部 first). */
export function useGreenChips(): Chip[] {
  const state = useApi('green_discount_category/get', { page: 1, limit: 50 });
  return [
    { value: '', label: c.all },
    ...(state.data?.list ?? []).map((x) => ({
      value: String(x.id),
      label: x.name,
      count: x.count,
    })),
  ];
}

/** A discount: its badge (九折), the carbon it helps save, and the service it applies to. */
export function GreenCard({ item }: { item: GreenDiscount }) {
  const g = item.goodsInfo;
  return (
    <article class="sf-ch-green">
      <header>
        <span class="sf-ch-green__badge">{item.discount_text}</span>
        <span class="sf-ch-green__cat">{item.category_name}</span>
      </header>
      <h3>{item.title}</h3>
      <p class="sf-ch-green__saving">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
        >
          <path d="M5 21c0-9 6-15 15-16-1 9-7 15-15 16zM5 21l7-7" />
        </svg>
        {fill(c.carbonSaving, { n: carbonText(item.carbon_saving_kg) })}
      </p>
      <p class="sf-ch-green__desc">{item.description}</p>
      {g ? (
        <Link href={href('/home/goodsdetail', { id: g.id })} class="sf-ch-green__goods">
          <img src={g.cover || g.pictures?.[0] || ''} alt="" loading="lazy" width="56" height="56" />
          <span>
            <span class="sf-ch-green__name" title={g.name}>
              {g.name}
            </span>
            <Price value={g.min_price} from size="sm" />
          </span>
          <span class="sf-ch-green__go">{c.viewGoods} ›</span>
        </Link>
      ) : (
        <p class="sf-ch-green__off">{c.goodsOff}</p>
      )}
    </article>
  );
}
