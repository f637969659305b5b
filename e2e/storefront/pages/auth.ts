import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Locator } from 'playwright-core';
import type { CaptchaChallenge, CaptchaPurpose } from '../../../src/core/api/contract/models';
import { api } from '../../support/api';
import type { Storefront } from './storefront';

/**
 * The newest code the dev outbox holds for a mobile (DESIGN §7), waiting a moment for it: a
 * page's send button reads 发送中… while the request is still on its way, so a journey that moves
 * on when the button changes can ask before the server has stored the code.
 */
export async function outboxCode(
  baseURL: string,
  to: string,
  channel: 'sms',
  timeoutMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await api<{ list: Array<{ code: string }> }>(baseURL, 'dev/outbox', {
      body: { to, channel, page: 1, limit: 1 },
    });
    const code = answer.data?.list[0]?.code;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`the outbox has no ${channel} code for ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A captcha for an API call a journey makes as a client would: captcha/get, then the proof of
 * work done here with altcha-lib's solver (there is no answer anywhere to read).
 */
export async function apiCaptcha(
  baseURL: string,
  purpose: CaptchaPurpose = 'sms',
): Promise<{ captcha_key: string; captcha_code: string }> {
  const got = await api<CaptchaChallenge>(baseURL, 'captcha/get', { body: { purpose } });
  if (got.status !== true || !got.data) throw new Error(`captcha/get: ${got.message}`);
  const solution = await solveChallenge({ challenge: got.data.challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  const payload = {
    challenge: got.data.challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
  return { captcha_key: got.data.key, captcha_code: Buffer.from(JSON.stringify(payload)).toString('base64') };
}

/**
 * Ticks the page's 我不是机器人 box (the one on screen) and waits for 验证通过: the browser does
 * the proof of work itself, as a visitor's does.
 */
export async function passCaptcha(sf: Storefront): Promise<void> {
  const robot = sf.main().locator('.au-robot').filter({ visible: true });
  await robot.getByLabel('我不是机器人', { exact: true }).check();
  await robot.getByText('验证通过', { exact: true }).waitFor({ timeout: 20_000 });
}

/** /login and /reg: the role choice, the fields by their labels, the captcha solved in the page. */
export class AuthPage {
  constructor(readonly sf: Storefront) {}

  field(label: string): Locator {
    return this.sf.main().getByLabel(label, { exact: true });
  }
  button(name: string): Locator {
    return this.sf.main().getByRole('button', { name, exact: true });
  }
  /** 买家 / 商家 / 专家 on /login. */
  async chooseRole(label: string): Promise<void> {
    await this.sf.main().locator('label.au-choice__item', { hasText: label }).click();
  }
  fieldError(label: string): Locator {
    return this.sf
      .main()
      .locator('.au-field--invalid', { has: this.field(label) })
      .locator('.au-error');
  }
  formError(): Locator {
    return this.sf.main().locator('.au-form-error');
  }

  /** 我不是机器人, solved in the page (passCaptcha). */
  passCaptcha(): Promise<void> {
    return passCaptcha(this.sf);
  }

  async login(role: string, mobile: string, password: string): Promise<void> {
    await this.chooseRole(role);
    await this.field('手机号').fill(mobile);
    await this.field('密码').fill(password);
    await this.button('登录').click();
  }
}
