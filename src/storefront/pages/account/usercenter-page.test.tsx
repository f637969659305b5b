import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, type Routes, refused } from '../../../core/testing/fake-api';
import { openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer, order } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const counts = {
  all: 10,
  pending_payment: 2,
  pending_sign: 1,
  in_service: 1,
  sample_received: 1,
  testing: 3,
  pending_balance: 0,
  completed: 2,
  cancelled: 0,
};
const page = (total: number) => ok({ list: [], total, page: 1, limit: 1 });
const routes = (over: Routes = {}): Routes => ({
  'order/get': ok({
    list: [order(), order({ id: 8, order_no: 'DD2', status: 'completed' })],
    total: 6,
    page: 1,
    limit: 5,
    counts,
  }),
  'coupon/get': page(3),
  'goods_collect/get': page(4),
  'merchant_attention/get': page(5),
  'notice_site_letter/getNotReadCount': ok({ count: 7 }),
  ...over,
});

const figure = (label: string) =>
  [...document.querySelectorAll<HTMLElement>('.sf-uc-figure')].find((f) => f.textContent?.includes(label))!;
const ready = () =>
  !!document.querySelector('.sf-uc') &&
  !document.querySelector('.sf-uc [aria-busy="true"]') &&
  !document.querySelector('.sf-uc .sf-uc-muted');

describe('客户中心 /home/usercenter', () => {
  it('shows the buyer, every figure of the API linked to its list, and the latest orders', async () => {
    await openApp('/home/usercenter', routes());
    await settle(() => ready() && figure('未读消息').textContent === '7未读消息');
    expect(document.title).toBe(`客户中心 - ${SITE}`);
    expect(document.querySelector('.sf-uc-mobile')?.textContent).toBe('138****0001');
    expect(figure('待付款').textContent).toBe('2待付款');
    expect(figure('待付款').querySelector('a')?.getAttribute('href')).toBe(
      '/home/order?status=pending_payment',
    );
    expect(figure('已完成').textContent).toBe('2已完成');
    // the lab at work: received, testing and in service count as one, opening the busiest
    expect(figure('进行中').textContent).toBe('5进行中');
    expect(figure('进行中').querySelector('a')?.getAttribute('href')).toBe('/home/order?status=testing');
    expect(figure('可用优惠券').textContent).toContain('3');
    expect(figure('收藏的服务').querySelector('a')?.getAttribute('href')).toBe('/home/collect');
    expect(figure('收藏的服务').textContent).toBe('4收藏的服务');
    expect(figure('关注的店铺').textContent).toBe('5关注的店铺');
    const latest = [...document.querySelectorAll('.sf-uc-orders li')];
    expect(latest).toHaveLength(2);
    expect(latest[0]?.querySelector('a')?.getAttribute('href')).toBe('/home/order/detail?id=7');
    expect(latest[1]?.textContent).toContain('已完成');
  });

  it('shows 未认证 with a link to /home/auth while user_sgs does not answer', async () => {
    await openApp('/home/usercenter', routes());
    await settle(ready);
    expect(document.querySelector('.sf-uc-cert')?.textContent).toBe('未认证');
    expect(document.querySelector('.sf-uc-link')?.getAttribute('href')).toBe('/home/auth');
  });

  it('shows the certified company and its state', async () => {
    const info = {
      status: 'approved',
      org_name: '苏州某某环境科技有限公司',
      credit_code: '',
      contact_name: '',
      contact_mobile: '',
      licence_id: 1,
      reason: '',
    };
    await openApp('/home/usercenter', routes({ 'user_sgs/info': ok({ info }) }));
    await settle(() => ready() && !!document.querySelector('.sf-uc-cert.is-approved'));
    expect(document.querySelector('.sf-uc-org')?.textContent).toBe('苏州某某环境科技有限公司');
    expect(document.querySelector('.sf-uc-cert')?.textContent).toBe('已认证');
  });

  it('a failed figure offers 重试 and the rest of the page stays', async () => {
    let fail = true;
    const server = await openApp(
      '/home/usercenter',
      routes({ 'goods_collect/get': () => (fail ? refused('服务繁忙') : page(9)) }),
    );
    await settle(() => !!document.querySelector('.sf-uc-figure.is-error'));
    expect(figure('关注的店铺').textContent).toBe('5关注的店铺');
    fail = false;
    await act(() => figure('收藏的服务').querySelector('button')!.click());
    await settle(() => figure('收藏的服务').textContent === '9收藏的服务');
    expect(server.callsTo('goods_collect/get').filter((c) => Number(c.params.limit) === 1)).toHaveLength(2);
  });

  it('says so when there are no orders yet', async () => {
    const none = {
      all: 0,
      pending_payment: 0,
      pending_sign: 0,
      in_service: 0,
      pending_balance: 0,
      completed: 0,
      cancelled: 0,
    };
    await openApp(
      '/home/usercenter',
      routes({ 'order/get': ok({ list: [], total: 0, page: 1, limit: 5, counts: none }) }),
    );
    await settle(() => !!document.querySelector('.sf-uc .sf-empty'));
    expect(document.querySelector('.sf-uc .sf-empty')?.textContent).toContain('还没有订单');
    expect(figure('待付款').textContent).toBe('0待付款');
  });
});
