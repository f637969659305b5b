import './admin.css';
import { useState } from 'react';
import { api, showToast } from '../../../core';
import type { FeedbackEntry, FeedbackScreenshot } from '../../../core/api/contract/models-operator';
import { Dialog } from '../../components/confirm-dialog';
import {
  CardHead,
  ConsoleDialog,
  Field,
  FilterForm,
  inputValue,
  ListPanel,
  minuteTime,
  SaveFooter,
  Tag,
} from '../../components/console';
import { CountedTextarea } from '../../components/counted-textarea';
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
    <ConsoleDialog
      error={error}
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
      <p class="mc-note">{item.content}</p>
      <Field label="回复内容" hint="2-500 字，用户会在站内信中看到">
        <CountedTextarea rows={4} max={500} value={reply} onText={setReply} />
      </Field>
    </ConsoleDialog>
  );
}

/**
 * A feedback's screenshots as thumbnails; each opens the full picture in place (the signed link
 * is a download: a new tab would only save it).
 */
function Screenshots({ shots, onOpen }: { shots: FeedbackScreenshot[]; onOpen: (i: number) => void }) {
  if (!shots.length) return '—';
  return (
    <ul class="ad-shots">
      {shots.map((s, i) => (
        <li key={s.id}>
          <button type="button" class="ad-shots__btn" onClick={() => onOpen(i)}>
            <img src={s.url} alt="" loading="lazy" />
            <span class="sf-sr">查看截图 {i + 1}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** One screenshot at full size, with its neighbours a click away. */
function ScreenshotDialog({
  item,
  index,
  onPick,
  onClose,
}: {
  item: FeedbackEntry;
  index: number;
  onPick: (i: number) => void;
  onClose: () => void;
}) {
  const shot = item.screenshots[index]!;
  const n = item.screenshots.length;
  return (
    <Dialog
      open
      size="wide"
      title={`反馈截图（${index + 1}/${n}）`}
      onClose={onClose}
      footer={
        <>
          {n > 1 && (
            <>
              <button
                type="button"
                class="sf-btn sf-btn--ghost"
                disabled={index === 0}
                onClick={() => onPick(index - 1)}
              >
                上一张
              </button>
              <button
                type="button"
                class="sf-btn sf-btn--ghost"
                disabled={index === n - 1}
                onClick={() => onPick(index + 1)}
              >
                下一张
              </button>
            </>
          )}
          <a class="sf-btn sf-btn--ghost" href={shot.url} download={shot.name || undefined}>
            下载原图
          </a>
        </>
      }
    >
      <p class="mc-note">{item.content}</p>
      <img class="ad-shot-full" src={shot.url} alt={shot.name || `反馈截图 ${index + 1}`} />
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
  const [viewing, setViewing] = useState<{ item: FeedbackEntry; index: number } | null>(null);
  return (
    <section class="mc-card" aria-labelledby="ad-fb" ref={ref}>
      <CardHead id="ad-fb" title="意见反馈" />
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
          {
            head: '截图',
            cell: (f) => (
              <Screenshots shots={f.screenshots} onOpen={(index) => setViewing({ item: f, index })} />
            ),
          },
          { head: '类型', cell: (f) => f.type_name },
          { head: '页面', cell: (f) => f.page || '—' },
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
      {viewing && (
        <ScreenshotDialog
          item={viewing.item}
          index={viewing.index}
          onPick={(index) => setViewing({ ...viewing, index })}
          onClose={() => setViewing(null)}
        />
      )}
      {replying && <ReplyDialog item={replying} onClose={() => setReplying(null)} onDone={state.reload} />}
    </section>
  );
}
