import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { list } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';

beforeEach(resetApp);
afterEach(resetApp);

const PROGRAMME = {
  id: 3,
  title: '计量校准服务券',
  issuer: '华夏检验检测学会杭州工作站',
  region: '浙江省杭州市',
  summary: '按费用的 30% 抵扣',
  content: '<p>支持范围</p>',
  rate: 30,
  cap: 5000,
  starts_at: '2026-04-01T00:00:00+08:00',
  ends_at: '2027-03-31T23:59:59+08:00',
  status: 'active',
  status_name: '申请中',
  goods_count: 0,
  documents: ['服务费用发票'],
  goodsList: [],
};

async function open(status: string) {
  await openApp('/subsidy/detail?id=3', {
    'subsidy/get': list([{ ...PROGRAMME, status }]),
    'merchant/get': list([]),
  });
  await settle(() => !!main()?.querySelector('.sf-ch-sdetail'));
}

describe('/subsidy/detail', () => {
  it('申请补贴 opens the apply page with this programme chosen', async () => {
    await open('active');
    const apply = [...main()!.querySelectorAll('a')].find((a) => a.textContent === '申请补贴');
    expect(apply?.getAttribute('href')).toBe('/home/subsidy?subsidy_id=3');
  });

  it('a programme not open offers no application', async () => {
    await open('ended');
    expect(main()!.querySelector('a[href^="/home/subsidy"]')).toBeNull();
  });
});
