import { useState } from 'react';
import { CategoryChips } from '../../components/channel/category-chips';
import { ChannelCarousel } from '../../components/channel/channel-carousel';
import { ChannelHero } from '../../components/channel/channel-hero';
import { c } from '../../components/channel/channel-strings';
import { GoodsList } from '../../components/channel/goods-list';
import { MerchantList } from '../../components/channel/merchant-list';
import { Steps } from '../../components/channel/steps';
import { SectionTitle } from '../../components/section-title';
import { href } from '../../routes';

/** 认证认可: carousel, certification services (type 2) by category, bodies, how it works. */
export default function ApprobationPage() {
  const [category, setCategory] = useState('');
  return (
    <div class="sf-container sf-ch">
      <ChannelCarousel
        position="approbation"
        fallback={<ChannelHero title={c.certServices} text={c.certServicesSub} tone="indigo" />}
      />
      <Steps title={c.howCert} items={c.certSteps} />
      <SectionTitle title={c.certServices} subtitle={c.certServicesSub} />
      <CategoryChips servicsId={2} value={category} onChange={setCategory} />
      <GoodsList params={{ servics_id: 2, category_id: category || undefined }} limit={12} />
      <SectionTitle
        title={c.certBodies}
        subtitle={c.certBodiesSub}
        more={href('/recommend/shop', { kind: 'certification_body' })}
      />
      <MerchantList params={{ kind: 'certification_body' }} limit={4} paginate={false} />
    </div>
  );
}
