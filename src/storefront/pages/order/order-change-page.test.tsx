import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { list, ok } from '../../../core/testing/fake-api';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer, change } from './order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');
const rows = () => [...document.querySelectorAll<HTMLElement>('.sf-od-changes--page > li')];
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());

const changes = [
  change(),
  change({ id: 52, type: 1, status: 'approved', status_label: '已同意', reply: '已安排补测' }),
];

async function open(routes = {}) {
  const server = await openApp('/home/orderchange', { 'order_change/get': list(changes), ...routes });
  await settle(() => rows().length === 2);
  return server;
}

describe('订单变更 /home/orderchange', () => {
  it('lists the requests with core’s labels, the order link and the reply', async () => {
    const server = await open();
    expect(document.title).toBe(`订单变更 - ${SITE}`);
    expect(server.callsTo('order_change/get')[0]?.params).toMatchObject({ page: 1, limit: 10 });
    const [pending, approved] = rows();
    expect(pending!.textContent).toContain('延长服务周期');
    expect(pending!.querySelector('.sf-od-chstatus')?.textContent).toBe('待处理');
    expect(pending!.querySelector('a[href="/home/order/detail?id=7"]')?.textContent).toBe('DD20250101000007');
    expect(pending!.textContent).toContain('等待机构处理');
    expect(approved!.querySelector('.sf-od-chstatus')?.textContent).toBe('已同意');
    expect(approved!.textContent).toContain('已安排补测');
    // only a pending request can be withdrawn or reworded
    expect(buttonIn(pending!, '撤销')).toBeDefined();
    expect(buttonIn(pending!, '修改')).toBeDefined();
    expect(buttonIn(approved!, '撤销')).toBeUndefined();
    expect(buttonIn(approved!, '修改')).toBeUndefined();
  });

  it('撤销 asks first, then sends action withdraw and reloads', async () => {
    const server = await open({ 'order_change/change': ok(null, '已撤销') });
    await click(buttonIn(rows()[0]!, '撤销')!);
    expect(dialog()?.textContent).toContain('确定撤销该变更申请吗');
    expect(server.callsTo('order_change/change')).toHaveLength(0);
    await click(buttonIn(dialog()!, '撤销')!);
    await settle(() => server.callsTo('order_change/change').length === 1 && dialog() === null);
    expect(server.callsTo('order_change/change')[0]?.params).toEqual({ id: 51, action: 'withdraw' });
    await settle(() => server.callsTo('order_change/get').length === 2);
  });

  it('修改 edits the reason of a pending request', async () => {
    const server = await open({ 'order_change/change': ok(null, '已修改') });
    await click(buttonIn(rows()[0]!, '修改')!);
    const box = dialog()!.querySelector('textarea')!;
    expect(box.value).toBe('样品寄送延迟，需延长一周');
    await act(() => {
      box.value = '样品寄送延迟，需延长两周';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await click(buttonIn(dialog()!, '提交')!);
    await settle(() => server.callsTo('order_change/change').length === 1);
    expect(server.callsTo('order_change/change')[0]?.params).toEqual({
      id: 51,
      action: 'edit',
      reason: '样品寄送延迟，需延长两周',
    });
  });

  it('查看 shows order_change/info in a dialog; no requests → the empty state', async () => {
    const server = await open({
      'order_change/info': ok({ info: changes[1] }),
    });
    await click(buttonIn(rows()[1]!, '查看')!);
    await settle(() => !!dialog()?.querySelector('dl'));
    expect(server.callsTo('order_change/info')[0]?.params).toEqual({ id: 52 });
    expect(dialog()?.textContent).toContain('变更服务内容');
    expect(dialog()?.textContent).toContain('已安排补测');

    await openApp('/home/orderchange', { 'order_change/get': list([]) });
    await settle(() => !!main()?.querySelector('.sf-empty'));
    expect(main()?.textContent).toContain('暂无变更申请');
  });
});
