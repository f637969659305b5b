import '../../components/confirm-dialog.css';
import './merchant-work.css';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { api, showToast } from '../../../core';
import type { AfterSaleRequest, ServiceRating } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import { FormDialog, Tabs } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { RatingSummaryLine } from '../../components/rating/rating-list';
import { Stars } from '../../components/rating/stars';
import { Skeleton } from '../../components/skeleton';
import { useSubmit } from '../../components/use-submit';

const REPLY_MAX = 500;

type Target = { kind: 'rating'; row: ServiceRating } | { kind: 'sale'; row: AfterSaleRequest };

/** The lab's reply to a rating (published under it) or its answer to an after-sale request (sent to the buyer). */
function ReplyDialog({
  target,
  onClose,
  onSaved,
}: {
  target: Target;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [text, setText] = useState(target.row.reply);
  const { run, busy, error, setError } = useSubmit();
  const rating = target.kind === 'rating';
  const save = async (e: Event) => {
    e.preventDefault();
    const reply = text.trim();
    if (!reply) return setError(rating ? '请输入回复内容' : '请输入答复内容');
    await run(
      async () => {
        const id = target.row.id;
        if (rating) await api.call('merchant_rating/reply', { id, reply });
        else await api.call('merchant_after_sale/reply', { id, reply });
        showToast(rating ? '回复已发布' : '已答复，客户将收到通知', 'success');
        onSaved();
        return true;
      },
      { leaving: true },
    );
  };
  const formId = 'mc-reply-form';
  return (
    <FormDialog
      id={formId}
      title={rating ? '回复评价' : '答复售后申请'}
      busy={busy}
      error={error}
      label={rating ? '发布回复' : '发送答复'}
      busyLabel={rating ? '发布回复' : '发送答复'}
      onClose={onClose}
      onSubmit={save}
    >
      <p class="mw-question">
        {target.kind === 'rating' ? target.row.comment || '（未填写评价内容）' : target.row.reason}
      </p>
      <label class="sf-field">
        <span>{rating ? '回复内容（公开展示在评价下方）' : '答复内容（以站内信发送给客户）'}</span>
        <CountedTextarea data-autofocus rows={5} value={text} max={REPLY_MAX} onText={setText} />
      </label>
    </FormDialog>
  );
}

const RATING_FILTERS = [
  [0, '待回复'],
  [1, '已回复'],
  ['', '全部'],
] as const;
const SALE_FILTERS = [
  ['open', '待答复'],
  ['answered', '已答复'],
  ['', '全部'],
] as const;

function Ratings({ onReply }: { onReply: (t: Target) => void }) {
  const [replied, setReplied] = useState<0 | 1 | ''>(0);
  const { state, list, ref, pager } = usePagedList(
    'merchant_rating/get',
    { replied: replied === '' ? null : replied },
    10,
  );
  return (
    <div ref={ref}>
      {state.data && <RatingSummaryLine summary={state.data.summary} />}
      <Tabs legend="回复状态" tabs={RATING_FILTERS} value={replied} onPick={setReplied} />
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text="暂无评价" compact />}
      >
        <ul class="mw-qas">
          {list.map((r) => (
            <li key={r.id} class="mw-qa">
              <div class="mw-qa__head">
                <Stars value={r.stars} />
                <p class="mw-qa__q">{r.comment || '（未填写评价内容）'}</p>
                <span class={r.reply ? 'mw-tag is-done' : 'mw-tag'}>{r.reply ? '已回复' : '待回复'}</span>
              </div>
              <p class="mw-qa__meta">
                <span>服务：{r.goods_name}</span>
                <span>客户 {r.buyer}</span>
                <time dateTime={r.created_at}>{formatTime(r.created_at)}</time>
              </p>
              {r.reply && <p class="mw-qa__a">{r.reply}</p>}
              <div class="mc-ops">
                <button
                  type="button"
                  class={r.reply ? 'sf-btn sf-btn--ghost sf-btn--sm' : 'sf-btn sf-btn--primary sf-btn--sm'}
                  onClick={() => onReply({ kind: 'rating', row: r })}
                  aria-label={`${r.reply ? '修改回复' : '回复'}：${r.goods_name}的评价`}
                >
                  {r.reply ? '修改回复' : '回复'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </ListBody>
      {pager}
    </div>
  );
}

function AfterSales({ onReply }: { onReply: (t: Target) => void }) {
  const [status, setStatus] = useState<'open' | 'answered' | ''>('open');
  const { state, list, ref, pager } = usePagedList('merchant_after_sale/get', { status }, 10);
  return (
    <div ref={ref}>
      <Tabs legend="处理状态" tabs={SALE_FILTERS} value={status} onPick={setStatus} />
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text={status === 'open' ? '没有待答复的售后申请' : '暂无售后申请'} compact />}
      >
        <ul class="mw-qas">
          {list.map((r) => (
            <li key={r.id} class="mw-qa">
              <div class="mw-qa__head">
                <span class="mw-qa__badge" aria-hidden="true">
                  售
                </span>
                <p class="mw-qa__q">{r.reason}</p>
                <span class={r.status === 'answered' ? 'mw-tag is-done' : 'mw-tag'}>
                  {r.status === 'answered' ? '已答复' : '待答复'}
                </span>
              </div>
              <p class="mw-qa__meta">
                <span>订单号 {r.order_no}</span>
                <time dateTime={r.created_at}>{formatTime(r.created_at)}</time>
              </p>
              {r.reply && <p class="mw-qa__a">{r.reply}</p>}
              {r.status === 'open' && (
                <div class="mc-ops">
                  <button
                    type="button"
                    class="sf-btn sf-btn--primary sf-btn--sm"
                    onClick={() => onReply({ kind: 'sale', row: r })}
                    aria-label={`答复：订单 ${r.order_no} 的售后申请`}
                  >
                    答复
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </ListBody>
      {pager}
    </div>
  );
}

const VIEWS = [
  ['rating', '客户评价'],
  ['aftersale', '售后申请'],
] as const;

/** 评价与售后 (/merchant/rating): ratings of the lab's services to reply to, and after-sale requests to answer. */
export default function MerchantAfterServicePage() {
  const search = useSearch();
  const [view, setView] = useState<'rating' | 'aftersale'>(
    new URLSearchParams(search).get('tab') === 'aftersale' ? 'aftersale' : 'rating',
  );
  const [target, setTarget] = useState<Target | null>(null);
  const [round, setRound] = useState(0);
  return (
    <section class="mc-card" aria-labelledby="mc-after">
      <div class="mc-card__head">
        <h1 id="mc-after" class="mc-title">
          评价与售后
        </h1>
      </div>
      <p class="mc-hint mw-lead">
        客户在订单完成后评价服务、申请售后；回复会公开展示在评价下方，售后答复以站内信通知客户。
      </p>
      <Tabs legend="类别" tabs={VIEWS} value={view} onPick={setView} />
      {view === 'rating' ? (
        <Ratings key={`r${round}`} onReply={setTarget} />
      ) : (
        <AfterSales key={`s${round}`} onReply={setTarget} />
      )}
      {target && (
        <ReplyDialog
          target={target}
          onClose={() => setTarget(null)}
          onSaved={() => {
            setTarget(null);
            setRound((n) => n + 1);
          }}
        />
      )}
    </section>
  );
}
