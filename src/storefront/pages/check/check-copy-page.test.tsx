import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { list } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, settle } from '../../testing/render-app';
import { provinceChips } from './check-copy-page';

const LABS = [
  {
    id: 1,
    org_name: '中研检测技术（苏州）有限公司',
    province: '江苏省',
    city: '苏州市',
    kind_name: '检测机构',
    logo: '',
    goods_count: 5,
  },
  {
    id: 4,
    org_name: '蓝海环境检测（深圳）有限公司',
    province: '广东省',
    city: '深圳市',
    kind_name: '检测机构',
    logo: '',
    goods_count: 6,
  },
  {
    id: 9,
    org_name: '无锡精测实验室有限公司',
    province: '江苏省',
    city: '无锡市',
    kind_name: '检测机构',
    logo: '',
    goods_count: 2,
  },
];

/** merchant/get as the server answers it: kind, province and keyword filter the labs. */
const merchantGet = (p: Record<string, unknown>) => {
  const found = LABS.filter(
    (m) =>
      (!p.province || m.province === p.province) && (!p.keyword || m.org_name.includes(String(p.keyword))),
  );
  return { ...list(found), data: { list: found, total: found.length, page: 1, limit: Number(p.limit) } };
};

const names = () => [...main()!.querySelectorAll('.sf-ch-org__name')].map((a) => a.textContent);
const chip = (label: string) =>
  [...main()!.querySelectorAll<HTMLButtonElement>('.sf-ch-chip')].find((b) =>
    b.textContent?.startsWith(label),
  )!;

beforeEach(resetApp);
afterEach(resetApp);

describe('provinceChips', () => {
  it('offers 全部地区 and each province that has labs, with counts', () => {
    expect(provinceChips(LABS)).toEqual([
      { value: '', label: '全部地区', count: 3 },
      { value: '江苏省', label: '江苏省', count: 2 },
      { value: '广东省', label: '广东省', count: 1 },
    ]);
  });
});

describe('/check/index copy (检测机构名录)', () => {
  it('lists every testing lab, then only those of the province chosen, in the address too', async () => {
    const server = await openApp('/check/index%20copy', { 'merchant/get': merchantGet });
    await settle(() => names().length === 3);
    expect(chip('全部地区').getAttribute('aria-pressed')).toBe('true');

    await act(() => chip('广东省').click());
    await settle(() => names().length === 1);
    expect(names()).toEqual(['蓝海环境检测（深圳）有限公司']);
    expect(decodeURIComponent(location.search)).toBe('?province=广东省');
    expect(chip('广东省').getAttribute('aria-pressed')).toBe('true');
    expect(server.callsTo('merchant/get').at(-1)?.params).toMatchObject({
      kind: 'testing_lab',
      province: '广东省',
      page: 1,
    });
    expect(main()!.textContent).toContain('共 1 家机构');
  });

  it('takes the province from the address and searches by name within it; 重置 clears both', async () => {
    await openApp(`/check/index%20copy?province=${encodeURIComponent('江苏省')}`, {
      'merchant/get': merchantGet,
    });
    await settle(() => names().length === 2);
    const input = main()!.querySelector<HTMLInputElement>('input[type="search"]')!;
    await act(() => {
      input.value = '不存在的机构';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => input.form!.requestSubmit());
    await settle(() => !!main()!.querySelector('.sf-empty'));
    expect(main()!.textContent).toContain('暂无相关机构');

    const reset = [...main()!.querySelectorAll('button')].find((b) => b.textContent === '重置')!;
    await act(() => reset.click());
    await settle(() => names().length === 3);
    expect(location.search).toBe('');
  });

  it('shows the failure with a retry when the list cannot load', async () => {
    await openApp('/check/index%20copy', {
      'merchant/get': { status: false, message: '服务器繁忙，请稍后再试', data: null },
    });
    await settle(() => !!main()!.querySelector('[role="alert"]'));
    expect(main()!.textContent).toContain('服务器繁忙，请稍后再试');
    expect([...main()!.querySelectorAll('button')].some((b) => b.textContent === '重试')).toBe(true);
  });
});
