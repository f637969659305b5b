import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enrolledStaff, staffCall } from './operator-test-kit';

let t: TestApp;
let admin: { id: number; token: string };
let editor: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await enrolledStaff(t, 'admin');
  editor = await enrolledStaff(t, 'editor');
  // three old rows on known Beijing days, beside what the enrolments wrote
  await t.db.insert(staffAudit).values([
    {
      staffId: editor.id,
      staffName: 'e',
      ip: '1.1.1.1',
      action: 'operator_content/save',
      target: 'a#1',
      at: new Date('2026-03-01T01:00:00+08:00'),
    },
    {
      staffId: editor.id,
      staffName: 'e',
      ip: '1.1.1.1',
      action: 'operator_content/publish',
      target: 'a#1',
      at: new Date('2026-03-02T23:30:00+08:00'),
    },
    {
      staffId: admin.id,
      staffName: 'a',
      ip: '1.1.1.1',
      action: 'operator_content/save',
      target: 'a#2',
      at: new Date('2026-03-03T00:10:00+08:00'),
    },
  ]);
});
afterAll(() => t.close());

const audit = (q: Record<string, unknown>, token = admin.token) =>
  staffCall(t, 'operator_audit/get', q, token);
const ids = (a: { data: { list: { target: string; action: string; staff_id: number }[] } }) =>
  a.data.list.map((r) => `${r.staff_id === editor.id ? 'editor' : 'admin'} ${r.action} ${r.target}`);

describe('operator_audit/get filters (admins only)', () => {
  it('by staff member and by action', async () => {
    const byEditor = await audit({ staff_id: editor.id, action: 'operator_content/save' });
    expect(ids(byEditor)).toEqual(['editor operator_content/save a#1']);
    const saves = await audit({ action: 'operator_content/save' });
    expect(saves.data.total).toBe(2);
  });

  it('by Beijing calendar days, both ends included', async () => {
    const day2 = await audit({ from: '2026-03-02', to: '2026-03-02' });
    expect(ids(day2)).toEqual(['editor operator_content/publish a#1']);
    const range = await audit({ from: '2026-03-01', to: '2026-03-03' });
    expect(range.data.total).toBe(3);
    const since = await audit({ from: '2026-03-03', action: 'operator_content/save' });
    expect(ids(since)).toEqual(['admin operator_content/save a#2']);
  });

  it('bad dates are refused in Chinese', async () => {
    expect(await audit({ from: '2026-02-30' })).toMatchObject({
      status: false,
      message: '开始日期格式不正确',
    });
    expect(await audit({ to: 'yesterday' })).toMatchObject({ status: false, message: '结束日期格式不正确' });
    expect(await audit({ from: '2026-03-03', to: '2026-03-01' })).toMatchObject({
      status: false,
      message: '开始日期不能晚于结束日期',
    });
  });

  it('an editor is refused', async () => {
    const r = await audit({ action: 'operator_content/save' }, editor.token);
    expect(r).toMatchObject({ status: false, data: null });
  });
});
