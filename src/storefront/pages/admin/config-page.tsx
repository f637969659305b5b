import { useEffect, useState } from 'react';
import { api, showToast } from '../../../core';
import { FEE_RATE_RULE, isSettableFeeRate, platformFeeRate } from '../../../core/rules/settlement';
import { Field, FormError, inputValue } from '../../components/console';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';

type Form = {
  service_code: string;
  welcome_notice: string;
  hotline: string;
  service_hours: string;
  /** The platform fee as a percentage ('3.25'); the server keeps the fraction (0.0325). */
  fee_percent: string;
};
const EMPTY: Form = { service_code: '', welcome_notice: '', hotline: '', service_hours: '', fee_percent: '' };

/** 0.0325 → '3.25' (the rate in effect: the default when the config has none). */
const toPercent = (rate: unknown): string => String(Math.round(platformFeeRate(rate) * 10_000) / 100);
/** '3.25' → 0.0325, or null when it is no settable rate (the server says the same rule). */
const toRate = (percent: string): number | null => {
  const p = percent.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(p)) return null;
  const rate = Math.round(Number(p) * 100) / 10_000;
  return isSettableFeeRate(rate) ? rate : null;
};

/** 站点配置 (/admin/config, admins only): online service, welcome notice, hotline, platform fee; live at once. */
export default function AdminConfigPage() {
  const state = useApi('operator_config/get');
  const [form, setForm] = useState<Form>(EMPTY);
  const { run, busy, error, setError } = useSubmit();
  const config = state.data?.config;
  useEffect(() => {
    if (config)
      setForm({
        service_code: config.service_code ?? '',
        welcome_notice: config.welcome_notice ?? '',
        hotline: config.hotline ?? '',
        service_hours: config.service_hours ?? '',
        fee_percent: toPercent(config.platform_fee_rate),
      });
  }, [config]);
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!config) return <Skeleton rows={6} />;
  const set = (k: keyof Form) => (e: Event) => setForm((f) => ({ ...f, [k]: inputValue(e) }));
  const save = async (e: Event) => {
    e.preventDefault();
    const platform_fee_rate = toRate(form.fee_percent);
    if (platform_fee_rate === null) {
      setError(FEE_RATE_RULE);
      return;
    }
    await run(async () => {
      const { fee_percent: _p, ...texts } = form;
      await api.call('operator_config/update', { ...texts, platform_fee_rate });
      showToast('站点配置已保存，前台即时生效', 'success');
    });
  };
  return (
    <section class="mc-card" aria-labelledby="ad-cf">
      <h1 id="ad-cf" class="mc-title">
        站点配置
      </h1>
      <form class="mc-form" onSubmit={save} noValidate>
        <Field
          label="在线客服地址"
          hint="页头「在线客服」打开的地址：https:// 开头的网址，或 / 开头的本站页面"
        >
          <input maxLength={300} value={form.service_code} onInput={set('service_code')} />
        </Field>
        <Field label="欢迎语" hint="首页显示的欢迎通知，可不填">
          <input maxLength={200} value={form.welcome_notice} onInput={set('welcome_notice')} />
        </Field>
        <div class="mc-row">
          <Field label="客服热线">
            <input maxLength={30} value={form.hotline} onInput={set('hotline')} />
          </Field>
          <Field label="服务时间">
            <input maxLength={50} value={form.service_hours} onInput={set('service_hours')} />
          </Field>
        </div>
        <Field
          label="平台服务费率（%）"
          hint="每笔已付款项中平台收取的比例，0–20，最多两位小数；之后支付的款项按新费率结算"
        >
          <input inputMode="decimal" maxLength={6} value={form.fee_percent} onInput={set('fee_percent')} />
        </Field>
        <FormError error={error} />
        <div class="mc-actions">
          <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
            保存
          </button>
        </div>
      </form>
    </section>
  );
}
