import type { Locator } from 'playwright-core';
import { api } from '../../support/api';
import type { Storefront } from './storefront';

/**
 * The newest code the dev outbox holds for a mobile or a captcha key (DESIGN §7), waiting a
 * moment for it: a page's send button reads 发送中… while the request is still on its way, so a
 * journey that moves on when the button changes can ask before the server has stored the code.
 */
export async function outboxCode(
  baseURL: string,
  to: string,
  channel: 'sms' | 'captcha',
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

/** /login and /reg: the role choice, the fields by their labels, the captcha from the outbox. */
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

  /** The answer of the captcha the page shows now: its key came in the last captcha/get answer. */
  async captchaAnswer(): Promise<string> {
    await this.sf.main().locator('.au-captcha img').waitFor();
    await this.sf.settled();
    const last = this.sf
      .allAnswers()
      .filter((a) => a.endpoint === 'captcha/get' && a.status === true)
      .pop();
    const key = (last?.data as { key?: string } | undefined)?.key;
    if (!key) throw new Error('the page fetched no captcha');
    return outboxCode(this.sf.baseURL, key, 'captcha');
  }

  async login(role: string, mobile: string, password: string): Promise<void> {
    await this.chooseRole(role);
    await this.field('手机号').fill(mobile);
    await this.field('密码').fill(password);
    await this.button('登录').click();
  }
}
