import { useState } from 'react';
import type { DeliveryEntry, DeliveryState } from '../../../core/api/contract/models-operator';
import { Field, FilterForm, inputValue, minuteTime, Tag } from '../../components/console';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';

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
      <ListBody
        state={paged.state}
        count={paged.list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text="暂无发送记录" compact />}
      >
        <table class="mc-table">
          <thead>
            <tr>
              <th>接收方</th>
              <th>渠道</th>
              <th>用途</th>
              <th>状态</th>
              <th>尝试次数</th>
              <th>最后错误</th>
              <th>创建时间</th>
              <th>发送时间</th>
            </tr>
          </thead>
          <tbody>
            {paged.list.map((d) => (
              <tr key={d.id}>
                <td>{d.to}</td>
                <td data-label="渠道">{CHANNEL_NAMES[d.channel]}</td>
                <td data-label="用途">{d.purpose_name}</td>
                <td data-label="状态">
                  <Tag state={TAG_OF[d.state]} label={STATE_NAMES[d.state]} />
                </td>
                <td data-label="尝试次数" class="mc-num">
                  {d.attempts}
                </td>
                <td data-label="最后错误">{d.last_error || '—'}</td>
                <td data-label="创建时间">{minuteTime(d.created_at)}</td>
                <td data-label="发送时间">{minuteTime(d.sent_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      {paged.pager}
    </section>
  );
}
