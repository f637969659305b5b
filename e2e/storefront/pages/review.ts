import type { Locator, Page } from 'playwright-core';
import type { PageGlobals } from '../../support/dom';
import type { Storefront } from './storefront';

/** The console's review queue and detail (/admin/review, /admin/review/detail), staff signed in. */
export class ReviewConsole {
  constructor(readonly sf: Storefront) {}

  /** Puts a console session (the global setup's demo admin) where the console keeps it. */
  static async signIn(page: Page, token: string): Promise<void> {
    await page.evaluate(
      (t) => (globalThis as unknown as PageGlobals).sessionStorage.setItem('tic-operator-token', t),
      token,
    );
  }

  /** Opens the pending application whose row mentions `text` in the kind's queue. */
  async open(kind: string, keyword: string, text: string): Promise<void> {
    await this.sf.goto(`/admin/review?kind=${kind}&status=pending&keyword=${encodeURIComponent(keyword)}`);
    const row = this.sf.main().locator('.mc-table tbody tr', { hasText: text }).first();
    await row.getByRole('link', { name: '审核' }).click();
    await this.sf.page.waitForURL((u) => u.pathname === '/admin/review/detail');
  }

  /** The difference view: one row per changed field. */
  change(label: string): Locator {
    return this.sf.main().locator('.ad-diff__row', { has: this.sf.page.locator('dt', { hasText: label }) });
  }
  async changeOf(label: string): Promise<{ before: string; after: string }> {
    const row = this.change(label);
    return {
      before: (await row.locator('del').innerText()).replace(/^(\s*原：?\s*)+/, '').trim(),
      after: (await row.locator('ins').innerText()).replace(/^(\s*新：?\s*)+/, '').trim(),
    };
  }

  async approve(): Promise<void> {
    await this.sf.main().getByRole('button', { name: '通过' }).click();
    await this.sf.page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  }
}
