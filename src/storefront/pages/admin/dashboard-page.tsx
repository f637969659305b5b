import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { api } from '../../../core';
import type { ContentKind } from '../../../core/api/contract/models-operator';
import { STAFF_ROLE_LABELS } from '../../../core/rules/staff-roles';
import { $staff } from '../../layouts/admin-layout';
import { roleMay } from '../../layouts/admin-menu';
import { href } from '../../routes';
import './admin-parts';
import { REVIEW_KINDS } from './review-kinds';

const CONTENT_KINDS: readonly (readonly [ContentKind, string])[] = [
  ['announcement', '公告草稿'],
  ['news', '资讯草稿'],
  ['help', '帮助草稿'],
];

type Ask = readonly [string, () => Promise<{ total: number }>];
const REVIEW_ASKS: readonly Ask[] = REVIEW_KINDS.map(([kind]) => [
  kind,
  () => api.call('operator_review/get', { kind, status: 'pending', page: 1, limit: 1 }),
]);
const CONTENT_ASKS: readonly Ask[] = CONTENT_KINDS.map(([kind]) => [
  kind,
  () => api.call('operator_content/get', { kind, status: 'draft', page: 1, limit: 1 }),
]);

/** Counts of one list endpoint's first page, by key; '—' while asking or when it failed. */
function useCounts(asks: readonly Ask[], on: boolean) {
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => {
    if (!on) return;
    let live = true;
    for (const [key, ask] of asks)
      ask().then(
        (d) => live && setCounts((c) => ({ ...c, [key]: d.total })),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [on, asks]);
  return (key: string) => (key in counts ? String(counts[key]) : '—');
}

/** 工作台 (/admin): what waits for this member's role — pending reviews, drafts. */
export default function AdminDashboardPage() {
  const me = useStore($staff);
  const reviews = !!me && roleMay(me.role, 'operator_review/get');
  const content = !!me && roleMay(me.role, 'operator_content/get');
  const pending = useCounts(REVIEW_ASKS, reviews);
  const drafts = useCounts(CONTENT_ASKS, content);
  return (
    <div class="mc-page">
      <section class="mc-card" aria-labelledby="ad-dash">
        <h1 id="ad-dash" class="mc-title">
          工作台
        </h1>
        {me && (
          <p class="mc-hint">
            {me.name}，您好。您的角色是{STAFF_ROLE_LABELS[me.role]}，左侧菜单列出您可以处理的工作。
          </p>
        )}
      </section>
      {reviews && (
        <section class="mc-card" aria-labelledby="ad-dash-r">
          <h2 id="ad-dash-r">待审核</h2>
          <ul class="mc-figures">
            {REVIEW_KINDS.map(([kind, label]) => (
              <li key={kind}>
                <Link href={href('/admin/review', { kind, status: 'pending' })}>
                  <strong>{pending(kind)}</strong>
                  <span>{label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {content && (
        <section class="mc-card" aria-labelledby="ad-dash-c">
          <h2 id="ad-dash-c">内容草稿</h2>
          <ul class="mc-figures">
            {CONTENT_KINDS.map(([kind, label]) => (
              <li key={kind}>
                <Link href={href('/admin/content', { kind, status: 'draft' })}>
                  <strong>{drafts(kind)}</strong>
                  <span>{label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
