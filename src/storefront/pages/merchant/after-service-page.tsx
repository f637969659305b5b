import '../../components/confirm-dialog.css';
import './merchant-work.css';
import { type ReactNode, useState } from 'react';
import { useSearch } from 'wouter';
import { api, showToast } from '../../../core';
import type { AfterSaleRequest, ServiceRating } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import { CardHead, CardListPanel, FormDialog, Tabs } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { usePagedList } from '../../components/paged-list';
import { RatingSummaryLine } from '../../components/rating/rating-list';
import { Stars } from '../../components/rating/stars';
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

/** Ratings and requests share the questions' list look (merchant-work.css). */
const QA_LIST = { listClass: 'mw-qas', itemClass: 'mw-qa' };

/** One rating or request: what the customer wrote and its state, who and when, the lab's reply, its button. */
function QaBody({
  lead,
  text,
  done,
  tag,
  meta,
  reply,
  children,
}: {
  lead: ReactNode;
  text: string;
  done: boolean;
  tag: string;
  meta: ReactNode;
  reply: string;
  children?: ReactNode;
}) {
  return (
    <>
      <div class="mw-qa__head">
        {lead}
        <p class="mw-qa__q">{text}</p>
        <span class={done ? 'mw-tag is-done' : 'mw-tag'}>{tag}</span>
      </div>
      <p class="mw-qa__meta">{meta}</p>
      {reply && <p class="mw-qa__a">{reply}</p>}
      {children && <div class="mc-ops">{children}</div>}
    </>
  );
}

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
      <CardListPanel
        state={state}
        empty="暂无评价"
        pager={pager}
        rows={list}
        {...QA_LIST}
        item={(r) => (
          <QaBody
            lead={<Stars value={r.stars} />}
            text={r.comment || '（未填写评价内容）'}
            done={!!r.reply}
            tag={r.reply ? '已回复' : '待回复'}
            meta={
              <>
                <span>服务：{r.goods_name}</span>
                <span>客户 {r.buyer}</span>
                <time dateTime={r.created_at}>{formatTime(r.created_at)}</time>
              </>
            }
            reply={r.reply}
          >
            <button
              type="button"
              class={r.reply ? 'sf-btn sf-btn--ghost sf-btn--sm' : 'sf-btn sf-btn--primary sf-btn--sm'}
              onClick={() => onReply({ kind: 'rating', row: r })}
              aria-label={`${r.reply ? '修改回复' : '回复'}：${r.goods_name}的评价`}
            >
              {r.reply ? '修改回复' : '回复'}
            </button>
          </QaBody>
        )}
      />
    </div>
  );
}

function AfterSales({ onReply }: { onReply: (t: Target) => void }) {
  const [status, setStatus] = useState<'open' | 'answered' | ''>('open');
  const { state, list, ref, pager } = usePagedList('merchant_after_sale/get', { status }, 10);
  return (
    <div ref={ref}>
      <Tabs legend="处理状态" tabs={SALE_FILTERS} value={status} onPick={setStatus} />
      <CardListPanel
        state={state}
        empty={status === 'open' ? '没有待答复的售后申请' : '暂无售后申请'}
        pager={pager}
        rows={list}
        {...QA_LIST}
        item={(r) => (
          <QaBody
            lead={
              <span class="mw-qa__badge" aria-hidden="true">
                售
              </span>
            }
            text={r.reason}
            done={r.status === 'answered'}
            tag={r.status === 'answered' ? '已答复' : '待答复'}
            meta={
              <>
                <span>订单号 {r.order_no}</span>
                <time dateTime={r.created_at}>{formatTime(r.created_at)}</time>
              </>
            }
            reply={r.reply}
          >
            {r.status === 'open' && (
              <button
                type="button"
                class="sf-btn sf-btn--primary sf-btn--sm"
                onClick={() => onReply({ kind: 'sale', row: r })}
                aria-label={`答复：订单 ${r.order_no} 的售后申请`}
              >
                答复
              </button>
            )}
          </QaBody>
        )}
      />
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
      <CardHead id="mc-after" title="评价与售后" />
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
