import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import {
  type ContextOptions,
  collectErrors,
  launchBrowser,
  newContext,
  overflowing,
  stubStorefront,
} from './browser';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors so far. */
  errors: string[];
}

/**
 * One Chromium per test file, one fresh context (own localStorage) per page opened; contexts
 * close after each test. Storefront pages are stubbed unless `stub: false`.
 */
export function useBrowser() {
  const baseURL = inject('baseURL');
  const partnerURL = inject('partnerURL');
  const sessions = inject('sessions');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(options: ContextOptions & { stub?: boolean } = {}): Promise<OpenedPage> {
    if (!browser) throw new Error('browser not started');
    const context = await newContext(browser, { origins: [baseURL, partnerURL], ...options });
    contexts.push(context);
    if (options.stub !== false) await stubStorefront(context, baseURL);
    const page = await context.newPage();
    return { context, page, errors: collectErrors(page) };
  }

  return { baseURL, partnerURL, sessions, open };
}

/** Waits (polling) until the locator's trimmed text is `text`. */
export async function expectText(locator: Locator, text: string, timeout = 10_000): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          (await locator
            .first()
            .textContent({ timeout: 1_000 })
            .catch(() => null)) ?? ''
        ).trim(),
      {
        timeout,
      },
    )
    .toBe(text);
}

/** Waits until the locator is visible (true) or not (false, also when absent). */
export async function expectVisible(locator: Locator, visible = true, timeout = 10_000): Promise<void> {
  await locator.first().waitFor({ state: visible ? 'visible' : 'hidden', timeout });
}

/** Waits until every element the locator matches has the text, and there are `count` of them. */
export async function expectAllText(locator: Locator, text: string, count: number): Promise<void> {
  await expect
    .poll(async () => (await locator.allTextContents()).map((t) => t.trim()), { timeout: 10_000 })
    .toEqual(Array(count).fill(text));
}

/**
 * Waits until nothing runs past the viewport's right edge (a page may overflow for a moment while
 * its data and images arrive); fails naming the elements that stay too wide.
 */
export async function expectNoSidewaysScroll(page: Page, timeout = 5_000): Promise<void> {
  await expect.poll(() => overflowing(page), { timeout }).toEqual([]);
}

/** Waits until the element lies within the viewport's width and does not scroll sideways itself. */
export async function expectWithinWidth(locator: Locator, timeout = 5_000): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const view = el.ownerDocument.documentElement.clientWidth;
          return box.left >= -1 && box.right <= view + 1 && el.scrollWidth <= el.clientWidth + 1;
        }),
      { timeout },
    )
    .toBe(true);
}
