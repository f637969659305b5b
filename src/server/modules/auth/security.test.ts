import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, verificationCodes } from '../../db/schema';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import {
  callFrom,
  freshIp,
  lastCode,
  ROOMY_LIMITS,
  smsCode,
  solvedCaptcha,
} from '../captcha/captcha.test-helpers';

let t: TestApp;
beforeAll(async () => {
  // two codes a minute per mobile: the registration's code and the change's may follow each other
  const codePerTarget = { limit: 2, windowSec: 60 };
  t = await createTestApp({
    limits: { ...ROOMY_LIMITS, codePerTarget, codePerIp: { limit: 1000, windowSec: 3600 } },
  });
});
afterAll(() => t.close());

const PASSWORD = 'Secret2024';
const NEW_PASSWORD = 'Changed2025';
const alive = async (token: string) => (await t.call('goods_cart/get', {}, token)).status;

/** A fresh buyer (registered with a code): their token. */
async function register(mobile: string): Promise<string> {
  const code = await smsCode(t, mobile, 'register');
  const answer = await t.call('user/register', { mobile, code, password: PASSWORD, agree: true });
  if (answer.status !== true) throw new Error(answer.message);
  return answer.data.token;
}
const login = (mobile: string, password: string) => t.call('user/login', { mobile, password });
const hasMobile = async (mobile: string) =>
  (await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mobile, mobile))).length > 0;

describe('extension/changePassword', () => {
  it('refuses bad input, a wrong old password and the same password, changing nothing', async () => {
    const token = await register('13733330001');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: NEW_PASSWORD }, '请输入原密码'],
      [{ old_password: PASSWORD }, '请输入密码'],
      [
        { old_password: PASSWORD, password: 'short1' },
        '密码需为8-128位，包含字母和数字，或使用16位以上的短语',
      ],
      [
        { old_password: PASSWORD, password: 'onlyletters' },
        '密码需为8-128位，包含字母和数字，或使用16位以上的短语',
      ],
      [{ old_password: 'Wrong2024x', password: NEW_PASSWORD }, '原密码错误'],
      [{ old_password: PASSWORD, password: PASSWORD }, '新密码不能与原密码相同'],
    ];
    for (const [payload, message] of cases) {
      expect(await t.call('extension/changePassword', payload, token)).toMatchObject({
        status: false,
        message,
        data: null,
      });
    }
    expect((await login('13733330001', PASSWORD)).status).toBe(true);
    expect(await alive(token)).toBe(true);
  });

  it('ends every other session; the current one stays, the new password logs in', async () => {
    const current = await register('13733330002');
    const other = (await login('13733330002', PASSWORD)).data.token;
    const answer = await t.call(
      'extension/changePassword',
      { old_password: PASSWORD, password: NEW_PASSWORD },
      current,
    );
    expect(answer).toMatchObject({ status: true, message: '密码已修改，其他设备上的登录已失效' });
    expect(await alive(current)).toBe(true);
    expect((await t.call('goods_cart/get', {}, other)).status).toBe(-2);
    expect((await login('13733330002', PASSWORD)).message).toMatch(/^手机号或密码错误/);
    expect((await login('13733330002', NEW_PASSWORD)).status).toBe(true);
  });

  it('needs a session, and limits wrong old passwords per account', async () => {
    expect(
      (await t.call('extension/changePassword', { old_password: PASSWORD, password: NEW_PASSWORD })).status,
    ).toBe(-2);
    const token = await register('13733330003');
    const wrong = { old_password: 'Wrong2024x', password: NEW_PASSWORD };
    for (let i = 0; i < 5; i++) await t.call('extension/changePassword', wrong, token);
    const locked = await t.call(
      'extension/changePassword',
      { old_password: PASSWORD, password: NEW_PASSWORD },
      token,
    );
    expect(locked).toMatchObject({
      http: 429,
      status: false,
      message: '原密码错误次数过多，请 15 分钟后再试',
    });
    expect((await login('13733330003', PASSWORD)).status).toBe(true);
  });
});

describe('user/changeMobile', () => {
  it('codes of the change purposes need a session, the own mobile and a free new one', async () => {
    const token = await register('13733330010');
    const send = async (mobile: string, purpose: string, tok?: string) =>
      callFrom(t, 'captcha/sendSmsCaptcha', { mobile, purpose, ...(await solvedCaptcha(t)) }, freshIp(), tok);
    expect((await send('13733330010', 'change_mobile')).status).toBe(-2);
    expect((await send('13733330019', 'bind_mobile')).status).toBe(-2);
    expect((await send(DEMO.buyer.mobile, 'change_mobile', token)).message).toBe(
      '请向当前绑定的手机号发送验证码',
    );
    expect((await send(DEMO.buyer.mobile, 'bind_mobile', token)).message).toBe('该手机号已注册');
    expect((await send('13733330010', 'bind_mobile', token)).message).toBe('新手机号不能与当前手机号相同');
    expect((await send('13733330010', 'change_mobile', token)).status).toBe(true);
    // the session's own mobile: the owner's budget (here two a minute), apart from the register
    // code a page without a session asked for (captcha/code-budget.ts)
    expect((await send('13733330010', 'change_mobile', token)).status).toBe(true);
    const again = await send('13733330010', 'change_mobile', token);
    expect(again).toMatchObject({ http: 429, message: '验证码发送过于频繁，请60秒后再试' });
  });

  it('moves the account with both codes; wrong, reused and expired codes change nothing', async () => {
    const token = await register('13733330020');
    const oldCode = await smsCode(t, '13733330020', 'change_mobile', 1, token);
    const newCode = await smsCode(t, '13733330021', 'bind_mobile', 1, token);
    const wrong = (c: string) => (c === '000000' ? '111111' : '000000');
    const change = (body: Record<string, unknown>, tok = token) => t.call('user/changeMobile', body, tok);

    expect((await change({ mobile: '13733330021', code: newCode })).message).toBe('请输入原手机号验证码');
    expect((await change({ old_code: oldCode, mobile: '1373333', code: newCode })).message).toBe(
      '请输入正确的手机号',
    );
    expect((await change({ old_code: oldCode, mobile: '13733330021', code: '12ab' })).message).toBe(
      '新手机号验证码应为6位数字',
    );
    expect((await change({ old_code: wrong(oldCode), mobile: '13733330021', code: newCode })).message).toBe(
      '原手机号验证码错误',
    );
    expect((await change({ old_code: oldCode, mobile: '13733330021', code: wrong(newCode) })).message).toBe(
      '新手机号验证码错误',
    );
    // a code for another number does not fit
    expect((await change({ old_code: oldCode, mobile: '13733330022', code: newCode })).message).toBe(
      '新手机号验证码错误或已过期，请重新获取',
    );
    expect(await hasMobile('13733330020')).toBe(true);
    expect(await hasMobile('13733330021')).toBe(false);

    // the right first code was not burnt by the wrong second one
    const answer = await change({ old_code: oldCode, mobile: '13733330021', code: newCode });
    expect(answer).toMatchObject({ status: true, message: '手机号已更换', data: { mobile: '13733330021' } });
    expect((await login('13733330021', PASSWORD)).status).toBe(true);
    expect((await login('13733330020', PASSWORD)).status).toBe(false);
    expect(await alive(token)).toBe(true);

    // reused: the old-mobile code was for a number the account no longer has
    const reused = await change({ old_code: oldCode, mobile: '13733330023', code: newCode });
    expect(reused.message).toBe('原手机号验证码错误或已过期，请重新获取');

    const old2 = await smsCode(t, '13733330021', 'change_mobile', 1, token);
    const new2 = await smsCode(t, '13733330024', 'bind_mobile', 1, token);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, '13733330024'));
    expect((await change({ old_code: old2, mobile: '13733330024', code: new2 })).message).toBe(
      '新手机号验证码错误或已过期，请重新获取',
    );
    expect(await hasMobile('13733330021')).toBe(true);
  });

  it('refuses a new mobile taken meanwhile, another user, and other user types', async () => {
    const token = await register('13733330030');
    const oldCode = await smsCode(t, '13733330030', 'change_mobile', 1, token);
    const newCode = await smsCode(t, '13733330031', 'bind_mobile', 1, token);
    const body = { old_code: oldCode, mobile: '13733330031', code: newCode };

    // buyer B with A's codes: B's own mobile never got them, and A keeps its number
    const other = await register('13733330032');
    expect((await t.call('user/changeMobile', body, other)).message).toBe(
      '原手机号验证码错误或已过期，请重新获取',
    );
    // a lab changes its own mobile here too (merchant centre 安全设置), never with a buyer's codes
    const merchant = (await t.loginAs('merchant')).token;
    expect((await t.call('user/changeMobile', body, merchant)).message).toBe(
      '原手机号验证码错误或已过期，请重新获取',
    );
    expect((await t.call('user/changeMobile', body)).status).toBe(-2);

    await register('13733330031');
    expect((await t.call('user/changeMobile', body, token)).message).toBe('该手机号已注册');
    expect((await login('13733330030', PASSWORD)).status).toBe(true);
  });
});

describe('user/changeEmail', () => {
  const mailCode = async (email: string, token?: string) => {
    const body = { email, purpose: 'bind_email', ...(await solvedCaptcha(t, 'mail')) };
    return callFrom(t, 'captcha/sendMailCaptcha', body, freshIp(), token);
  };

  it('binds an e-mail with the code mailed to it, once', async () => {
    const token = await register('13733330040');
    expect((await mailCode('a40@example.cn')).status).toBe(-2);
    expect((await mailCode('a40@example.cn', token)).status).toBe(true);
    const code = await lastCode(t, 'a40@example.cn');
    const wrong = code === '000000' ? '111111' : '000000';
    const change = (body: Record<string, unknown>) => t.call('user/changeEmail', body, token);
    expect((await change({ email: 'a40@example', code })).message).toBe('请输入正确的邮箱');
    expect((await change({ email: 'a40@example.cn' })).message).toBe('请输入邮箱验证码');
    expect((await change({ email: 'a40@example.cn', code: wrong })).message).toBe('验证码错误');
    expect((await change({ email: 'other@example.cn', code })).message).toBe(
      '验证码错误或已过期，请重新获取',
    );

    const answer = await change({ email: 'A40@Example.cn', code });
    expect(answer).toMatchObject({ status: true, message: '邮箱已绑定', data: { email: 'a40@example.cn' } });
    expect((await mailCode('a40@example.cn', token)).message).toBe('新邮箱不能与当前邮箱相同');
    expect((await change({ email: 'a40@example.cn', code })).message).toBe('新邮箱不能与当前邮箱相同');
  });

  it('refuses an address another buyer holds', async () => {
    const token = await register('13733330041');
    await t.db
      .update(accounts)
      .set({ email: 'taken@example.cn' })
      .where(eq(accounts.mobile, DEMO.buyer2.mobile));
    expect((await mailCode('taken@example.cn', token)).message).toBe('该邮箱已注册');
    expect(
      (await t.call('user/changeEmail', { email: 'taken@example.cn', code: '123456' }, token)).message,
    ).toBe('该邮箱已注册');
  });
});
