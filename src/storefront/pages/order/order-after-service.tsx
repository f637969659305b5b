import { useState } from 'react';
import type { OrderDetail, OrderItem } from '../../../core';
import type { AfterSaleRequest, ServiceRating } from '../../../core/api/contract/models-fulfil';
import { formatTime } from '../../../core/formatters/time';
import { runAction } from '../../../core/stores/action';
import { CountedTextarea } from '../../components/counted-textarea';
import { LoadError } from '../../components/empty-state';
import { RatingList } from '../../components/rating/rating-list';
import { StarInput } from '../../components/rating/stars';
import { useApi } from '../../components/use-api';
import { useSubmit } from '../../components/use-submit';
import { TextFormDialog } from './order-forms';

const COMMENT_MAX = 500;

/** The rating form of one service: stars, a comment with its counter, 提交评价. */
function RateItem({ item, onDone }: { item: OrderItem; onDone: () => void }) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const { run, busy, error, setError } = useSubmit();
  const submit = async () => {
    if (!stars) {
      setError('请选择 1–5 星评分');
      return;
    }
    const res = await run(() =>
      runAction('order_rating/add', { order_item_id: item.id, stars, comment: comment.trim() }),
    );
    if (res?.ok) onDone();
  };
  return (
    <form
      class="sf-od-rate"
      aria-label={`评价 ${item.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <StarInput
        value={stars}
        onChange={(n) => {
          setStars(n);
          setError('');
        }}
        label={`为 ${item.name} 评分`}
      />
      <label class="sf-field">
        <span>评价内容（选填）</span>
        <CountedTextarea
          value={comment}
          max={COMMENT_MAX}
          placeholder="服务质量、出报告速度、沟通体验……"
          onText={setComment}
        />
      </label>
      {error && (
        <p class="sf-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="sf-btn sf-btn--primary sf-btn--sm" disabled={busy}>
        提交评价
      </button>
    </form>
  );
}

function AfterSaleRow({ r }: { r: AfterSaleRequest }) {
  return (
    <li class="sf-rating">
      <div class="sf-rating__head">
        <span class={`sf-od-cstatus sf-od-cstatus--${r.status === 'open' ? 'pending_sign' : 'signed'}`}>
          {r.status === 'open' ? '待机构答复' : '已答复'}
        </span>
        <span class="sf-muted">{formatTime(r.created_at)}</span>
      </div>
      <p class="sf-rating__comment">{r.reason}</p>
      {r.reply && (
        <p class="sf-rating__reply">
          <b>机构答复：</b>
          {r.reply}
        </p>
      )}
    </li>
  );
}

/**
 * 评价与售后 of a completed order: each service rated once (the form until then, the rating and
 * the lab's reply after), and 申请售后 with the requests and their answers.
 */
export function AfterServiceSection({ order }: { order: OrderDetail }) {
  const state = useApi('order/afterService', { id: order.id });
  const [asking, setAsking] = useState(false);
  const ratings: ServiceRating[] = state.data?.ratings ?? [];
  const requests = state.data?.after_sales ?? [];
  const open = requests.some((r) => r.status === 'open');
  return (
    <section class="sf-od-section" aria-labelledby="od-after">
      <h2 id="od-after">评价与售后</h2>
      {state.error && !state.data ? (
        <LoadError message={state.error} onRetry={state.reload} />
      ) : (
        state.data && (
          <>
            {(order.items ?? []).map((item) => {
              const given = ratings.find((r) => r.order_item_id === item.id);
              return (
                <div key={item.id} class="sf-od-rate-item">
                  <h3>{item.name}</h3>
                  {given ? <RatingList ratings={[given]} /> : <RateItem item={item} onDone={state.reload} />}
                </div>
              );
            })}
            <div class="sf-od-after-sale">
              <h3>售后服务</h3>
              {requests.length > 0 && (
                <ul class="sf-rating-list">
                  {requests.map((r) => (
                    <AfterSaleRow key={r.id} r={r} />
                  ))}
                </ul>
              )}
              <button
                type="button"
                class="sf-btn sf-btn--sm sf-od-btn-plain"
                disabled={open}
                title={open ? '已有处理中的售后申请，请等待机构答复' : undefined}
                onClick={() => setAsking(true)}
              >
                申请售后
              </button>
            </div>
          </>
        )
      )}
      <TextFormDialog
        open={asking}
        title="申请售后"
        send={(reason) => runAction('order/afterSale', { id: order.id, reason })}
        label="售后原因"
        hint="请说明需要机构处理的问题，如报告内容更正、结果复核等（5–500 字）"
        min={5}
        max={500}
        tooShort="售后原因至少5个字"
        onClose={() => setAsking(false)}
        onDone={() => {
          setAsking(false);
          state.reload();
        }}
      />
    </section>
  );
}
