import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID } from '../core/api/contract/first-calls';
import { ok } from '../core/testing/fake-api';
import { firstCalls, hasFirstAnswer, resetFirstAnswers, takeFirstAnswer } from './first-screen';
import { findRoute } from './routes';
import { main, openApp, resetApp, settle } from './testing/render-app';

/** The element the server writes into the HTML (src/server/first-screen.ts). */
function writeAnswers(text: string): void {
  document.getElementById(FIRST_ANSWERS_ID)?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_ANSWERS_ID;
  el.textContent = text;
  document.body.append(el);
  resetFirstAnswers();
}

const goods = {
  id: 1,
  name: '生活饮用水全分析检测',
  cover: '/images/goods/1-1.svg',
  pictures: ['/images/goods/1-1.svg'],
  merchant_id: 3,
  servics_id: 1,
  servicsInfo: { id: 1, name: '检验检测' },
  min_price: 3800,
  standards: [],
  sales: 1,
  serviceContent: [{ id: 101, name: '常规 35 项', price: 3800 }],
  trainingForm: [],
  approvalLogo: [],
  sales_promotion: null,
  sales_promotion_unit: [],
  content: '<p>检测</p>',
};

beforeEach(resetApp);
afterEach(() => {
  resetApp();
  writeAnswers('{}');
});

describe('answers written into the page', () => {
  it('are taken once each, whatever the spelling of the parameters', () => {
    writeAnswers(JSON.stringify({ 'goods/info?id=1': { info: goods } }));
    expect(hasFirstAnswer('goods/info', { id: '1' })).toBe(true);
    expect(takeFirstAnswer('goods/info', { id: 1 })).toEqual({ data: { info: goods } });
    expect(takeFirstAnswer('goods/info', { id: 1 })).toBeUndefined();
    expect(takeFirstAnswer('goods/info', { id: 2 })).toBeUndefined();
  });

  it('render the page at once, without asking the API for them', async () => {
    writeAnswers(JSON.stringify({ 'goods/info?id=1': { info: goods } }));
    const server = await openApp('/home/goodsdetail?id=1', { 'merchant/info': ok({ info: null }) });
    await settle(() => !!main()?.querySelector('h1')?.textContent?.includes(goods.name));
    expect(server.callsTo('goods/info')).toHaveLength(0);
  });

  it('are ignored when damaged: the page asks the API', async () => {
    writeAnswers('{"goods/info?id=1": {"info"');
    const server = await openApp('/home/goodsdetail?id=1', {
      'goods/info': ok({ info: goods }),
      'merchant/info': ok({ info: null }),
    });
    await settle(() => !!main()?.querySelector('h1')?.textContent?.includes(goods.name));
    expect(server.callsTo('goods/info')).toHaveLength(1);
  });
});

describe('firstCalls', () => {
  it("fills a route's calls from the address and skips those it cannot fill", () => {
    const detail = findRoute('/home/goodsdetail');
    expect(detail && firstCalls(detail, '?id=5')).toEqual([['goods/info', { id: '5' }]]);
    expect(detail && firstCalls(detail, '')).toEqual([]);
    const home = findRoute('/');
    expect(home && firstCalls(home, '').map(([id]) => id)).toContain('carousel/get');
  });
});
