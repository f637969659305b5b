import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import { useState } from 'react';
import { api, type OwnShop, showToast } from '../../../core';
import { FormError, RichEditor } from '../../components/console';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { ImageField, type Picked } from './merchant-parts';
import { m, NAV_ITEMS } from './merchant-strings';
import { SampleAddressCard } from './sample-address-form';

const picked = (url: string): Picked | null => (url ? { id: null, url, mime: 'image/*', name: '' } : null);

function ShopForm({ shop, onSaved }: { shop: OwnShop; onSaved: (s: OwnShop) => void }) {
  const [name, setName] = useState(shop.org_name);
  const [logo, setLogo] = useState(picked(shop.logo));
  const [banner, setBanner] = useState(picked(shop.banner));
  const [intro, setIntro] = useState(shop.intro);
  const [nav, setNav] = useState<number[]>(shop.nav);
  const { run, busy, error, setError } = useSubmit();
  const save = async (e: Event) => {
    e.preventDefault();
    if (!name.trim()) return setError(`${m.required}${m.shopName}`);
    await run(async () => {
      const { info } = await api.call('merchant_style/edit', {
        org_name: name,
        intro,
        nav,
        logo_id: logo?.id ?? null,
        banner_id: banner?.id ?? null,
      });
      showToast('店铺设置已保存', 'success');
      onSaved(info);
    });
  };
  const toggle = (id: number, on: boolean) => setNav(on ? [...nav, id].sort() : nav.filter((n) => n !== id));
  return (
    <form class="mc-form" onSubmit={save} noValidate>
      <label class="sf-field">
        <span>{m.shopName}</span>
        <input
          value={name}
          maxLength={100}
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
      <div class="mc-row">
        <ImageField label={m.logo} value={logo} onChange={setLogo} />
        <ImageField label={m.banner} value={banner} onChange={setBanner} wide />
      </div>
      <fieldset class="mc-checks">
        <legend>{m.nav}</legend>
        {NAV_ITEMS.map(([id, label]) => (
          <label key={id}>
            <input
              type="checkbox"
              checked={nav.includes(id)}
              onChange={(e) => toggle(id, (e.currentTarget as HTMLInputElement).checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p class="mc-hint">{m.navHint}</p>
      <RichEditor label={m.intro} initial={shop.intro} onChange={setIntro} />
      <FormError error={error} />
      <div class="mc-actions">
        <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
          {busy ? m.saving : m.save}
        </button>
        {shop.state === 'open' && (
          <a
            class="sf-btn sf-btn--ghost"
            href={href('/shop', { id: shop.merchant_id })}
            target="_blank"
            rel="noopener"
          >
            {m.viewShop}
          </a>
        )}
      </div>
    </form>
  );
}

/**
 * 店铺设置 (/merchant/shop): name, logo, banner, introduction and the shop nav, public at once;
 * and the 收样地址 buyers send samples to, saved on its own.
 */
export default function MerchantShopPage() {
  const state = useApi('merchant_center/shop');
  const [saved, setSaved] = useState<OwnShop | null>(null);
  const shop = saved ?? state.data?.info;
  if (state.error && !shop) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!shop) return <Skeleton rows={8} />;
  return (
    <div class="mc-page">
      <section class="mc-card" aria-labelledby="mc-shop">
        <h1 id="mc-shop" class="mc-title">
          {m.shopSettings}
        </h1>
        <ShopForm key={`${shop.merchant_id}`} shop={shop} onSaved={setSaved} />
      </section>
      <SampleAddressCard key={`sample-${shop.merchant_id}`} address={shop.sample_address ?? null} />
    </div>
  );
}
