import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/test-app';
import { staffCall, staffTokensOf } from '../operator/operator-test-kit';

const t = testAppForFile();
let editor: string;
beforeAll(async () => ({ editor } = await staffTokensOf(t, 'editor')));

const publicTitles = async () =>
  (await t.call('announcement/get', { page: 1, limit: 100 })).data.list.map(
    (a: { title: string }) => a.title,
  );

describe('operator_content (announcements)', () => {
  it('draft → published → withdrawn, sanitized, and the public list follows at once', async () => {
    const saved = await staffCall(
      t,
      'operator_content/save',
      {
        kind: 'announcement',
        title: '平台春节服务安排',
        content: '<p>正常服务</p><script>alert(1)</script>',
      },
      editor,
    );
    expect(saved.data.info).toMatchObject({ status: 'draft' });
    expect(saved.data.info.content).not.toContain('script');
    expect(await publicTitles()).not.toContain('平台春节服务安排');
    const id = saved.data.info.id;
    expect((await staffCall(t, 'operator_content/publish', { id }, editor)).data.info.status).toBe(
      'published',
    );
    expect(await publicTitles()).toContain('平台春节服务安排');
    expect((await staffCall(t, 'operator_content/withdraw', { id }, editor)).data.info.status).toBe(
      'withdrawn',
    );
    expect(await publicTitles()).not.toContain('平台春节服务安排');
  });

  it('hot words: added words reach search/get in their order; deleted ones go', async () => {
    const add = await staffCall(
      t,
      'operator_hot_word/add',
      { keyword: '碳足迹核查', type: 'goods', sort: 0 },
      editor,
    );
    expect(add.status).toBe(true);
    const words = async () =>
      (await t.call('search/get', { page: 1, limit: 100, type: 'goods' })).data.list.map(
        (w: { keyword: string }) => w.keyword,
      );
    expect(await words()).toContain('碳足迹核查');
    expect(
      (await staffCall(t, 'operator_hot_word/add', { keyword: '碳足迹核查', type: 'goods' }, editor)).status,
    ).toBe(false);
    await staffCall(t, 'operator_hot_word/delete', { id: add.data.info.id }, editor);
    expect(await words()).not.toContain('碳足迹核查');
  });
});
