import { useState } from 'react';
import { api, showToast } from '../../../core';
import type { FeedbackEntry } from '../../../core/api/contract/models-operator';
import { Dialog } from '../../components/confirm-dialog';
import {
  Field,
  FilterForm,
  FormError,
  inputValue,
  ListPanel,
  minuteTime,
  SaveFooter,
  Tag,
} from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { useSubmit } from '../../components/use-submit';

type Status = 'pending' | 'replied' | '';

/** 回复: the answer reaches the sender as a site letter; a feedback is answered once. */
function ReplyDialog({
  item,
  onClose,
  onDone,
}: {
  item: FeedbackEntry;
  onClose: () => void;
  onDone: () => void;
}) {
  const [reply, setReply] = useState('');
  const { run, busy, error } = useSubmit();
  const send = async () => {
    await run(
      async () => {
        await api.call('operator_feedback/reply', { id: item.id, reply: reply.trim() });
        showToast('已回复，已通过站内信通知用户', 'success');
        onDone();
        onClose();
        return true;
      },
      { leaving: true },
    );
  };
  return (
    <Dialog
      open
      size="wide"
      title="回复反馈"
      onClose={onClose}
      busy={busy}
      footer={
        <SaveFooter
          busy={busy}
          onClose={onClose}
          onSave={send}
          label="发送回复"
          disabled={reply.trim().length < 2}
        />
      }
    >
      <div class="mc-form">
        <p class="mc-note">{item.content}</p>
        <Field label="回复内容" hint="2-500 字，用户会在站内信中看到">
          <textarea rows={4} maxLength={500} value={reply} onInput={(e) => setReply(inputValue(e))} />
        </Field>
        <FormError error={error} />
      </div>
    </Dialog>
  );
}

/** 意见反馈 (/admin/feedback, 客服): the inbox, waiting first; answer each once. */
export default function AdminFeedbackPage() {
  const [status, setStatus] = useState<Status>('pending');
  const [keyword, setKeyword] = useState('');
  const { state, list, ref, pager } = usePagedList(
    'operator_feedback/get',
    { status: status || undefined, keyword: keyword || undefined },
    10,
  );
  const [replying, setReplying] = useState<FeedbackEntry | null>(null);
  return (
    <section class="mc-card" aria-labelledby="ad-fb" ref={ref}>
      <h1 id="ad-fb" class="mc-title">
        意见反馈
      </h1>
      <FilterForm label="关键词" placeholder="反馈内容、手机号" onSearch={setKeyword}>
        <Field label="状态">
          <select value={status} onChange={(e) => setStatus(inputValue(e) as Status)}>
            <option value="pending">待回复</option>
            <option value="replied">已回复</option>
            <option value="">全部</option>
          </select>
        </Field>
      </FilterForm>
      <ListPanel
        state={state}
        rows={list}
        empty="暂无反馈"
        pager={pager}
        columns={[
          { head: '反馈内容', cell: (f) => f.content },
          { head: '类型', cell: (f) => f.type_name },
          { head: '用户', cell: (f) => (f.contact ? `${f.mobile}（${f.contact}）` : f.mobile) },
          { head: '提交时间', cell: (f) => minuteTime(f.created_at) },
          { head: '回复', cell: (f) => f.reply || <Tag state="pending" label="待回复" /> },
        ]}
        ops={(f) =>
          !f.reply && (
            <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => setReplying(f)}>
              回复
            </button>
          )
        }
      />
      {replying && <ReplyDialog item={replying} onClose={() => setReplying(null)} onDone={state.reload} />}
    </section>
  );
}
