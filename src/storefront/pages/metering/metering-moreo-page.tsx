import { Breadcrumb } from '../../components/breadcrumb';
import { c } from '../../components/channel/channel-strings';
import { MerchantList } from '../../components/channel/merchant-list';
import { SectionTitle } from '../../components/section-title';
import { href } from '../../routes';

/** 更多计量机构: every metrology institute, paginated. */
export default function MeteringMoreoPage() {
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.stdTitle, href: href('/metering') }, { label: c.moreMeteringOrgs }]} />
      <SectionTitle title={c.meteringOrgs} subtitle={c.meteringOrgsSub} />
      <MerchantList params={{ kind: 'metrology_institute' }} limit={12} />
    </div>
  );
}
