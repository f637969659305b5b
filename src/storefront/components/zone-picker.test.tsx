import { render } from 'preact';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, list, refused, resetStores } from '../../core/testing/fake-api';
import { LUJIAZUI } from './zone-fixtures';
import { EMPTY_ZONE, ZonePicker, type ZoneValue } from './zone-picker';

const ZONES: Record<string, { code: string; name: string }[]> = {
  root: [
    { code: '11', name: '北京市' },
    { code: '31', name: '上海市' },
  ],
  '11': [{ code: '1101', name: '北京市' }],
  '31': [{ code: '3101', name: '上海市' }],
  '1101': [{ code: '110108', name: '海淀区' }],
  '3101': [
    { code: '310104', name: '徐汇区' },
    { code: '310115', name: '浦东新区' },
  ],
  '110108': [{ code: '110108010', name: '学院路街道' }],
  '310115': [{ code: '310115005', name: '陆家嘴街道' }],
};

let root: HTMLElement;
let seen: ZoneValue[];
function Host({ start }: { start: ZoneValue }) {
  const [value, setValue] = useState(start);
  return (
    <ZonePicker
      value={value}
      onChange={(z) => {
        seen.push(z);
        setValue(z);
      }}
    />
  );
}

function serve() {
  return fakeApi({
    'zone_province/get': list(ZONES.root!),
    'zone_city/get': (p) => list(ZONES[String(p.province_code)] ?? []),
    'zone_area/get': (p) => list(ZONES[String(p.city_code)] ?? []),
    'zone_street/get': (p) => list(ZONES[String(p.area_code)] ?? []),
  });
}

const select = (label: string) => {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent === label);
  return root.querySelector<HTMLSelectElement>(`#${CSS.escape(l!.htmlFor)}`)!;
};
const options = (label: string) => [...select(label).options].map((o) => o.textContent);
const choose = (label: string, value: string) =>
  act(() => {
    const el = select(label);
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
const ready = (label: string, n: number) =>
  vi.waitFor(() => expect(select(label).options.length).toBe(n + 1));

beforeEach(() => {
  resetStores();
  seen = [];
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  render(null, root);
  root.remove();
});

describe('ZonePicker', () => {
  it('is four labelled selects; a level loads only once its parent is chosen', async () => {
    const server = serve();
    await act(() => render(<Host start={EMPTY_ZONE} />, root));
    await ready('省份', 2);
    expect(root.querySelector('legend')?.textContent).toBe('所在地区');
    expect(options('城市')).toEqual(['请先选择省份']);
    expect(select('城市').disabled).toBe(true);
    expect(options('街道/乡镇')).toEqual(['请先选择区县']);
    expect(server.callsTo('zone_city/get')).toEqual([]);

    await choose('省份', '31');
    await ready('城市', 1);
    expect(server.callsTo('zone_city/get')[0]?.params).toEqual({ province_code: '31' });
    await choose('城市', '3101');
    await ready('区县', 2);
    await choose('区县', '310115');
    await ready('街道/乡镇', 1);
    expect(options('街道/乡镇')[0]).toBe('请选择街道/乡镇（选填）');
    await choose('街道/乡镇', '310115005');
    expect(seen.at(-1)).toEqual(LUJIAZUI);
  });

  it('shows a saved value and clears the levels below a changed one', async () => {
    serve();
    const saved = LUJIAZUI;
    await act(() => render(<Host start={saved} />, root));
    await ready('街道/乡镇', 1);
    expect(select('区县').value).toBe('310115');
    expect(select('街道/乡镇').value).toBe('310115005');
    await choose('省份', '11');
    expect(seen.at(-1)).toEqual({ ...EMPTY_ZONE, province_code: '11', province: '北京市' });
    await ready('城市', 1);
    expect(select('区县').disabled).toBe(true);
  });

  it('offers 重试 when a level fails to load', async () => {
    const server = fakeApi({ 'zone_province/get': refused('服务器繁忙，请稍后再试') });
    await act(() => render(<Host start={EMPTY_ZONE} />, root));
    await vi.waitFor(() => expect(options('省份')).toEqual(['加载失败']));
    server.routes['zone_province/get'] = list(ZONES.root!);
    await act(() => root.querySelector<HTMLButtonElement>('.sf-zone__retry')!.click());
    await ready('省份', 2);
  });
});
