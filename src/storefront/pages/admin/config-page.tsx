import { useEffect, useState } from 'react';
import { api, showToast } from '../../../core';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { errorText, Field, inputValue } from './admin-parts';

type Form = { service_code: string; welcome_notice: string; hotline: string; service_hours: string };
const EMPTY: Form = { service_code: '', welcome_notice: '', hotline: '', service_hours: '' };

/** 站点配置 (/admin/config, admins only): online service, welcome notice, hotline; live at once. */
export default function AdminConfigPage() {
  const state = useApi('operator_config/get');
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const config = state.data?.config;
  useEffect(() => {
    if (config)
      setForm({
        service_code: config.service_code ?? '',
        welcome_notice: config.welcome_notice ?? '',
        hotline: config.hotline ?? '',
        service_hours: config.service_hours ?? '',
      });
  }, [config]);
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  if (!config) return <Skeleton rows={6} />;
  const set = (k: keyof Form) => (e: Event) => setForm((f) => ({ ...f, [k]: inputValue(e) }));
  const save = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    try {
      await api.call('operator_config/update', form);
      showToast('站点配置已保存，前台即时生效', 'success');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
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
        {error && (
          <p class="mc-error" role="alert">
            {error}
          </p>
        )}
        <div class="mc-actions">
          <button type="submit" class="sf-btn sf-btn--primary" disabled={busy}>
            保存
          </button>
        </div>
      </form>
    </section>
  );
}
