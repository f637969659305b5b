import { useApi } from '../use-api';
import { c } from './channel-strings';
import { type Chip, Chips } from './chips';

/** The top-level categories of a service type as chips (全部 first); '' means all. */
export function CategoryChips({
  servicsId,
  value,
  onChange,
}: {
  servicsId: number;
  value: string;
  onChange: (value: string) => void;
}) {
  const state = useApi('goods_category/get', { servics_id: servicsId, page: 1, limit: 50 });
  const items: Chip[] = [
    { value: '', label: c.all },
    ...(state.data?.list ?? []).map((x) => ({
      value: String(x.id),
      label: x.name,
      count: x.goods_count,
    })),
  ];
  // categories failing to load leave 全部 alone: the list below still works
  return <Chips label={c.categories} items={items} value={value} onChange={onChange} />;
}
