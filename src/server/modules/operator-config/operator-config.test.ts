import { desc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEE_RATE_RULE, platformFeeRate } from '../../../core/rules/settlement';
import { staffAudit } from '../../db/schema';
import { testAppForFile } from '../../test/test-app';
import { staffCall, staffTokensOf } from '../operator/operator-test-kit';
import { BAD_URL } from './operator-config.routes';

const t = testAppForFile();
let admin: string;
beforeAll(async () => ({ admin } = await staffTokensOf(t, 'admin')));

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
    // the browser reads /\evil.example as //evil.example
    const backslash = await staffCall(
      t,
      'operator_config/update',
      { service_code: '/\\evil.example' },
      admin,
    );
    expect(backslash).toMatchObject({ status: false, message: BAD_URL });
    expect((await t.call('config/load')).data.config).toEqual(before);
  });

  it('takes a page of this site (the seed points 在线客服 at /help)', async () => {
    const local = await staffCall(t, 'operator_config/update', { service_code: '/help?from=service' }, admin);
    expect(local.status).toBe(true);
    expect((await t.call('config/load')).data.config.service_code).toBe('/help?from=service');
  });

  it('sets the platform fee rate (0–20 %, two decimals as a percentage) with an audit row; settlement reads it', async () => {
    const saved = await staffCall(t, 'operator_config/update', { platform_fee_rate: 0.0325 }, admin);
    expect(saved.status).toBe(true);
    const config = (await t.call('config/load')).data.config;
    expect(config.platform_fee_rate).toBe(0.0325);
    expect(platformFeeRate(config.platform_fee_rate)).toBe(0.0325);
    const [audit] = await t.db.select().from(staffAudit).orderBy(desc(staffAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'operator_config/update' });
    expect(JSON.stringify(audit!.after)).toContain('0.0325');
    // the other keys are untouched by a form that sends only the rate
    expect(config.service_code).toBe('/help?from=service');
  });

  it('refuses a fee rate out of range, with three decimals, blank or not a number, and changes nothing', async () => {
    const before = (await t.call('config/load')).data.config;
    const audits = (await t.db.select().from(staffAudit)).length;
    for (const bad of [0.25, -0.01, 0.03251, '', null, 'abc', '3%']) {
      const answer = await staffCall(t, 'operator_config/update', { platform_fee_rate: bad }, admin);
      expect(answer, String(bad)).toMatchObject({ status: false, message: FEE_RATE_RULE });
      expect(answer.http).toBeLessThan(500);
    }
    expect((await t.call('config/load')).data.config).toEqual(before);
    expect((await t.db.select().from(staffAudit)).length).toBe(audits);
    expect((await staffCall(t, 'operator_config/update', { platform_fee_rate: 0 }, admin)).status).toBe(true);
    expect((await staffCall(t, 'operator_config/update', { platform_fee_rate: 0.2 }, admin)).status).toBe(
      true,
    );
  });
});
