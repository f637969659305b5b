import { Breadcrumb } from '../../components/breadcrumb';
import { SectionTitle } from '../../components/section-title';
import { href } from '../../routes';
import { MerchantList } from '../check/channel-lists';
import { c } from '../check/channel-strings';

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
