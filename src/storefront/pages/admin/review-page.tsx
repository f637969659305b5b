import { Link, useLocation } from 'wouter';
import { CardHead, FilterForm, ListPanel, minuteTime, SelectAll, Tabs, Tag } from '../../components/console';
import { usePagedList } from '../../components/paged-list';
import { pickParam, useQuery } from '../../components/use-query';
import { href } from '../../routes';
import { isKind, isState, REVIEW_KINDS, REVIEW_STATES } from './review-kinds';

/** 审核管理 (/admin/review): one queue per kind, by state and keyword, ten to a page. */
export default function AdminReviewPage() {
  const q = useQuery();
  const [, navigate] = useLocation();
  const kind = pickParam(q, 'kind', isKind, 'merchant');
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
      <CardHead id="ad-rv" title="审核管理" />
      <Tabs legend="审核类型" tabs={REVIEW_KINDS} value={kind} onPick={(id) => show(id, status)} />
      <FilterForm
        label="关键词"
        placeholder="名称、手机号"
        initial={keyword}
        onSearch={(k) => show(kind, status, k)}
      >
        <SelectAll label="状态" value={status} options={REVIEW_STATES} onChange={(s) => show(kind, s)} />
      </FilterForm>
      <ListPanel
        state={state}
        rows={list}
        rowKey={(r) => `${r.kind}-${r.id}`}
        empty="暂无符合条件的申请"
        pager={pager}
        columns={[
          { head: '申请', cell: (r) => r.title },
          { head: '申请人', cell: (r) => r.applicant },
          { head: '状态', cell: (r) => <Tag state={r.status} label={r.status_name} /> },
          { head: '提交时间', cell: (r) => minuteTime(r.applied_at) },
        ]}
        ops={(r) => (
          <Link
            href={href('/admin/review/detail', { kind: r.kind, id: r.id })}
            class="sf-btn sf-btn--ghost sf-btn--sm"
          >
            {r.status === 'pending' ? '审核' : '查看'}
          </Link>
        )}
      />
    </section>
  );
}
