import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, expertProfiles, merchants, rateLimits, verificationCodes } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/accounts';
import { createTestApp, DEMO, type TestApp } from '../../test/test-app';
import { callFrom, lastCode, ROOMY_LIMITS, smsCode, solvedCaptcha } from '../captcha/captcha.test-helpers';
import { creditCode } from '../merchant-center/merchant.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ limits: { ...ROOMY_LIMITS, codePerIp: { limit: 1000, windowSec: 3600 } } });
});
afterAll(() => t.close());

const PASSWORD = 'Secret2024';
const buyer = (mobile: string, code: string, extra: Record<string, unknown> = {}) =>
  t.call('user/register', { mobile, code, password: PASSWORD, agree: true, ...extra });

describe('user/register', () => {
  it('registers a buyer with an SMS code and logs them in at once', async () => {
    const code = await smsCode(t, '13722220001', 'register');
    const answer = await buyer('13722220001', code);
    expect(answer).toMatchObject({
      status: true,
      message: '注册成功',
      data: { token: expect.any(String), type: 1, userInfo: { mobile: '13722220001' } },
    });
    expect(JSON.stringify(answer.data)).not.toMatch(/scrypt|password/i);
    expect((await t.call('goods_cart/get', {}, answer.data.token)).status).toBe(true);
    const login = await t.call('user/login', { mobile: '13722220001', password: PASSWORD });
    expect(login.status).toBe(true);
  });

  it('refuses a wrong, reused, expired or foreign code', async () => {
    const code = await smsCode(t, '13722220002', 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await buyer('13722220002', wrong)).message).toBe('验证码错误');
    // a code for another mobile
    expect((await buyer('13722220009', code)).message).toBe('验证码错误或已过期，请重新获取');
    expect((await buyer('13722220002', code)).status).toBe(true);
    // reused after the account exists: used up
    expect((await buyer('13722220002', code)).message).toBe('验证码错误或已过期，请重新获取');

    const other = await smsCode(t, '13722220003', 'register');
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, '13722220003'));
    expect((await buyer('13722220003', other)).message).toBe('验证码错误或已过期，请重新获取');
  });

  it('a code works once: the second registration attempt with it fails', async () => {
    const code = await smsCode(t, '13722220004', 'register');
    expect((await buyer('13722220004', code, { password: 'short1' })).message).toBe(
      '密码需为8-128位，包含字母和数字，或使用16位以上的短语',
    );
    // validation refused before the code was touched: it still works
    const first = await buyer('13722220004', code);
    expect(first.status).toBe(true);
    await t.db.delete(accounts).where(eq(accounts.mobile, '13722220004'));
    expect((await buyer('13722220004', code)).message).toBe('验证码错误或已过期，请重新获取');
  });

  it('burns a code after five wrong tries', async () => {
    const code = await smsCode(t, '13722220005', 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await buyer('13722220005', wrong)).message).toBe('验证码错误');
    expect((await buyer('13722220005', wrong)).message).toBe('验证码错误次数过多，请重新获取');
    // spent for this requester: the right code no longer helps it (another requester's code would)
    expect((await buyer('13722220005', code)).message).toBe('验证码错误次数过多，请重新获取');
  });

  it('refuses a code of another purpose or user type', async () => {
    const login = await smsCode(t, DEMO.buyer.mobile, 'login');
    // the demo buyer's login code cannot register the same mobile as an expert
    const answer = await t.call('expert/register', {
      mobile: DEMO.buyer.mobile,
      code: login,
      password: PASSWORD,
      agree: 1,
      real_name: '赵工',
      field: '环境检测',
    });
    expect(answer.message).toBe('验证码错误或已过期，请重新获取');
    const merchantCode = await smsCode(t, '13722220006', 'register', 2);
    expect((await buyer('13722220006', merchantCode)).message).toBe('验证码错误或已过期，请重新获取');
  });

  it('tells a registered mobile apart only to whoever proves its code, and then offers the way in', async () => {
    await t.db.delete(rateLimits); // the demo buyer had a code a moment ago
    const code = await smsCode(t, DEMO.buyer.mobile, 'register');
    expect((await buyer(DEMO.buyer.mobile, code)).message).toBe('该手机号已注册');
  });

  it('refuses duplicates, weak passwords, no agreement and odd input without a 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      // a registered mobile is told apart only once its code is proven (next test)
      [{ mobile: DEMO.buyer.mobile }, '验证码错误或已过期，请重新获取'],
      [{ password: 'abcdefgh' }, '密码需为8-128位，包含字母和数字，或使用16位以上的短语'],
      [{ password: '12345678' }, '密码需为8-128位，包含字母和数字，或使用16位以上的短语'],
      [{ password: `a1${'x'.repeat(127)}` }, '密码需为8-128位，包含字母和数字，或使用16位以上的短语'],
      [{ password: 'ab 1234' }, '密码需为8-128位，包含字母和数字，或使用16位以上的短语'],
      [{ password: 'Password1' }, '该密码过于常见，容易被猜中，请换一个'],
      [{ password: 'qwerty123' }, '该密码过于常见，容易被猜中，请换一个'],
      [{ password: ['Secret2024'] }, '密码需为8-128位，包含字母和数字，或使用16位以上的短语'],
      [{ password: '' }, '请输入密码'],
      [{ agree: false }, '请阅读并同意用户协议'],
      [{ agree: undefined }, '请阅读并同意用户协议'],
      [{ code: '12345' }, '请输入6位数字验证码'],
      [{ code: { $gt: '' } }, '请输入6位数字验证码'],
      [{ code: '' }, '请输入验证码'],
      [{ mobile: null }, '请输入手机号'],
    ];
    for (const [extra, message] of cases) {
      const answer = await buyer('13722220007', '123456', extra);
      expect([answer.http, answer.status, answer.message]).toEqual([200, false, message]);
    }
    const junk = await t.request('/api/user/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1,2]',
    });
    expect(junk.status).toBe(200);
  });
});

describe('merchant_account/register', () => {
  const base = {
    password: PASSWORD,
    agree: 'true',
    org_name: '苏州精测检验技术有限公司',
    contact_name: '陈经理',
    credit_code: creditCode(30),
  };

  it('creates the account and an unpublished shop awaiting review', async () => {
    const code = await smsCode(t, '13722230001', 'register', 2);
    const answer = await t.call('merchant_account/register', { ...base, mobile: '13722230001', code });
    expect(answer).toMatchObject({
      status: true,
      data: {
        type: 2,
        userInfo: { mobile: '13722230001', org_name: base.org_name, merchant_id: expect.any(Number) },
      },
    });
    const [shop] = await t.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, answer.data.userInfo.merchant_id));
    expect(shop).toMatchObject({
      status: 0,
      kind: 'testing_lab',
      contactPhone: '13722230001',
      businessLicense: base.credit_code,
    });
    expect((await t.call('merchant/info', { id: shop!.id })).status).toBe(false);
    // a pending lab's name is told only to a proven mobile: without its code nothing is revealed
    const guess = await t.call('merchant_account/register', {
      ...base,
      mobile: '13722230002',
      code: '123456',
    });
    expect(guess.message).toBe('验证码错误或已过期，请重新获取');
    const proven = await smsCode(t, '13722230002', 'register', 2);
    const again = await t.call('merchant_account/register', { ...base, mobile: '13722230002', code: proven });
    expect(again.message).toBe('该机构已入驻，请勿重复注册');
    // the taken name cost no code: the same one opens a shop under another name
    const other = { ...base, org_name: '苏州精测二部', credit_code: creditCode(33) };
    const opened = await t.call('merchant_account/register', {
      ...other,
      mobile: '13722230002',
      code: proven,
    });
    expect(opened.status).toBe(true);
  });

  it('proves the mobile by its SMS code on every channel: an e-mail code opens no shop', async () => {
    const sent = await callFrom(t, 'captcha/sendMailCaptcha', {
      email: 'join@lab.example.cn',
      purpose: 'register',
      type: 2,
      ...(await solvedCaptcha(t, 'mail')),
    });
    expect(sent.status).toBe(true);
    const mailCode = await lastCode(t, 'join@lab.example.cn');
    const body = {
      ...base,
      org_name: '杭州衡准计量有限公司',
      credit_code: creditCode(31),
      mobile: '13722230003',
      code: mailCode,
      channel: 'mail',
      email: 'join@lab.example.cn',
    };
    expect((await t.call('merchant_account/register', body)).message).toBe('验证码错误或已过期，请重新获取');
    expect(await t.db.select().from(merchants).where(eq(merchants.orgName, body.org_name))).toEqual([]);
  });

  it('checks the credit code (GB 32100 check digit) and keeps one shop per code', async () => {
    const body = { ...base, org_name: '宁波检测有限公司', mobile: '13722230005', code: '123456' };
    const bad = creditCode(32).slice(0, 17) + (creditCode(32).endsWith('0') ? '1' : '0');
    expect((await t.call('merchant_account/register', { ...body, credit_code: bad })).message).toMatch(
      /统一社会信用代码/,
    );
    expect((await t.call('merchant_account/register', { ...body, credit_code: '' })).message).toMatch(
      /统一社会信用代码/,
    );
    const unproven = await t.call('merchant_account/register', { ...body, credit_code: base.credit_code });
    expect(unproven.message).toBe('验证码错误或已过期，请重新获取');
    const code = await smsCode(t, '13722230005', 'register', 2);
    const taken = await t.call('merchant_account/register', {
      ...body,
      code,
      credit_code: base.credit_code,
    });
    expect(taken.message).toBe('该统一社会信用代码已被其他机构使用');
  });

  it('requires the organisation and contact name', async () => {
    const body = { ...base, mobile: '13722230004', code: '123456' };
    expect((await t.call('merchant_account/register', { ...body, org_name: ' ' })).message).toBe(
      '请输入机构名称',
    );
    expect((await t.call('merchant_account/register', { ...body, contact_name: '' })).message).toBe(
      '请输入联系人姓名',
    );
    expect((await t.call('merchant_account/register', { ...body, kind: 'bank' })).message).toBe(
      '无效的机构类型',
    );
  });
});

describe('expert/register', () => {
  it('registers an expert with real name and field', async () => {
    const code = await smsCode(t, '13722240001', 'register', 3);
    const body = {
      mobile: '13722240001',
      code,
      password: PASSWORD,
      agree: true,
      real_name: '周敏',
      field: '食品检测',
    };
    const answer = await t.call('expert/register', body);
    expect(answer).toMatchObject({ status: true, data: { type: 3, userInfo: { nickname: '周敏' } } });
    const [profile] = await t.db
      .select()
      .from(expertProfiles)
      .where(eq(expertProfiles.accountId, answer.data.userInfo.id));
    expect(profile).toMatchObject({ realName: '周敏', field: '食品检测', certStatus: 'none' });
    expect(profile?.referralCode).toMatch(/^[0-9a-f]{10}$/);
    expect((await t.call('expert/register', { ...body, field: '' })).message).toBe('请输入专业领域');
  });
});

describe('extension/forgetPassword', () => {
  it('resets the password and revokes every earlier token', async () => {
    const old = await t.loginAs('buyer2');
    const code = await smsCode(t, DEMO.buyer2.mobile, 'findpass');
    const reset = { mobile: DEMO.buyer2.mobile, code, password: 'NewPass2024', type: 1 };
    expect(await t.call('extension/forgetPassword', reset)).toMatchObject({
      status: true,
      message: '密码已重置，请使用新密码登录',
    });
    expect((await t.call('goods_cart/get', {}, old.token)).status).toBe(-2);
    const withOld = await t.call('user/login', { mobile: DEMO.buyer2.mobile, password: DEMO_PASSWORD });
    expect(withOld.message).toMatch(/^手机号或密码错误/);
    const fresh = await t.call('user/login', { mobile: DEMO.buyer2.mobile, password: 'NewPass2024' });
    expect((await t.call('goods_cart/get', {}, fresh.data.token)).status).toBe(true);
    expect((await t.call('extension/forgetPassword', reset)).message).toBe('验证码错误或已过期，请重新获取');
  });

  it('tells an unknown account apart only to the proven owner of the mobile; refuses a code of another purpose and a weak password', async () => {
    const base = { code: '123456', password: 'NewPass2024' };
    // without the code, a registered and an unregistered mobile get the same answer
    const stranger = (mobile: string) => t.call('extension/forgetPassword', { ...base, mobile });
    const answers = await Promise.all([
      stranger('13722250001'),
      stranger(DEMO.merchant.mobile),
      stranger(DEMO.buyer2.mobile),
    ]);
    for (const a of answers) expect(a.message).toBe('验证码错误或已过期，请重新获取');
    const proven = await smsCode(t, '13722250001', 'findpass');
    expect(
      (await t.call('extension/forgetPassword', { ...base, mobile: '13722250001', code: proven })).message,
    ).toBe('该手机号未注册');
    await t.db.delete(rateLimits); // the demo buyer had a code a moment ago
    const loginCode = await smsCode(t, DEMO.buyer.mobile, 'login');
    const withLoginCode = { ...base, mobile: DEMO.buyer.mobile, code: loginCode };
    expect((await t.call('extension/forgetPassword', withLoginCode)).message).toBe(
      '验证码错误或已过期，请重新获取',
    );
    const expertCode = await smsCode(t, DEMO.expert.mobile, 'findpass', 3);
    const weak = { mobile: DEMO.expert.mobile, code: expertCode, password: 'password', type: 3 };
    expect((await t.call('extension/forgetPassword', weak)).message).toBe(
      '密码需为8-128位，包含字母和数字，或使用16位以上的短语',
    );
    expect(
      (await t.call('extension/forgetPassword', { ...weak, password: 'Expert2024', type: 5 })).message,
    ).toBe('无效的用户类型');
    expect((await t.call('extension/forgetPassword', { ...weak, password: 'Expert2024' })).status).toBe(true);
  });

  it('captcha/checkSmsCaptcha proves the code at step 1 without using it up, and a wrong try counts', async () => {
    await t.db.delete(rateLimits);
    const mobile = DEMO.buyer2.mobile;
    const code = await smsCode(t, mobile, 'findpass');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.call('captcha/checkSmsCaptcha', { mobile, code: wrong, type: 1 })).toMatchObject({
      status: false,
      message: '验证码错误',
    });
    expect((await t.call('captcha/checkSmsCaptcha', { mobile, code: 'abc', type: 1 })).message).toBe(
      '请输入6位数字验证码',
    );
    // a code of another user type is not this one
    expect((await t.call('captcha/checkSmsCaptcha', { mobile, code, type: 2 })).status).toBe(false);
    expect(await t.call('captcha/checkSmsCaptcha', { mobile, code, type: 1 })).toMatchObject({
      status: true,
    });
    // still usable: the reset itself uses it
    const reset = { mobile, code, password: 'NewPass2025', type: 1 };
    expect((await t.call('extension/forgetPassword', reset)).status).toBe(true);
    expect((await t.call('captcha/checkSmsCaptcha', { mobile, code, type: 1 })).message).toBe(
      '验证码错误或已过期，请重新获取',
    );
    // an unregistered mobile answers as a registered one would
    expect((await t.call('captcha/checkSmsCaptcha', { mobile: '13722250009', code, type: 1 })).message).toBe(
      '验证码错误或已过期，请重新获取',
    );
  });
});
