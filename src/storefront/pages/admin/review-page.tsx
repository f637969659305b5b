import { Link, useLocation } from 'wouter';
import { Field, FilterForm, inputValue, minuteTime, Tag } from '../../components/console';
import { EmptyState } from '../../components/empty-state';
import { ListBody } from '../../components/list-body';
import { usePagedList } from '../../components/paged-list';
import { Skeleton } from '../../components/skeleton';
import { useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { isKind, isState, REVIEW_KINDS, REVIEW_STATES } from './review-kinds';

/** 审核管理 (/admin/review): one queue per kind, by state and keyword, ten to a page. */
export default function AdminReviewPage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const rawKind = q.get('kind');
  const kind = isKind(rawKind) ? rawKind : 'merchant';
  const rawState = q.get('status');
  // the queue opens on what waits; 全部 is chosen explicitly
  const status = rawState === 'all' ? '' : isState(rawState) ? rawState : 'pending';
  const keyword = q.get('keyword') ?? '';
  const { state, list, ref, pager } = usePagedList(
    'operator_review/get',
    { kind, status: status || undefined, keyword: keyword || undefined },
    10,
  );
  const show = (k: string, s: string, word = keyword) =>
    navigate(href('/admin/review', { kind: k, status: s || 'all', keyword: word }));
  return (
    <section class="mc-card" aria-labelledby="ad-rv" ref={ref}>
      <div class="mc-card__head">
        <h1 id="ad-rv" class="mc-title">
          审核管理
        </h1>
      </div>
      <fieldset class="mc-tabs">
        <legend class="sf-sr">审核类型</legend>
        {REVIEW_KINDS.map(([id, label]) => (
          <button key={id} type="button" aria-pressed={kind === id} onClick={() => show(id, status)}>
            {label}
          </button>
        ))}
      </fieldset>
      <FilterForm
        label="关键词"
        placeholder="名称、手机号"
        initial={keyword}
        onSearch={(k) => show(kind, status, k)}
      >
        <Field label="状态">
          <select value={status} onChange={(e) => show(kind, inputValue(e))}>
            <option value="">全部</option>
            {REVIEW_STATES.map(([id, label]) => (
              <option key={id} value={id}>
                {label}
              </option>
            ))}
          </select>
        </Field>
      </FilterForm>
      <ListBody
        state={state}
        count={list.length}
        skeleton={<Skeleton rows={5} />}
        empty={<EmptyState text="暂无符合条件的申请" compact />}
      >
        <table class="mc-table">
          <thead>
            <tr>
              <th>申请</th>
              <th>申请人</th>
              <th>状态</th>
              <th>提交时间</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={`${r.kind}-${r.id}`}>
                <td>{r.title}</td>
                <td data-label="申请人">{r.applicant}</td>
                <td data-label="状态">
                  <Tag state={r.status} label={r.status_name} />
                </td>
                <td data-label="提交时间">{minuteTime(r.applied_at)}</td>
                <td class="mc-ops">
                  <Link
                    href={href('/admin/review/detail', { kind: r.kind, id: r.id })}
                    class="sf-btn sf-btn--ghost sf-btn--sm"
                  >
                    {r.status === 'pending' ? '审核' : '查看'}
                  </Link>
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
