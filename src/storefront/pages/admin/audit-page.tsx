import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { FilterForm, minuteTime } from './admin-parts';

/** A before/after value as short text (the log keeps JSON). */
const brief = (v: unknown): string => (v === null || v === undefined ? '' : JSON.stringify(v, null, 1));

/** 操作日志 (/admin/audit, admins only): every staff action, newest first, searchable. */
export default function AdminAuditPage() {
  const [keyword, setKeyword] = useState('');
  const { state, list, ref, pager } = usePagedList(
    'operator_audit/get',
    { keyword: keyword || undefined },
    20,
  );
  return (
    <section class="mc-card" aria-labelledby="ad-au" ref={ref}>
      <div class="mc-card__head">
        <h1 id="ad-au" class="mc-title">
          操作日志
        </h1>
      </div>
      <FilterForm label="关键词" placeholder="操作对象、员工姓名" onSearch={setKeyword} />
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={6} />}
        empty={<EmptyState text="暂无操作记录" compact />}
      >
        <table class="mc-table">
          <thead>
            <tr>
              <th>时间</th>
              <th>员工</th>
              <th>操作</th>
              <th>对象</th>
              <th>来源地址</th>
              <th>变更</th>
            </tr>
          </thead>
          <tbody>
            {list.map((a) => (
              <tr key={a.id}>
                <td>{minuteTime(a.at)}</td>
                <td data-label="员工">{a.staff_name}</td>
                <td data-label="操作">{a.action}</td>
                <td data-label="对象">{a.target}</td>
                <td data-label="来源地址">{a.ip}</td>
                <td data-label="变更">
                  <pre class="ad-json">
                    {a.before ? `前：${brief(a.before)}\n` : ''}
                    {a.after ? `后：${brief(a.after)}` : ''}
                  </pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ListBody>
      {pager}
    </section>
  );
}
