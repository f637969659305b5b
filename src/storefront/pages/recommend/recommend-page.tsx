import { useLocation } from 'wouter';
import { Breadcrumb } from '../../components/breadcrumb';
import { ChannelHero } from '../../components/channel/channel-hero';
import { c } from '../../components/channel/channel-strings';
import { Chips } from '../../components/channel/chips';
import { GoodsList } from '../../components/channel/goods-list';
import { intParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { SERVICE_TYPES } from '../../strings';

const TABS = [
  { value: '', label: c.all },
  ...Object.entries(SERVICE_TYPES).map(([value, label]) => ({ value, label })),
];

/** 推荐服务: the recommended services, by service type (?servics_id=), paginated. */
export default function RecommendPage() {
  const [, navigate] = useLocation();
  const type = intParam(useQuery(), 'servics_id');
  const servics = type && SERVICE_TYPES[type] ? type : null;
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.recommendTitle }]} />
      <ChannelHero channel="recommend" title={c.recommendTitle} text={c.recommendText} />
      <Chips
        label={c.categories}
        items={TABS}
        value={servics ? String(servics) : ''}
        onChange={(v) => navigate(href('/recommend', { servics_id: v }), { replace: true })}
      />
      <GoodsList params={{ recommended: 1, servics_id: servics ?? undefined }} limit={15} cols={5} />
    </div>
  );
}
