import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles } from '../../db/schema';
import { PUBLIC_CACHE_CONTROL, PUBLIC_MAX_AGE_S } from '../../lib/public-answers';
import { body, testAppForFile } from '../../test/test-app';
import { staffCall, staffTokensOf } from '../operator/operator-test-kit';

const t = testAppForFile();
let editor: string;
beforeAll(async () => ({ editor } = await staffTokensOf(t, 'editor')));
afterEach(() => {
  vi.restoreAllMocks();
});

const LIST = '/api/announcement/get?page=1&limit=100';
const announcements = async () =>
  (await body(await t.request(LIST))).data.list as Array<{ id: number; title: string; views: number }>;

describe('announcement/get from the public answers cache', () => {
  it('is cached, and an announcement published or withdrawn in the console is seen at once', async () => {
    const first = await t.request(LIST);
    expect(first.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.headers.get('ETag')!;
    expect((await t.request(LIST, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const saved = await staffCall(
      t,
      'operator_content/save',
      { kind: 'announcement', title: '检测报告查询系统升级公告', content: '<p>今晚升级</p>' },
      editor,
    );
    const id = saved.data.info.id as number;
    // the draft is written, the answer kept: it is served from the cache
    expect((await t.request(LIST, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    await staffCall(t, 'operator_content/publish', { id }, editor);
    expect((await announcements()).map((a) => a.title)).toContain('检测报告查询系统升级公告');
    expect((await t.request(LIST, { headers: { 'If-None-Match': etag } })).status).toBe(200);

    await staffCall(t, 'operator_content/withdraw', { id }, editor);
    expect((await announcements()).map((a) => a.title)).not.toContain('检测报告查询系统升级公告');
  });

  it('shows view counts no older than its maximum age', async () => {
    // the clock stands still, then moves on by the maximum age
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const [shown] = await announcements();
    await t.db
      .update(articles)
      .set({ views: shown!.views + 5 })
      .where(eq(articles.id, shown!.id));
    expect((await announcements())[0]!.views).toBe(shown!.views);
    clock.mockReturnValue(now + PUBLIC_MAX_AGE_S['announcement/get']! * 1000);
    expect((await announcements())[0]!.views).toBe(shown!.views + 5);
  });
});
