import './metering.css';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { ChannelHero } from '../../components/channel/channel-hero';
import { c } from '../../components/channel/channel-strings';
import { GoodsList } from '../../components/channel/goods-list';
import { MerchantList } from '../../components/channel/merchant-list';
import { SectionTitle } from '../../components/section-title';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { fill } from '../../strings';
import { SearchGoodsList } from './search-goods-list';

/** The standard-number box: submits to ?std= so a lookup can be linked and goes back with Back. */
function StandardLookup({ value }: { value: string }) {
  const [, navigate] = useLocation();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState('');
  useEffect(() => setDraft(value), [value]);
  const lookup = (std: string) => {
    const q = std.trim();
    if (!q) {
      setError(c.stdRequired);
      return;
    }
    setError('');
    // encodeURIComponent, not href(): a space stays %20 in the shared link, as it always was
    navigate(`${href('/metering')}?std=${encodeURIComponent(q)}`);
  };
  return (
    <ChannelHero title={c.stdTitle} text={c.stdText} tone="teal">
      <form
        class="sf-ch-std"
        onSubmit={(e) => {
          e.preventDefault();
          lookup(draft);
        }}
      >
        <label class="sf-sr" for="sf-std-input">
          {c.stdLabel}
        </label>
        <input
          id="sf-std-input"
          type="search"
          value={draft}
          maxLength={50}
          placeholder={c.stdPlaceholder}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? 'sf-std-error' : undefined}
          onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="sf-btn sf-btn--light">
          {c.search}
        </button>
      </form>
      {error && (
        <p id="sf-std-error" class="sf-ch-std__error" role="alert">
          {error}
        </p>
      )}
      <p class="sf-ch-std__examples">
        {c.stdExamplesLabel}
        {c.stdExamples.map((std) => (
          <button type="button" key={std} onClick={() => lookup(std)}>
            {std}
          </button>
        ))}
      </p>
    </ChannelHero>
  );
}

/**
 * 标准查询: look a standard number up (search/goods with it), then the calibration services
 * (type 3) and the metrology institutes.
 */
export default function MeteringPage() {
  const std = (useQuery().get('std') ?? '').trim().slice(0, 50);
  return (
    <div class="sf-container sf-ch">
      <StandardLookup value={std} />
      {std && (
        <section aria-labelledby="sf-std-results">
          <SectionTitle id="sf-std-results" title={fill(c.stdResults, { q: std })} />
          <SearchGoodsList params={{ keyword: std }} limit={8} empty={c.stdEmpty} />
        </section>
      )}
      <SectionTitle
        title={c.meteringServices}
        subtitle={c.meteringServicesSub}
        more={href('/metering/more')}
        moreLabel={c.moreMetering}
      />
      <GoodsList params={{ servics_id: 3 }} limit={8} paginate={false} />
      <SectionTitle
        title={c.meteringOrgs}
        subtitle={c.meteringOrgsSub}
        more={href('/metering/moreo')}
        moreLabel={c.moreMeteringOrgs}
      />
      <MerchantList params={{ kind: 'metrology_institute' }} limit={4} paginate={false} />
    </div>
  );
}
