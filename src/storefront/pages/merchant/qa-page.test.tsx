import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { $toast, setSession } from '../../../core';
import { ok, refused } from '../../../core/testing/fake-api';
import { main, openApp, settle } from '../../testing/render-app';
import { eachTestAsLab } from './merchant-fixtures';

const _lab = () => setSession({ token: 'm', userType: 2, userInfo: { id: 2, mobile: '13800000002' } });
eachTestAsLab();

const question = (id: number, answer = '') => ({
  id,
  goods_id: id === 1 ? 8 : null,
  goods_name: id === 1 ? '生活饮用水检测' : '',
  asker: '138****0001',
  question: `问题 ${id}：样品要送多少？`,
  answer,
  asked_at: '2026-11-20T02:00:00.000Z',
  answered_at: answer ? '2026-11-21T02:00:00.000Z' : null,
});
const page = <T,>(list: T[]) => ok({ list, total: list.length, page: 1, limit: 10 });
const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text)!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog.sf-dialog');

describe('问答 (/merchant/qa)', () => {
  it('lists waiting questions first, and answers one: the list reloads from the API', async () => {
    const server = await openApp('/merchant/qa', {
      'merchant_qa/get': page([question(1), question(2)]),
      'merchant_qa/answer': ok({ info: question(1, '500 毫升') }, '回答已发布'),
    });
    await settle(() => main()!.querySelectorAll('.mw-qa').length === 2);
    expect(server.callsTo('merchant_qa/get')[0]!.params).toMatchObject({ answered: 0, page: 1 });
    expect(main()!.textContent).toContain('咨询服务：生活饮用水检测');
    expect(main()!.textContent).toContain('138****0001');
    await act(() => main()!.querySelector<HTMLButtonElement>('.mw-qa button')!.click());
    const box = dialog()!.querySelector('textarea')!;
    // too short: told at once, nothing sent
    await act(() => buttonIn(dialog()!, '发布回答').click());
    expect(dialog()!.textContent).toContain('回答至少 2 个字');
    expect(server.callsTo('merchant_qa/answer')).toHaveLength(0);
    await act(() => {
      box.value = '500 毫升';
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const before = server.callsTo('merchant_qa/get').length;
    await act(() => buttonIn(dialog()!, '发布回答').click());
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(server.callsTo('merchant_qa/answer')[0]!.params).toEqual({ id: 1, answer: '500 毫升' });
    expect($toast.get()?.message).toBe('回答已发布');
    await vi.waitFor(() => expect(server.callsTo('merchant_qa/get').length).toBeGreaterThan(before));
  });

  it('shows the server’s refusal in the dialog, and switches to answered questions', async () => {
    const server = await openApp('/merchant/qa', {
      'merchant_qa/get': page([question(3, '可以，加急 3 个工作日')]),
      'merchant_qa/answer': refused('问题不存在'),
    });
    await settle(() => main()!.querySelectorAll('.mw-qa').length === 1);
    expect(main()!.querySelector('.mw-qa__a')?.textContent).toBe('可以，加急 3 个工作日');
    await act(() => buttonIn(main()!, '已回答').click());
    await vi.waitFor(() =>
      expect(server.callsTo('merchant_qa/get').at(-1)!.params).toMatchObject({ answered: 1 }),
    );
    await act(() => buttonIn(main()!, '修改回答').click());
    await act(() => buttonIn(dialog()!, '发布回答').click());
    await vi.waitFor(() => expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe('问题不存在'));
  });

  it('a failed load is the failed state with 重试, not the empty one', async () => {
    await openApp('/merchant/qa', { 'merchant_qa/get': refused('服务繁忙') });
    await settle(() => main()!.textContent!.includes('服务繁忙'));
    expect(main()!.textContent).not.toContain('没有待回答的问题');
    await openApp('/merchant/qa', { 'merchant_qa/get': page([]) });
    await settle(() => main()!.textContent!.includes('没有待回答的问题'));
  });
});
