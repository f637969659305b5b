import './admin.css';
import { useState } from 'react';
import type { AuditChange } from '../../../core/api/contract/models-operator';
import { CardHead, Field, FilterForm, inputValue, ListPanel, minuteTime } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { useApi } from '../../components/use-api';
import { AUDIT_ACTIONS } from './audit-actions';

/** What an action changed, one field a line: 字段：旧值 → 新值 (a new object's fields: 字段：值). */
function Changes({ changes }: { changes: AuditChange[] }) {
  if (!changes.length) return '—';
  return (
    <ul class="ad-changes">
      {changes.map((c) => (
        <li key={c.label}>
          <span class="ad-changes__label">{c.label}：</span>
          {c.before === null ? (
            c.after
          ) : c.after === null ? (
            <>
              <del>{c.before}</del>（已删除）
            </>
          ) : (
            <>
              <del>{c.before}</del>
              <span aria-hidden="true"> → </span>
              <span class="sf-sr">改为</span>
              <ins>{c.after}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 操作日志 (/admin/audit, admins only): every staff action, newest first, by staff, action, dates, words. */
export default function AdminAuditPage() {
  const [keyword, setKeyword] = useState('');
  const [staffId, setStaffId] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const staff = useApi('operator_staff/get', { page: 1, limit: 100 });
  const { state, list, ref, pager } = usePagedList(
    'operator_audit/get',
    {
      keyword: keyword || undefined,
      staff_id: staffId ? Number(staffId) : undefined,
      action: action || undefined,
      from: from || undefined,
      to: to || undefined,
    },
    20,
  );
  const filtered = !!(keyword || staffId || action || from || to);
  return (
    <section class="mc-card" aria-labelledby="ad-au" ref={ref}>
      <CardHead id="ad-au" title="操作日志" />
      <FilterForm label="关键词" placeholder="操作对象、员工姓名" onSearch={setKeyword}>
        <Field label="员工">
          <select value={staffId} onChange={(e) => setStaffId(inputValue(e))}>
            <option value="">全部员工</option>
            {(staff.data?.list ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}（{s.mobile}）
              </option>
            ))}
          </select>
        </Field>
        <Field label="操作">
          <select value={action} onChange={(e) => setAction(inputValue(e))}>
            <option value="">全部操作</option>
            {AUDIT_ACTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="开始日期">
          <input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(inputValue(e))} />
        </Field>
        <Field label="结束日期">
          <input type="date" value={to} min={from || undefined} onChange={(e) => setTo(inputValue(e))} />
        </Field>
      </FilterForm>
      <ListPanel
        state={state}
        rows={list}
        empty={filtered ? '没有符合条件的操作记录' : '暂无操作记录'}
        skeletonRows={6}
        pager={pager}
        columns={[
          { head: '时间', cell: (a) => minuteTime(a.at) },
          { head: '员工', cell: (a) => a.staff_name },
          { head: '操作', cell: (a) => a.action_name, title: (a) => a.action },
          { head: '对象', cell: (a) => a.target_name || '—', title: (a) => a.target },
          { head: '变更', cell: (a) => <Changes changes={a.changes} />, class: 'ad-changes-cell' },
          { head: '来源地址', cell: (a) => a.ip || '—' },
        ]}
      />
    </section>
  );
}
