import './admin.css';
import { Fragment, useState } from 'react';
import { Link } from 'wouter';
import { api, showToast } from '../../../core';
import { ConfirmDialog, Dialog } from '../../components/confirm-dialog';
import { Field, minuteTime, SaveFooter, Tag } from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
import { LoadError } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { intParam, pickParam, useQuery } from '../../components/use-query';
import { apiErrorText, useSubmit } from '../../components/use-submit';
import { href } from '../../routes';
import { ReviewChanges } from './review-changes';
import { ReviewGoods } from './review-goods';
import { isKind, kindName } from './review-kinds';

const DONE = {
  approve: '已通过，已通知申请人',
  reject: '已驳回，已通知申请人',
  offShelf: '已下架，已通知机构',
} as const;
/** A listed service (approved, not taken down since) may be taken down by the reviewer. */
const listed = (kind: string, status: string, name: string) =>
  kind === 'goods' && status === 'approved' && name !== '已下架';

/** 审核详情 (/admin/review/detail?kind=&id=): the applicant's data and files, 通过 or 驳回 with a reason. */
export default function AdminReviewDetailPage() {
  const q = useQuery();
  const kind = pickParam(q, 'kind', isKind, null);
  const id = intParam(q, 'id');
  const state = useApi('operator_review/info', kind && id ? { kind, id } : null);
  const [asking, setAsking] = useState<'approve' | 'reject' | 'offShelf' | null>(null);
  const [reason, setReason] = useState('');
  const { run, busy, error } = useSubmit();
  const back = href('/admin/review', { kind: kind ?? '' });
  if (!kind || !id) return <LoadError message="申请不存在" onRetry={() => history.back()} />;
  if (state.error) return <LoadError message={state.error} onRetry={state.reload} />;
  const info = state.data?.info;
  if (!info) return <Skeleton rows={8} />;
  const decide = async () => {
    // the version read: the server refuses a decision once the applicant has changed it since
    const seen = { kind, id, applied_at: info.applied_at };
    await run(async () => {
      try {
        if (asking === 'approve') await api.call('operator_review/approve', seen);
        else if (asking === 'offShelf') await api.call('operator_review/offShelf', { id, reason });
        else await api.call('operator_review/reject', { ...seen, reason });
      } catch (err) {
        // a refused decision may be about a newer version: the page shows what is there now
        state.reload();
        // 通过 has no form to show a refusal in: it becomes a toast and the question closes
        if (asking !== 'approve') throw err;
        showToast(apiErrorText(err), 'error');
        setAsking(null);
        return;
      }
      showToast(DONE[asking ?? 'approve'], 'success');
      setAsking(null);
      setReason('');
      state.reload();
    });
  };
  return (
    <section class="mc-card" aria-labelledby="ad-rd">
      <div class="mc-card__head">
        <h1 id="ad-rd" class="mc-title">
          {kindName(kind)}：{info.title}
        </h1>
        <Link href={back} class="sf-btn sf-btn--ghost sf-btn--sm">
          返回列表
        </Link>
      </div>
      <dl class="ad-fields">
        <dt>状态</dt>
        <dd>
          <Tag state={info.status} label={info.status_name} />
        </dd>
        <dt>申请人</dt>
        <dd>{info.applicant}</dd>
        <dt>提交时间</dt>
        <dd>{minuteTime(info.applied_at)}</dd>
        {info.reviewed_at && (
          <>
            <dt>审核时间</dt>
            <dd>{minuteTime(info.reviewed_at)}</dd>
          </>
        )}
        {info.reason && (
          <>
            <dt>驳回原因</dt>
            <dd>{info.reason}</dd>
          </>
        )}
        {info.fields.map((f) => (
          <Fragment key={f.label}>
            <dt>{f.label}</dt>
            <dd>
              {f.url ? (
                <a href={f.url} target="_blank" rel="noopener noreferrer">
                  {f.value}
                </a>
              ) : (
                f.value
              )}
            </dd>
          </Fragment>
        ))}
      </dl>
      {info.goods && <ReviewGoods goods={info.goods} />}
      {info.changes && <ReviewChanges changes={info.changes} pending={info.status === 'pending'} />}
      {listed(kind, info.status, info.status_name) && (
        <div class="mc-actions">
          <button type="button" class="sf-btn sf-btn--ghost" onClick={() => setAsking('offShelf')}>
            下架服务
          </button>
        </div>
      )}
      {info.status === 'pending' && (
        <div class="mc-actions">
          <button type="button" class="sf-btn sf-btn--primary" onClick={() => setAsking('approve')}>
            通过
          </button>
          <button type="button" class="sf-btn sf-btn--ghost" onClick={() => setAsking('reject')}>
            驳回
          </button>
        </div>
      )}
      <ConfirmDialog
        open={asking === 'approve'}
        title="通过审核"
        message={
          kind === 'goods_revision'
            ? `确认通过「${info.title}」的修改？通过后买家立即看到修改后的内容和价格，机构会收到站内信。`
            : `确认通过「${info.title}」？申请人会收到站内信。`
        }
        busy={busy}
        onConfirm={decide}
        onCancel={() => setAsking(null)}
      />
      <Dialog
        open={asking === 'reject' || asking === 'offShelf'}
        title={asking === 'offShelf' ? '下架服务' : '驳回申请'}
        busy={busy}
        onClose={() => setAsking(null)}
        footer={
          <SaveFooter
            busy={busy}
            onClose={() => setAsking(null)}
            onSave={decide}
            label={asking === 'offShelf' ? '确认下架' : '确认驳回'}
            disabled={reason.trim().length < 2}
          />
        }
      >
        <Field
          label={asking === 'offShelf' ? '下架原因' : '驳回原因'}
          hint="2-200 字，申请人会在站内信和申请页看到它"
        >
          <CountedTextarea rows={4} max={200} value={reason} onText={setReason} />
        </Field>
        {error && (
          <p class="mc-error" role="alert">
            {error}
          </p>
        )}
      </Dialog>
    </section>
  );
}
