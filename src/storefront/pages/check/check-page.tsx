import { useState } from 'react';
import { CategoryChips } from '../../components/channel/category-chips';
import { ChannelCarousel } from '../../components/channel/channel-carousel';
import { ChannelHero } from '../../components/channel/channel-hero';
import { c } from '../../components/channel/channel-strings';
import { GoodsList } from '../../components/channel/goods-list';
import { MerchantList } from '../../components/channel/merchant-list';
import { SectionTitle } from '../../components/section-title';
import { href } from '../../routes';

const LAB_DIRECTORY = href('/check/index copy');

/** 检验检测: the channel carousel, category chips over the testing services, featured labs. */
export default function CheckPage() {
  const [category, setCategory] = useState('');
  return (
    <div class="sf-container sf-ch">
      <ChannelCarousel
        position="check"
        fallback={<ChannelHero title={c.checkServices} text={c.checkServicesSub} />}
      />
      <SectionTitle title={c.checkServices} subtitle={c.checkServicesSub} level={2} id="sf-check-goods" />
      <CategoryChips servicsId={1} value={category} onChange={setCategory} />
      <GoodsList params={{ servics_id: 1, category_id: category || undefined }} limit={12} />
      <SectionTitle
        title={c.featuredLabs}
        subtitle={c.featuredLabsSub}
        more={LAB_DIRECTORY}
        moreLabel={c.labDirectory}
      />
      <MerchantList params={{ kind: 'testing_lab' }} limit={4} paginate={false} />
    </div>
  );
}
