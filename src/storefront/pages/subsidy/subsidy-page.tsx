import { Link } from 'wouter';
import { ChannelCarousel } from '../../components/channel/channel-carousel';
import { ChannelHero } from '../../components/channel/channel-hero';
import { c } from '../../components/channel/channel-strings';
import { Steps } from '../../components/channel/steps';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { SectionTitle } from '../../components/section-title';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href } from '../../routes';
import { PlatformCard, SubsidyCard } from './subsidy-kit';

/** 补贴联盟: open programmes, how to apply, the platforms that take applications. */
export default function SubsidyPage() {
  const subsidies = useApi('subsidy/get', { status: 'active', page: 1, limit: 4 });
  const platforms = useApi('subsidy_platform/get', { page: 1, limit: 6 });
  const list = subsidies.data?.list ?? [];
  const orgs = platforms.data?.list ?? [];
  return (
    <div class="sf-container sf-ch">
      <ChannelCarousel
        position="subsidy"
        fallback={<ChannelHero title={c.subsidyActive} text={c.subsidyActiveSub} />}
      />
      <SectionTitle
        title={c.subsidyActive}
        subtitle={c.subsidyActiveSub}
        more={href('/subsidy/more')}
        moreLabel={c.subsidyAll}
      />
      <ListBody
        state={subsidies}
        count={list.length}
        skeleton={<Skeleton rows={6} />}
        empty={<EmptyState text={c.noSubsidy} compact />}
      >
        <div class="sf-ch-subsidies">
          {list.map((s) => (
            <SubsidyCard key={s.id} s={s} />
          ))}
        </div>
      </ListBody>
      <p class="sf-ch-center">
        <Link href={href('/subsidy/moreg')} class="sf-btn sf-btn--ghost">
          {c.eligibleServices} ›
        </Link>
      </p>
      <Steps title={c.howApply} items={c.applySteps} />
      <SectionTitle title={c.platforms} subtitle={c.platformsSub} more={href('/subsidy/moreo')} />
      <ListBody
        state={platforms}
        count={orgs.length}
        skeleton={<Skeleton rows={4} />}
        empty={<EmptyState text={c.noPlatforms} compact />}
      >
        <div class="sf-ch-platforms">
          {orgs.map((p) => (
            <PlatformCard key={p.id} p={p} />
          ))}
        </div>
      </ListBody>
    </div>
  );
}
