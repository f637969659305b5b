import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { c, KIND_TABS } from '../../components/channel/channel-strings';
import { Chips } from '../../components/channel/chips';
import { MerchantList } from '../../components/channel/merchant-list';
import { SectionTitle } from '../../components/section-title';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';

const TABS = KIND_TABS.map(([value, label]) => ({ value, label }));

/** 推荐机构: the shops, by kind (?kind=), paginated. */
export default function RecommendShopPage() {
  const [, navigate] = useLocation();
  const raw = useQuery().get('kind') ?? '';
  const kind = TABS.find((t) => t.value === raw)?.value ?? '';
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb
        items={[{ label: c.recommendTitle, href: href('/recommend') }, { label: c.recommendShops }]}
      />
      <SectionTitle title={c.recommendShops} />
      <Chips
        label={c.recommendShops}
        items={TABS}
        value={kind}
        onChange={(v) => navigate(href('/recommend/shop', { kind: v }), { replace: true })}
      />
      <MerchantList params={{ kind: kind || undefined }} limit={12} />
    </div>
  );
}
