import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EndpointId, endpointIds, endpoints } from '../../../core/api/contract/endpoints';
import { STAFF_ROLES, type StaffRole } from '../../../core/rules/staff-roles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { roleRefusal } from './operator-access';
import { enrolledStaff, staffCall } from './operator-test-kit';

let t: TestApp;
const staffTokens = {} as Record<StaffRole, string>;
const userTokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) staffTokens[role] = (await enrolledStaff(t, role)).token;
  userTokens.buyer = (await t.loginAs('buyer')).token;
  userTokens.merchant = (await t.loginAs('merchant')).token;
  userTokens.expert = (await t.loginAs('expert')).token;
});
afterAll(() => t.close());

// loginOut ends the session it is called with: it goes last
const consoleIds = (endpointIds.filter((id) => endpoints[id].staff) as EndpointId[]).sort(
  (a, b) => Number(a === 'operator/loginOut') - Number(b === 'operator/loginOut'),
);
/** A harmless request per id: reads, and changes addressed to nothing (so no row changes). */
const PAYLOAD: Partial<Record<EndpointId, Record<string, unknown>>> = {
  'operator_review/get': { kind: 'user_sgs' },
  'operator_review/info': { kind: 'user_sgs', id: 999999 },
  'operator_review/approve': { kind: 'user_sgs', id: 999999 },
  'operator_review/reject': { kind: 'user_sgs', id: 999999, reason: '资料不全' },
  'operator_content/get': { kind: 'announcement' },
  'operator_content/info': { id: 999999 },
  'operator_content/publish': { id: 999999 },
  'operator_content/withdraw': { id: 999999 },
  'operator_content/save': { id: 999999, kind: 'announcement', title: 'x', content: '<p>x</p>' },
  'operator_staff/disable': { id: 999999 },
  'operator_staff/add': { mobile: 'bad', name: '', role: 'reviewer' },
  'operator_hot_word/sort': { id: 999999, sort: 1 },
  'operator_hot_word/delete': { id: 999999 },
  'operator_hot_word/add': { keyword: '', type: 'goods' },
  'operator_config/update': { service_code: 'not a url' },
  'operator_feedback/reply': { id: 999999, reply: '已处理' },
  'operator_review/offShelf': { id: 999999, reason: '资质已过期' },
  'operator_order/info': { id: 999999 },
  'operator_slide/get': { kind: 'carousel' },
  'operator_slide/save': { kind: 'carousel', place: 'home', title: '', image: '' },
  'operator_slide/publish': { kind: 'carousel', id: 999999 },
  'operator_slide/withdraw': { kind: 'carousel', id: 999999 },
  'operator_article_category/get': { kind: 'help' },
  'operator_article_category/save': { kind: 'help', name: '' },
  'operator_article_category/delete': { id: 999999 },
  'operator_page/info': { id: 999999 },
  'operator_page/save': { id: 999999, title: 'x', content: '<p>x</p>' },
  'operator_page/publish': { id: 999999 },
  'operator_goods_category/save': { name: '' },
  'operator_goods_category/delete': { id: 999999 },
  'operator_coupon/save': { name: '' },
  'operator_coupon/publish': { id: 999999 },
  'operator_coupon/withdraw': { id: 999999 },
  'operator_subsidy/save': { title: '' },
  'operator_subsidy/publish': { id: 999999 },
  'operator_subsidy/withdraw': { id: 999999 },
  'operator_subsidy_platform/save': { name: '' },
  'operator_subsidy_platform/publish': { id: 999999 },
  'operator_subsidy_platform/withdraw': { id: 999999 },
  'operator_green/save': { title: '' },
  'operator_green/publish': { id: 999999 },
  'operator_green/withdraw': { id: 999999 },
  // JSON, not a multipart file: the allowed roles are told to choose a file, nothing is stored
  'operator_import/dryRun': { merchant_id: 999999 },
  'operator_import/commit': { merchant_id: 999999 },
};

describe('every console endpoint × every caller', () => {
  it('covers the console ids', () => {
    expect(consoleIds.length).toBeGreaterThanOrEqual(19);
  });

  for (const id of consoleIds) {
    const allowed = endpoints[id].staff!;
    it(`${id}: ${allowed.join(', ')} only`, async () => {
      for (const role of STAFF_ROLES) {
        const a = await staffCall(t, id, PAYLOAD[id] ?? {}, staffTokens[role]);
        if (allowed.includes(role)) {
          expect(a.status, `${id} as ${role}`).not.toBe(-2);
          expect(a.message, `${id} as ${role}`).not.toBe(roleRefusal(allowed));
        } else {
          expect(a, `${id} as ${role}`).toMatchObject({
            status: false,
            data: null,
            message: roleRefusal(allowed),
          });
        }
      }
      // buyers, labs and experts: their token in either header is no staff session; visitors neither
      for (const who of Object.keys(userTokens)) {
        expect(await staffCall(t, id, PAYLOAD[id] ?? {}, userTokens[who]), `${id} as ${who}`).toMatchObject({
          status: -2,
          data: null,
        });
        const asUser = await t.call(id, PAYLOAD[id] ?? {}, userTokens[who]);
        expect(asUser, `${id} as ${who} (login-token)`).toMatchObject({ status: -2, data: null });
      }
      expect(await staffCall(t, id, PAYLOAD[id] ?? {}), `${id} as visitor`).toMatchObject({
        status: -2,
        data: null,
      });
    });
  }
});
