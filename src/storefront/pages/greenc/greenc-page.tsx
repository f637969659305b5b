import { useState } from 'react';
import { CardSkeleton } from '../../components/card-skeleton';
import { ChannelCarousel } from '../../components/channel/channel-carousel';
import { ChannelHero } from '../../components/channel/channel-hero';
import { c } from '../../components/channel/channel-strings';
import { Chips } from '../../components/channel/chips';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { SectionTitle } from '../../components/section-title';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { GreenCard, useGreenChips } from './green-card';

/** 绿色碳惠: what the offers add up to, the categories, and the discounts of one category. */
export default function GreencPage() {
  const [category, setCategory] = useState('');
  const chips = useGreenChips();
  const all = useApi('green_discount/get', { page: 1, limit: 100 });
  const everything = all.data?.list ?? [];
  const savedKg = everything.reduce((n, d) => n + d.carbon_saving_kg, 0);
  const shown = everything.filter((d) => !category || String(d.category_id) === category).slice(0, 6);
  return (
    <div class="sf-container sf-ch">
      <ChannelCarousel
        position="greenc"
        fallback={<ChannelHero title={c.greenTitle} text={c.greenText} tone="green" />}
      />
      {everything.length > 0 && (
        <div class="sf-ch-facts">
          <span>
            {c.greenSaving}
            <b>{Math.round(savedKg / 1000).toLocaleString('zh-CN')}</b>
            {c.greenTonsUnit}
          </span>
          <span>
            <b>{everything.length}</b>
            {c.greenOffersUnit}
          </span>
        </div>
      )}
      <SectionTitle
        title={c.greenDiscounts}
        subtitle={c.greenDiscountsSub}
        more={href('/greenc/more', { category_id: category })}
      />
      <Chips label={c.categories} items={chips} value={category} onChange={setCategory} />
      <ListBody
        state={all}
        count={shown.length}
        skeleton={<CardSkeleton count={3} />}
        empty={<EmptyState text={c.noGreen} compact />}
      >
        <div class="sf-ch-greens">
          {shown.map((d) => (
            <GreenCard key={d.id} item={d} />
          ))}
        </div>
      </ListBody>
    </div>
  );
}
