import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { SectionTitle } from '../../components/section-title';
import { Chips } from '../check/channel-kit';
import { MerchantList } from '../check/channel-lists';
import { c, KIND_TABS } from '../check/channel-strings';
import { useQuery } from '../check/hooks';

const TABS = KIND_TABS.map(([value, label]) => ({ value, label }));

/** 推荐机构: the shops, by kind (?kind=), paginated. */
export default function RecommendShopPage() {
  const [, navigate] = useLocation();
  const raw = useQuery().get('kind') ?? '';
  const kind = TABS.some((t) => t.value === raw) ? raw : '';
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.recommendTitle, href: '/recommend' }, { label: c.recommendShops }]} />
      <SectionTitle title={c.recommendShops} />
      <Chips
        label={c.recommendShops}
        items={TABS}
        value={kind}
        onChange={(v) => navigate(v ? `/recommend/shop?kind=${v}` : '/recommend/shop', { replace: true })}
      />
      <MerchantList params={{ kind: kind || undefined }} limit={12} />
    </div>
  );
}
