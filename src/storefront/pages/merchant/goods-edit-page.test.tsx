import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { list, ok, type Routes, refused } from '../../../core/testing/fake-api';
import { main, openApp, settle } from '../../testing/render-app';
import { eachTestAsLab } from './merchant-fixtures';

eachTestAsLab();

const routes = (over: Routes = {}): Routes => ({
  'goods_category/getTreeFront': list([]),
  'merchant_center/shop': refused('不需要'),
  ...over,
});
const form = () => main()!.querySelector<HTMLFormElement>('form.ge-form')!;
const byLabel = (label: string) =>
  [...form().querySelectorAll<HTMLInputElement>('input, textarea, select')].find(
    (el) =>
      el.getAttribute('aria-label') === label ||
      (el.getAttribute('aria-labelledby') &&
        document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent === label),
  )!;
const typeIn = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
const choose = (el: HTMLInputElement, value: string) =>
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
const press = (text: string) =>
  act(() =>
    [...form().querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!.click(),
  );
const errorOf = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' / ');
const groups = () => [...form().querySelectorAll('fieldset[data-group] > legend')].map((l) => l.textContent);

describe('发布服务 (/merchant/goods/edit)', () => {
  it('shows every problem at once beside its field and focuses the first', async () => {
    const server = await openApp('/merchant/goods/edit', routes());
    await settle(() => !!main()?.querySelector('form.ge-form'));
    await typeIn(byLabel('服务内容 1 价格（元）'), '-5');
    await typeIn(byLabel('检测周期（工作日）'), '0');
    await press('保存草稿');
    await settle(() => form().querySelectorAll('[aria-invalid="true"]').length === 4);
    const name = byLabel('服务名称');
    expect(errorOf(name)).toBe('请输入服务名称');
    expect(errorOf(byLabel('检测周期（工作日）'))).toBe('检测周期应为 1 至 365 个工作日');
    expect(errorOf(byLabel('服务内容 1 名称'))).toBe('请输入名称');
    expect(errorOf(byLabel('服务内容 1 价格（元）'))).toBe('价格不能为负');
    expect(form().textContent).toContain('有 4 处需要修改');
    await settle(() => document.activeElement === name);
    expect(server.callsTo('merchant_goods/add')).toHaveLength(0);
    // mended, a problem leaves at once; the others stay
    await typeIn(name, '生活饮用水全项检测');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(form().querySelectorAll('[aria-invalid="true"]')).toHaveLength(3);
  });

  it('offers only the option groups of the service type', async () => {
    await openApp('/merchant/goods/edit', routes());
    await settle(() => !!main()?.querySelector('form.ge-form'));
    expect(groups()).toEqual(['服务内容', '认可标识']);
    await choose(byLabel('服务类型'), '4');
    expect(groups()).toEqual(['服务内容', '培训形式']);
    await choose(byLabel('服务类型'), '5');
    expect(groups()).toEqual(['服务内容']);
    await choose(byLabel('服务类型'), '2');
    expect(groups()).toEqual(['服务内容', '认可标识']);
    expect(form().textContent).toContain('名称含“监督审核”的是获证后的年度监督审核');
  });

  it('a refusal that names a field is shown at that field, which takes the focus', async () => {
    const server = await openApp(
      '/merchant/goods/edit',
      routes({ 'merchant_goods/add': refused('服务内容第 1 项的价格不能超过 10000000 元') }),
    );
    await settle(() => !!main()?.querySelector('form.ge-form'));
    await typeIn(byLabel('服务名称'), '生活饮用水全项检测');
    await typeIn(byLabel('服务内容 1 名称'), '常规 43 项');
    await typeIn(byLabel('服务内容 1 价格（元）'), '1200');
    await press('保存草稿');
    await settle(() => server.callsTo('merchant_goods/add').length === 1);
    const price = byLabel('服务内容 1 价格（元）');
    await settle(() => price.getAttribute('aria-invalid') === 'true');
    expect(errorOf(price)).toBe('服务内容第 1 项的价格不能超过 10000000 元');
    await settle(() => document.activeElement === price);
    // only the type's groups are sent, without empty rows
    expect(server.callsTo('merchant_goods/add')[0]!.params).toMatchObject({
      serviceContent: [{ name: '常规 43 项', price: '1200' }],
      trainingForm: [],
      approvalLogo: [],
    });
  });

  it('a service waiting for review is edited and resubmitted, not saved aside', async () => {
    const info = {
      id: 9,
      name: '鹭岛 ISO 9001 认证',
      cover: '',
      servics_id: 2,
      servics_name: '认证认可',
      state: 'pending',
      state_label: '待审核',
      reject_reason: '',
      min_price: '18000.00',
      sales: 0,
      updated_at: '2026-12-04T10:00:00Z',
      revision: null,
      category_id: null,
      pictures: [],
      summary: '',
      content: '',
      standards: [],
      turnaround_days: null,
      sample_requirement: '',
      serviceContent: [{ id: 3, name: '初次认证', price: 18000 }],
      trainingForm: [],
      approvalLogo: [],
      sales_promotion: null,
      sample_address: null,
    };
    await openApp('/merchant/goods/edit?id=9', routes({ 'merchant_goods/info': ok({ info }) }));
    await settle(() => !!main()?.querySelector('form.ge-form'));
    expect(main()!.textContent).toContain('此服务正在等待平台审核');
    const buttons = [...form().querySelectorAll('button[type=submit], .mc-actions button')].map(
      (b) => b.textContent,
    );
    expect(buttons).toEqual(['保存并重新提交审核']);
  });
});
