import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewDetail, StaffInfo } from '../../../core/api/contract/models-operator';
import { ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, settle } from '../../testing/render-app';
import { eachTestAsOperator } from './admin-fixtures';

const reviewer: StaffInfo = {
  id: 5,
  mobile: '13900000005',
  name: '审核员',
  role: 'reviewer',
  status: 'active',
  created_at: '2026-11-01T00:00:00.000Z',
  last_login_at: '2026-12-01T00:00:00.000Z',
};
const read: ReviewDetail = {
  kind: 'goods',
  id: 7,
  title: '室内空气检测（示例检测）',
  applicant: '示例检测',
  status: 'pending',
  status_name: '待审核',
  reason: '',
  applied_at: '2026-12-04T08:00:00.000Z',
  reviewed_at: '',
  fields: [{ label: '服务简介', value: '五点位' }],
};
const changed: ReviewDetail = {
  ...read,
  applied_at: '2026-12-04T08:05:00.000Z',
  fields: [{ label: '服务简介', value: '五点位，含复检' }],
};
const CHANGED = '申请人刚修改了这份申请，请查看最新内容后再审核';
const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.textContent === name).at(-1);

eachTestAsOperator();

describe('审核详情 (/admin/review/detail)', () => {
  it('decides on the version read; when the applicant changed it since, says so and shows the new one', async () => {
    let reads = 0;
    const server = await openApp('/admin/review/detail?kind=goods&id=7', {
      'operator/info': ok({ info: reviewer }),
      'operator_review/info': () => ok({ info: ++reads === 1 ? read : changed }),
      'operator_review/approve': refused(CHANGED),
    });
    await settle(() => !!main()?.textContent?.includes('五点位'));
    await act(() => button('通过')!.click());
    await act(() => button('确定')!.click());
    await vi.waitFor(() => expect(document.querySelector('.sf-toast')?.textContent).toContain(CHANGED));
    expect(server.callsTo('operator_review/approve')[0]!.params).toEqual({
      kind: 'goods',
      id: 7,
      applied_at: read.applied_at,
    });
    await settle(() => !!main()?.textContent?.includes('五点位，含复检'));
    expect(document.querySelector('dialog[open]')).toBeNull();
  });
});
