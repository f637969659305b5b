import { useState } from 'react';
import { Breadcrumb } from '../../components/breadcrumb';
import { CategoryChips } from '../../components/channel/category-chips';
import { c } from '../../components/channel/channel-strings';
import { GoodsList } from '../../components/channel/goods-list';
import { SectionTitle } from '../../components/section-title';
import { href } from '../../routes';

/** 更多计量服务: every calibration service (type 3), by category, paginated. */
export default function MeteringMorePage() {
  const [category, setCategory] = useState('');
  return (
    <div class="sf-container sf-ch">
      <Breadcrumb items={[{ label: c.stdTitle, href: href('/metering') }, { label: c.moreMetering }]} />
      <SectionTitle title={c.meteringServices} subtitle={c.meteringServicesSub} level={2} />
      <CategoryChips servicsId={3} value={category} onChange={setCategory} />
      <GoodsList params={{ servics_id: 3, category_id: category || undefined }} limit={16} />
    </div>
  );
}
