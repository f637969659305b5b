import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAudit } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enrolledStaff, staffCall } from '../operator/operator-test-kit';
import { BAD_URL } from './operator-config.routes';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await enrolledStaff(t, 'admin')).token;
});
afterAll(() => t.close());

describe('operator_config', () => {
  it('changes the online-service address and welcome notice; config/load answers them at once', async () => {
    const before = (await t.call('config/load')).data.config;
    const audits = (await t.db.select().from(staffAudit)).length;
    const saved = await staffCall(
      t,
      'operator_config/update',
      { service_code: 'https://kefu.example.org/chat', welcome_notice: '欢迎来到检测商城' },
      admin,
    );
    expect(saved.status).toBe(true);
    const after = (await t.call('config/load')).data.config;
    expect(after).toMatchObject({
      service_code: 'https://kefu.example.org/chat',
      welcome_notice: '欢迎来到检测商城',
      hotline: before.hotline,
    });
    expect((await t.db.select().from(staffAudit)).length).toBe(audits + 1);
    expect((await staffCall(t, 'operator_config/get', {}, admin)).data.config.service_code).toBe(
      'https://kefu.example.org/chat',
    );
  });

  it('refuses an address that is not a web link, and changes nothing', async () => {
    const before = (await t.call('config/load')).data.config;
    const bad = await staffCall(t, 'operator_config/update', { service_code: 'javascript:alert(1)' }, admin);
    expect(bad).toMatchObject({ status: false, message: BAD_URL });
    const hostless = await staffCall(t, 'operator_config/update', { service_code: '//evil.example' }, admin);
    expect(hostless.status).toBe(false);
    expect((await t.call('config/load')).data.config).toEqual(before);
  });

  it('takes a page of this site (the seed points 在线客服 at /help)', async () => {
    const local = await staffCall(t, 'operator_config/update', { service_code: '/help?from=service' }, admin);
    expect(local.status).toBe(true);
    expect((await t.call('config/load')).data.config.service_code).toBe('/help?from=service');
  });
});
