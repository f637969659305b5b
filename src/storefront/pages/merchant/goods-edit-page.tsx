import '../../components/confirm-dialog.css';
import '../../components/console/console.css';
import './goods-edit.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { api, isPromotionPriced, showToast } from '../../../core';
import { OPTION_GROUP_LABELS, optionGroupsOf } from '../../../core/rules/goods-fields';
import { nextGoodsState } from '../../../core/rules/goods-states';
import { isSampleBased } from '../../../core/rules/order-states';
import { SALES_PROMOTION_UNITS, UNIT_LABELS } from '../../../core/rules/sales-units';
import { sampleAddressLine } from '../../../core/rules/sample-address';
import { FormError, RichEditor } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { GROUP_HINTS, ge } from './goods-edit-strings';
import { type FormErrors, goodsFormErrors, refusalField } from './goods-form-checks';
import { blankForm, formOf, type GoodsForm, toInput } from './goods-form-state';
import { ImageField } from './merchant-parts';
import { m, SERVICE_TYPES } from './merchant-strings';
import { OptionGroup } from './option-group';
import { PicturesField } from './pictures-field';
import { SampleAddressFields, sampleAddressErrors } from './sample-address-form';

/** 发布 / 编辑服务 (/merchant/goods/edit[?id=|?copy=]): every field of a service, saved by the server's rules. */
export default function MerchantGoodsEditPage() {
  const q = useQuery();
  const id = intParam(q, 'id');
  const copy = intParam(q, 'copy');
  const source = useApi('merchant_goods/info', id || copy ? { id: (id || copy) as number } : null);
  const tree = useApi('goods_category/getTreeFront');
  // where samples go when the service has no address of its own
  const shop = useApi('merchant_center/shop');
  const [triedAddress, setTriedAddress] = useState(false);
  const [, navigate] = useLocation();
  const [f, setF] = useState<GoodsForm | null>(id || copy ? null : blankForm());
  const { run, busy, error, setError } = useSubmit();
  // after the first save every problem shows at once, and stays current while the lab mends it
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = () =>
    setTimeout(() => {
      const root = formRef.current;
      const first =
        root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-invalid="true"]') ??
        root?.querySelector<HTMLElement>('.sf-field__error');
      first?.focus();
      first?.scrollIntoView?.({ block: 'center' });
    });
  // a refusal that names a field is shown at that field, which takes the focus
  useEffect(() => {
    if (error && refusalField(error)) focusFirstInvalid();
  }, [error]);
  const loaded = source.data?.info;
  useEffect(() => {
    if (loaded) setF(formOf(loaded, !!copy, m.copyOf));
  }, [loaded, copy]);
  if ((id || copy) && source.error && !loaded)
    return <LoadError message={source.error} onRetry={source.reload} />;
  if (!f) return <Skeleton rows={10} />;
  const set = <K extends keyof GoodsForm>(k: K, v: GoodsForm[K]) => setF({ ...f, [k]: v });
  const text =
    (k: 'name' | 'summary' | 'standards' | 'turnaround_days' | 'sample_requirement') => (e: Event) =>
      set(k, (e.currentTarget as HTMLInputElement).value);
  const promo = isPromotionPriced(f.servics_id);
  const cats = (tree.data?.list ?? []).filter((c) => c.servics_id === f.servics_id);
  const refused = error ? refusalField(error) : '';
  const shown: FormErrors = {
    ...(refused ? { [refused]: error } : {}),
    ...(checked ? goodsFormErrors(f) : {}),
  };
  const invalid = (k: string) => ({
    'aria-labelledby': `ge-${k}-l`,
    'aria-invalid': shown[k] ? ('true' as const) : undefined,
    'aria-describedby': shown[k] ? `ge-${k}-err` : undefined,
  });
  const fieldError = (k: string) =>
    shown[k] && (
      <small id={`ge-${k}-err`} class="sf-field__error">
        {shown[k]}
      </small>
    );
  const pendingEdit = loaded?.state === 'pending' && !copy;
  const sampleBased = isSampleBased([f.servics_id]);
  const shopAddress = shop.data?.info.sample_address;
  const addressErrors = sampleBased && f.own_sample_address ? sampleAddressErrors(f.sample_address) : {};
  const save = async (submit: boolean) => {
    setChecked(true);
    const problems = Object.keys(goodsFormErrors(f)).length;
    if (problems) {
      setError(ge.fix(problems));
      return focusFirstInvalid();
    }
    const addressProblem = Object.values(addressErrors)[0];
    if (addressProblem) {
      setTriedAddress(true);
      return setError(`${m.sampleAddress}：${addressProblem}`);
    }
    await run(
      async () => {
        const input = toInput({ ...f, own_sample_address: sampleBased && f.own_sample_address }, promo);
        const answer = id
          ? await api.call('merchant_goods/edit', { ...input, id })
          : await api.call('merchant_goods/add', { ...input, submit });
        const saved = answer.info;
        if (id && submit && nextGoodsState(saved.state, 'submit'))
          await api.call('merchant_goods/submit', { id });
        const waits = id && saved.state === 'on_sale' && saved.revision?.state === 'pending';
        showToast(
          waits
            ? '修改已提交审核，审核通过前买家看到的仍是原版本'
            : submit
              ? '服务已提交审核'
              : id && saved.state === 'pending'
                ? ge.resubmitted
                : '服务已保存',
          'success',
        );
        navigate(href('/merchant/goods'));
        return true;
      },
      { leaving: true },
    );
  };
  const canSubmit = !loaded || !!copy || nextGoodsState(loaded.state, 'submit');
  return (
    <section class="mc-card" aria-labelledby="mc-ge">
      <div class="mc-card__head">
        <h1 id="mc-ge" class="mc-title">
          {id ? m.editTitle : m.addTitle}
        </h1>
        <Link href={href('/merchant/goods')}>{m.backToList}</Link>
      </div>
      {loaded?.state === 'on_sale' && !copy && (
        <p class="mc-note">
          {loaded.revision?.state === 'pending'
            ? '此服务有待审核的修改：下面是您提交的修改，买家仍看到审核通过的原版本。再次保存会替换这次修改。'
            : '此服务已上架：修改名称、价格、服务内容、标准、周期、简介或详情需平台审核，审核通过前买家看到的仍是原版本；只更换图片立即生效。'}
        </p>
      )}
      {loaded?.state === 'on_sale' && !copy && loaded.revision?.state === 'rejected' && (
        <p class="mc-note is-rejected">上次修改未通过：{loaded.revision.reject_reason}</p>
      )}
      {loaded?.state === 'rejected' && !copy && (
        <p class="mc-note is-rejected">
          {m.rejectReason}：{loaded.reject_reason}
        </p>
      )}
      {pendingEdit && (
        <p class="mc-note" role="note">
          {ge.pendingNote}
        </p>
      )}
      <form
        ref={formRef}
        class="mc-form ge-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save(false);
        }}
      >
        <label class="sf-field">
          <span id="ge-name-l">{m.goodsName}</span>
          <input value={f.name} maxLength={200} onInput={text('name')} {...invalid('name')} />
          {fieldError('name')}
        </label>
        <div class="mc-row">
          <label class="sf-field">
            <span id="ge-servics_id-l">{m.servicsType}</span>
            <select
              {...invalid('servics_id')}
              value={f.servics_id}
              onChange={(e) =>
                setF({
                  ...f,
                  servics_id: Number((e.currentTarget as HTMLSelectElement).value),
                  category_id: null,
                })
              }
            >
              {SERVICE_TYPES.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
            {fieldError('servics_id')}
          </label>
          <label class="sf-field">
            <span id="ge-category_id-l">{m.category}</span>
            <select
              {...invalid('category_id')}
              value={f.category_id ?? ''}
              onChange={(e) =>
                set('category_id', Number((e.currentTarget as HTMLSelectElement).value) || null)
              }
            >
              <option value="">{m.noCategory}</option>
              {cats.map((c) => (
                <optgroup key={c.id} label={c.name}>
                  <option value={c.id}>{c.name}</option>
                  {c.children.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
            {fieldError('category_id')}
          </label>
        </div>
        <div class="mc-row">
          <ImageField label={m.cover} value={f.cover} onChange={(v) => set('cover', v)} />
          <PicturesField value={f.pictures} onChange={(v) => set('pictures', v)} />
        </div>
        {fieldError('cover')}
        {fieldError('pictures')}
        <label class="sf-field">
          <span id="ge-summary-l">{m.summary}</span>
          <CountedTextarea
            value={f.summary}
            max={500}
            onText={(summary) => set('summary', summary)}
            {...invalid('summary')}
          />
          {fieldError('summary')}
        </label>
        <label class="sf-field">
          <span id="ge-standards-l">{m.standards}</span>
          <textarea value={f.standards} onInput={text('standards')} {...invalid('standards')} />
          {fieldError('standards')}
        </label>
        <p class="mc-hint">{m.standardsHint}</p>
        <div class="mc-row">
          <label class="sf-field">
            <span id="ge-turnaround_days-l">{m.turnaround}</span>
            <input
              inputMode="numeric"
              value={f.turnaround_days}
              onInput={text('turnaround_days')}
              {...invalid('turnaround_days')}
            />
            {fieldError('turnaround_days')}
          </label>
          <label class="sf-field">
            <span id="ge-sample_requirement-l">{m.sample}</span>
            <input
              value={f.sample_requirement}
              maxLength={500}
              onInput={text('sample_requirement')}
              {...invalid('sample_requirement')}
            />
            {fieldError('sample_requirement')}
          </label>
        </div>
        {sampleBased && (
          <fieldset class="mc-group mc-sample-own">
            <legend>{m.sampleAddress}</legend>
            {!f.own_sample_address && shopAddress === null && (
              <p class="mc-note is-rejected" role="status">
                {m.noSampleAddress}{' '}
                <Link href={`${href('/merchant/shop')}#sample-address`}>{m.fillSampleAddress}</Link>
              </p>
            )}
            {!f.own_sample_address && shopAddress && (
              <p class="mc-hint">
                {m.shopSampleAddress}：{sampleAddressLine(shopAddress)}
              </p>
            )}
            <label class="mc-check">
              <input
                type="checkbox"
                checked={f.own_sample_address}
                onChange={(e) => set('own_sample_address', (e.currentTarget as HTMLInputElement).checked)}
              />
              {m.ownSampleAddress}
            </label>
            {f.own_sample_address && (
              <SampleAddressFields
                value={f.sample_address}
                onChange={(v) => set('sample_address', v)}
                errors={triedAddress ? addressErrors : {}}
              />
            )}
          </fieldset>
        )}
        {/* only the groups the service's type has (a group of another type is not sent) */}
        {optionGroupsOf(f.servics_id).map((k) => (
          <OptionGroup
            key={k}
            group={k}
            label={OPTION_GROUP_LABELS[k]}
            hint={GROUP_HINTS[f.servics_id]?.[k]}
            value={f[k]}
            errors={shown}
            onChange={(v) => set(k, v)}
          />
        ))}
        {promo && (
          <fieldset class="mc-group">
            <legend>{m.promotion}</legend>
            <p class="mc-hint">{m.promotionHint}</p>
            <div class="mc-row">
              {SALES_PROMOTION_UNITS.map((u) => (
                <label key={u} class="sf-field">
                  <span id={`ge-sales_promotion.${u}-l`}>{UNIT_LABELS[u]}</span>
                  <input
                    inputMode="decimal"
                    {...invalid(`sales_promotion.${u}`)}
                    aria-invalid={
                      shown[`sales_promotion.${u}`] ||
                      (shown.sales_promotion && u === SALES_PROMOTION_UNITS[0])
                        ? 'true'
                        : undefined
                    }
                    value={f.sales_promotion[u] ?? ''}
                    onInput={(e) =>
                      set('sales_promotion', {
                        ...f.sales_promotion,
                        [u]: (e.currentTarget as HTMLInputElement).value,
                      })
                    }
                  />
                  {fieldError(`sales_promotion.${u}`)}
                </label>
              ))}
            </div>
            {fieldError('sales_promotion')}
          </fieldset>
        )}
        <RichEditor label={m.content} initial={loaded?.content ?? ''} onChange={(v) => set('content', v)} />
        {fieldError('content')}
        <FormError error={error} />
        <div class="mc-actions">
          <button type="submit" class="sf-btn sf-btn--ghost" disabled={busy}>
            {busy ? m.saving : pendingEdit ? ge.saveResubmit : id ? m.save : m.saveDraft}
          </button>
          {canSubmit && (
            <button type="button" class="sf-btn sf-btn--primary" disabled={busy} onClick={() => save(true)}>
              {m.saveAndSubmit}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
