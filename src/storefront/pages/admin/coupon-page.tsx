import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../../core';
import type { CouponTemplate } from '../../../core/api/contract/models-operator';
import {
  AddButton,
  CardHead,
  DateRange,
  type EditorProps,
  Field,
  inputValue,
  isStatus,
  ListPanel,
  PublishDialog,
  SelectAll,
  STATUSES,
  saveThenPublish,
  statusName,
  Tag,
  usePublishList,
} from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { pickParam, useQuery } from '../../components/use-query';
import { useSubmit } from '../../components/use-submit';
import { href } from '../../routes';

const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

function CouponDialog({ item, onClose, onSaved }: EditorProps<CouponTemplate>) {
  const [f, setF] = useState({
    name: item?.name ?? '',
    amount: item ? String(item.amount) : '',
    min_amount: item ? String(item.min_amount) : '0',
    total: item ? String(item.total) : '100',
    starts_on: item?.starts_on ?? today(),
    ends_on: item?.ends_on ?? '',
  });
  const { run, busy, error } = useSubmit();
  const set = (k: keyof typeof f) => (e: Event) => setF({ ...f, [k]: inputValue(e) });
  const save = async (publish: boolean) => {
    await run(async () => {
      await saveThenPublish(
        publish,
        () => api.call('operator_coupon/save', { id: item?.id ?? null, ...f }),
        (id) => api.call('operator_coupon/publish', { id }),
      );
      onSaved();
      onClose();
    });
  };
  return (
    <PublishDialog
      title={item ? '编辑优惠券' : '新建优惠券'}
      published={item?.status === 'published'}
      busy={busy}
      error={error}
      onClose={onClose}
      onSave={save}
    >
      <Field label="优惠券名称">
        <input value={f.name} maxLength={30} onInput={set('name')} />
      </Field>
      <Field label="优惠金额（元）">
        <input inputMode="decimal" value={f.amount} onInput={set('amount')} />
      </Field>
      <Field label="使用门槛（元）" hint="订单服务金额满多少可用，0 为无门槛">
        <input inputMode="decimal" value={f.min_amount} onInput={set('min_amount')} />
      </Field>
      <Field label="发放数量（张）">
        <input type="number" min={1} value={f.total} onInput={set('total')} />
      </Field>
      <DateRange
        from={f.starts_on}
        to={f.ends_on}
        onFrom={set('starts_on')}
        onTo={set('ends_on')}
        toHint="当天 24 点失效"
      />
    </PublishDialog>
  );
}

/** 优惠券 (/admin/coupon): platform coupon templates buyers claim; write, publish, withdraw. */
export default function AdminCouponPage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const status = pickParam(q, 'status', isStatus, '');
  const { state, list, ref, pager } = usePagedList(
    'operator_coupon/get',
    { status: status || undefined },
    20,
  );
  const publishing = usePublishList<CouponTemplate>({
    api: 'coupon',
    noun: '优惠券',
    nameOf: (c) => c.name,
    messages: {
      publish: (name) => `发布后买家即可领取「${name}」，确认发布？`,
      withdraw: (name) => `撤回后买家不能再领取「${name}」，已领取的仍可使用。确认撤回？`,
    },
    reload: state.reload,
    editor: (item, close) => <CouponDialog item={item} onClose={close} onSaved={state.reload} />,
  });
  return (
    <section class="mc-card" aria-labelledby="ad-cp" ref={ref}>
      <CardHead id="ad-cp" title="优惠券">
        <AddButton onClick={publishing.add}>新建优惠券</AddButton>
      </CardHead>
      <div class="ad-filters">
        <SelectAll
          label="状态"
          value={status}
          options={STATUSES}
          onChange={(s) => navigate(href('/admin/coupon', { status: s }))}
        />
      </div>
      <ListPanel
        state={state}
        empty="暂无优惠券，点击「新建优惠券」添加"
        skeletonRows={4}
        rows={list}
        columns={[
          { head: '名称', cell: (c) => c.name },
          {
            head: '优惠',
            cell: (c) => (c.min_amount > 0 ? `满${c.min_amount}减${c.amount}` : `无门槛减${c.amount}`),
            num: true,
          },
          { head: '有效期', cell: (c) => `${c.starts_on} 至 ${c.ends_on}` },
          { head: '已领/总量', cell: (c) => `${c.received}/${c.total}`, num: true },
          { head: '状态', cell: (c) => <Tag state={c.status} label={statusName(c.status)} /> },
        ]}
        ops={publishing.ops}
        pager={pager}
      />
      {publishing.dialogs}
    </section>
  );
}
