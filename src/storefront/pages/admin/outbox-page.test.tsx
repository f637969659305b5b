import { describe, expect, it } from 'vitest';
import type { DeliveryEntry, StaffInfo } from '../../../core/api/contract/models-operator';
import { ok } from '../../../core/testing/fake-api';
import { mayOpen } from '../../layouts/admin-menu';
import { main, openApp, settle } from '../../testing/render-app';
import { eachTestAsOperator } from './admin-fixtures';

const staff = (role: StaffInfo['role']): StaffInfo => ({
  id: 4,
  mobile: '13900000004',
  name: '客服',
  role,
  status: 'active',
  created_at: '2026-11-01T00:00:00.000Z',
  last_login_at: '2026-11-20T00:00:00.000Z',
});
const failed: DeliveryEntry = {
  id: 2,
  channel: 'sms',
  to: '138****0001',
  purpose: 'register',
  purpose_name: '注册',
  state: 'failed',
  attempts: 4,
  last_error: '阿里云短信：isv.BUSINESS_LIMIT_CONTROL 触发天级流控',
  created_at: '2026-12-01T02:00:00.000Z',
  sent_at: '',
};
const sent: DeliveryEntry = {
  ...failed,
  id: 1,
  channel: 'mail',
  to: 'a***@example.com',
  purpose: 'bind_email',
  purpose_name: '绑定邮箱',
  state: 'sent',
  attempts: 1,
  last_error: '',
  sent_at: '2026-12-01T01:00:05.000Z',
};
const page = (list: DeliveryEntry[]) => ok({ list, total: list.length, page: 1, limit: 20 });

eachTestAsOperator();

describe('发送记录 (/admin/outbox)', () => {
  it('lists deliveries with the masked target, state, attempts and the last error', async () => {
    const server = await openApp('/admin/outbox', {
      'operator/info': ok({ info: staff('service') }),
      'operator_outbox/get': page([failed, sent]),
    });
    await settle(() => main()!.querySelectorAll('tbody tr').length === 2);
    const heads = [...main()!.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['接收方', '渠道', '用途', '状态', '尝试次数', '最后错误', '创建时间', '发送时间']);
    const rows = [...main()!.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows[0]!.slice(0, 6)).toEqual([
      '138****0001',
      '短信',
      '注册',
      '发送失败',
      '4',
      '阿里云短信：isv.BUSINESS_LIMIT_CONTROL 触发天级流控',
    ]);
    expect(rows[0]![7]).toBe('—');
    expect(rows[1]!.slice(0, 6)).toEqual(['a***@example.com', '邮件', '绑定邮箱', '已发送', '1', '—']);
    expect(document.title).toBe('发送记录 - 检验检测认证服务商城');
    expect(server.callsTo('operator_outbox/get')[0]?.params).toMatchObject({ page: 1 });
    // the desk's menu offers the page
    expect([...document.querySelectorAll('a')].some((a) => a.getAttribute('href') === '/admin/outbox')).toBe(
      true,
    );
  });

  it('opens for 客服 and 管理员 only, as the endpoint table says', () => {
    expect(
      (['admin', 'service', 'reviewer', 'editor'] as const).map((r) => mayOpen(r, '/admin/outbox')),
    ).toEqual([true, true, false, false]);
  });
});
