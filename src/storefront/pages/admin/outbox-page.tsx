import { useState } from 'react';
import type { DeliveryEntry, DeliveryState } from '../../../core/api/contract/models-operator';
import { Field, FilterForm, inputValue, ListPanel, minuteTime, Tag } from '../../components/console';
import { usePagedList } from '../../components/paged-list';

const STATE_NAMES: Record<DeliveryState, string> = {
  pending: '待发送',
  sent: '已发送',
  failed: '发送失败',
  skipped: '未发送',
};
/** The console's state colours: sent reads as done, failed and skipped as refused. */
const TAG_OF: Record<DeliveryState, string> = {
  pending: 'pending',
  sent: 'open',
  failed: 'rejected',
  skipped: 'rejected',
};
const CHANNEL_NAMES: Record<DeliveryEntry['channel'], string> = { sms: '短信', mail: '邮件' };

/**
 * 发送记录 (/admin/outbox, 客服 and 管理员): whether a caller's verification code left and what the
 * gateway said. The number or address is masked and the code is never shown; a caller is found
 * by their whole mobile or e-mail address.
 */
export default function AdminOutboxPage() {
  const [state, setState] = useState<DeliveryState | ''>('');
  const [channel, setChannel] = useState<DeliveryEntry['channel'] | ''>('');
  const [keyword, setKeyword] = useState('');
  const paged = usePagedList(
    'operator_outbox/get',
    { state: state || undefined, channel: channel || undefined, keyword: keyword || undefined },
    20,
  );
  return (
    <section class="mc-card" aria-labelledby="ad-ob" ref={paged.ref}>
      <h1 id="ad-ob" class="mc-title">
        发送记录
      </h1>
      <FilterForm label="手机号或邮箱" placeholder="完整的手机号或邮箱" onSearch={setKeyword}>
        <Field label="状态">
          <select value={state} onChange={(e) => setState(inputValue(e) as DeliveryState | '')}>
            <option value="">全部</option>
            {(Object.keys(STATE_NAMES) as DeliveryState[]).map((s) => (
              <option key={s} value={s}>
                {STATE_NAMES[s]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="渠道">
          <select
            value={channel}
            onChange={(e) => setChannel(inputValue(e) as DeliveryEntry['channel'] | '')}
          >
            <option value="">全部</option>
            <option value="sms">短信</option>
            <option value="mail">邮件</option>
          </select>
        </Field>
      </FilterForm>
      <ListPanel
        state={paged.state}
        rows={paged.list}
        empty="暂无发送记录"
        pager={paged.pager}
        columns={[
          { head: '接收方', cell: (d) => d.to },
          { head: '渠道', cell: (d) => CHANNEL_NAMES[d.channel] },
          { head: '用途', cell: (d) => d.purpose_name },
          { head: '状态', cell: (d) => <Tag state={TAG_OF[d.state]} label={STATE_NAMES[d.state]} /> },
          { head: '尝试次数', num: true, cell: (d) => d.attempts },
          { head: '最后错误', cell: (d) => d.last_error || '—' },
          { head: '创建时间', cell: (d) => minuteTime(d.created_at) },
          { head: '发送时间', cell: (d) => minuteTime(d.sent_at) },
        ]}
      />
    </section>
  );
}
