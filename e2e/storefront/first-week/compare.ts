import { expect } from 'vitest';
import { MOBILE, screenshot } from '../../support/browser';
import { expectNoSidewaysScroll, expectText, expectVisible, type useBrowser } from '../../support/fixture';
import { Storefront } from '../pages/storefront';

type B = ReturnType<typeof useBrowser>;

const WATER = '自来水 / 桶装水常规水质检测套餐';
const ISO = 26;

/**
 * 服务对比: a visitor adds two services from the search list (the 起 price on the card is the
 * cheapest package, not the cheaper 单项加测) and two from detail pages; a fifth is refused; /compare
 * sets them side by side with their price ranges at 1366 and, scrolling sideways with a cue, at
 * 390; one is removed. An empty /compare points to the search.
 */
export async function compareFromSearchAndDetail(b: B): Promise<void> {
  const opened = await b.open({ stub: false });
  const { page } = opened;
  const sf = new Storefront(page, b.baseURL);

  await sf.goto('/compare');
  await expectVisible(sf.main().getByText('还没有加入对比的服务'));
  await expectVisible(sf.main().getByRole('link', { name: '去搜索服务' }));

  await sf.goto(`/searchResult?skw=${encodeURIComponent('饮用水')}`);
  const water = sf.main().locator('.sr-goods', { hasText: WATER });
  // 基础 8 项 ¥680 is the cheapest package; 单项加测 ¥120 must not be the card's price
  await expectText(water.locator('.sf-price'), '¥680.00起');
  await water.getByRole('button', { name: `将“${WATER}”加入对比` }).click();
  const other = sf.main().locator('.sr-goods').filter({ hasNotText: WATER }).first();
  const otherName = (await other.locator('.sr-goods__name a').innerText()).trim();
  await other.getByRole('button', { name: `将“${otherName}”加入对比` }).click();
  await expectText(sf.main().locator('.sf-compare-tray'), '对比（2）');
  await expect(
    water.getByRole('button', { name: `将“${WATER}”移出对比` }).getAttribute('aria-pressed'),
  ).resolves.toBe('true');

  await sf.goto(`/home/goodsdetail?id=${ISO}`);
  const facts = sf.main().locator('.gd-facts');
  await expectVisible(facts.getByText('起价'));
  // the first certification (¥12,800), never the yearly 监督审核 (¥8,600)
  await expectText(facts.locator('.sf-price'), '¥12800.00起');
  await sf.main().locator('.gd-compare').click();
  await expectText(sf.main().locator('.sf-compare-tray'), '对比（3）');
  await sf.goto('/home/goodsdetail?id=7');
  await sf.main().locator('.gd-compare').click();
  await expectText(sf.main().locator('.sf-compare-tray'), '对比（4）');
  await sf.goto('/home/goodsdetail?id=8');
  await sf.main().locator('.gd-compare').click();
  await expectText(sf.toast().locator('span'), '最多对比 4 项服务，请先移除一项');
  await expect(sf.main().locator('.gd-compare').getAttribute('aria-pressed')).resolves.toBe('false');
  await expectText(sf.main().locator('.sf-compare-tray'), '对比（4）');

  await sf.main().locator('.sf-compare-tray').click();
  await page.waitForURL(/\/compare$/);
  const heads = sf.main().locator('.cmp-table thead th.cmp-head');
  await expect.poll(() => heads.count(), { timeout: 10_000 }).toBe(4);
  const priceRow = sf.main().locator('.cmp-table tbody tr', { hasText: '价格区间' });
  await expectText(priceRow.locator('td').first(), '¥680.00起–¥1580.00');
  await expectText(priceRow.locator('td').nth(2), '¥12800.00起–¥26800.00');
  const text = await sf.mainText();
  expect(text).toContain('服务周期');
  expect(text).toContain('执行标准');
  expect(text).toContain('GB 5749-2022');
  await screenshot(page, 'first-week-compare-1366');

  await sf
    .main()
    .getByRole('button', { name: `从对比中移除“${otherName}”` })
    .click();
  await expect.poll(() => heads.count()).toBe(3);
  await expectText(
    sf.main().locator('.cmp-tools .sf-muted'),
    '已选 3/4 项，可在搜索结果和服务详情中“加入对比”。',
  );

  // a phone: the same session, the table scrolls sideways under a cue
  await page.setViewportSize(MOBILE);
  await page.reload();
  await expect.poll(() => heads.count(), { timeout: 10_000 }).toBe(3);
  await expectVisible(sf.main().getByText('左右滑动查看全部服务'));
  const scroll = sf.main().locator('.cmp-scroll');
  const widths = await scroll.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(widths[0]).toBeGreaterThan(widths[1]!);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'first-week-compare-390');
  expect(opened.errors).toEqual([]);
}
