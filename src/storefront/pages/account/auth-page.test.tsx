import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerCertification } from '../../../core';
import { ok, refused } from '../../../core/testing/fake-api';
import { fileProblem } from '../../components/upload';
import { main, openApp, resetApp, SITE, settle } from '../../testing/render-app';
import { buyer } from '../order/order-fixtures';

beforeEach(() => {
  resetApp();
  buyer();
});
afterEach(resetApp);

const NONE: CustomerCertification = {
  status: 'none',
  org_name: '',
  credit_code: '',
  legal_person: '',
  contact_name: '',
  contact_mobile: '',
  address: '',
  licence_id: null,
  licence_url: '',
  licence_mime: '',
  reason: '',
  applied_at: '',
};
const FILLED: CustomerCertification = {
  status: 'pending',
  org_name: '上海示例检测技术有限公司',
  credit_code: '91310000MA1FL1XD6J',
  legal_person: '张三',
  contact_name: '李四',
  contact_mobile: '13912345678',
  address: '上海市浦东新区张江路 100 号',
  licence_id: 7,
  licence_url: '/files/attachment/7?exp=9999999999&sig=ab',
  licence_mime: 'image/png',
  reason: '',
  applied_at: '2026-11-25T03:00:00.000Z',
};

const buttonIn = (root: ParentNode, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === text);
const click = (el: HTMLElement) => act(() => el.click());
const input = (name: string) => main()!.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) =>
  act(() => {
    input(name).value = value;
    input(name).dispatchEvent(new Event('input', { bubbles: true }));
  });
const errors = () => [...main()!.querySelectorAll('.sf-field__error')].map((e) => e.textContent);
const badge = () => main()!.querySelector('.sf-au-status')?.textContent;
const pick = (file: File) =>
  act(() => {
    Object.defineProperty(input('licence'), 'files', { value: [file], configurable: true });
    input('licence').dispatchEvent(new Event('change', { bubbles: true }));
  });

async function open(info: () => CustomerCertification, routes = {}) {
  const server = await openApp('/home/auth', { 'user_sgs/info': () => ok({ info: info() }), ...routes });
  await settle(() => !!badge());
  return server;
}

describe('客户认证 /home/auth', () => {
  it('starts 未认证 with the form; checks every field and the licence before sending', async () => {
    const server = await open(() => NONE);
    expect(document.title).toBe(`客户认证 - ${SITE}`);
    expect(badge()).toBe('未认证');
    expect(main()!.querySelector('h1')?.textContent).toBe('客户认证未认证');
    await type('credit_code', '91310000MA1FL1XD6K');
    await click(buttonIn(main()!, '提交认证')!);
    expect(errors()).toEqual([
      '请输入企业名称',
      '统一社会信用代码不正确，请核对18位代码',
      '请输入法定代表人',
      '请输入企业地址',
      '请输入联系人',
      '请输入联系人手机号',
      '请上传营业执照',
    ]);
    expect(server.callsTo('user_sgs/update')).toEqual([]);
    await vi.waitFor(() => expect(document.activeElement).toBe(input('org_name')));
  });

  it('uploads the licence as a file, previews it, submits and shows 审核中', async () => {
    let info = NONE;
    const server = await open(() => info, {
      'attachment/uploadOne': ok(
        { id: 7, mime: 'image/png', size: 10, name: 'l.png', url: FILLED.licence_url },
        '上传成功',
      ),
      'user_sgs/update': () => {
        info = FILLED;
        return ok({ info }, '认证资料已提交，请等待审核');
      },
    });
    await pick(new File([new Uint8Array([0x89, 0x50])], 'l.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(main()!.querySelector('.sf-upload__img')).not.toBeNull());
    const sent = server.callsTo('attachment/uploadOne')[0]!.params as unknown as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('l.png');
    for (const [name, value] of Object.entries({
      org_name: FILLED.org_name,
      credit_code: '91310000ma1fl1xd6j',
      legal_person: FILLED.legal_person,
      address: FILLED.address,
      contact_name: FILLED.contact_name,
      contact_mobile: FILLED.contact_mobile,
    }))
      await type(name, value);
    await click(buttonIn(main()!, '提交认证')!);
    await settle(() => badge() === '审核中');
    expect(server.callsTo('user_sgs/update')[0]!.params).toEqual({
      org_name: FILLED.org_name,
      credit_code: '91310000MA1FL1XD6J',
      legal_person: FILLED.legal_person,
      address: FILLED.address,
      contact_name: FILLED.contact_name,
      contact_mobile: FILLED.contact_mobile,
      licence_id: 7,
    });
    expect(main()!.textContent).toContain('平台正在审核');
    expect(main()!.querySelector<HTMLImageElement>('.sf-upload__img')!.getAttribute('src')).toBe(
      FILLED.licence_url,
    );
  });

  it("shows the server's refusal of a file at the licence field", async () => {
    await open(() => NONE, { 'attachment/uploadOne': refused('仅支持 PNG、JPG、WebP 图片或 PDF 文件') });
    await pick(new File(['<svg/>'], 'x.png', { type: 'image/png' }));
    await vi.waitFor(() => expect(errors()).toContain('仅支持 PNG、JPG、WebP 图片或 PDF 文件'));
    expect(
      fileProblem(new File([new Uint8Array(11 * 1024 * 1024)], 'big.pdf', { type: 'application/pdf' })),
    ).toBe('文件不能超过 10 MB');
  });

  it('shows a rejection with its reason and lets the buyer apply again', async () => {
    let info: CustomerCertification = { ...FILLED, status: 'rejected', reason: '营业执照不清晰' };
    const server = await open(() => info, {
      'user_sgs/update': () => {
        info = { ...FILLED };
        return ok({ info }, '认证资料已修改，请等待审核');
      },
    });
    expect(badge()).toBe('已驳回');
    expect(main()!.textContent).toContain('认证未通过：营业执照不清晰');
    await click(buttonIn(main()!, '重新提交')!);
    await type('address', '上海市徐汇区漕溪北路 1 号');
    await click(buttonIn(main()!.querySelector('form')!, '重新提交')!);
    await settle(() => badge() === '审核中');
    // after a rejection the buyer applies again (update); a certified company modifies
    expect(server.callsTo('user_sgs/modifyData')).toHaveLength(0);
    expect(server.callsTo('user_sgs/update')[0]?.params).toMatchObject({
      address: '上海市徐汇区漕溪北路 1 号',
      licence_id: 7,
    });
  });

  it('shows a certified company; 修改认证资料 sends modifyData and goes back to review', async () => {
    let info: CustomerCertification = { ...FILLED, status: 'approved' };
    const server = await open(() => info, {
      'user_sgs/modifyData': () => {
        info = { ...FILLED };
        return ok({ info }, '认证资料已修改，请等待审核');
      },
    });
    expect(badge()).toBe('已认证');
    expect(main()!.textContent).toContain('91310000MA1FL1XD6J');
    await click(buttonIn(main()!, '修改认证资料')!);
    await type('contact_name', '王五');
    await click(buttonIn(main()!.querySelector('form')!, '重新提交')!);
    await settle(() => badge() === '审核中');
    expect(server.callsTo('user_sgs/modifyData')[0]?.params).toMatchObject({ contact_name: '王五' });
  });
});
