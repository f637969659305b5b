import { beforeEach, describe, expect, it } from 'vitest';
import { PORTAL_TWICE_MERCHANT, PortalPage } from './pages/portal-page';
import { isFollowing, unfollow } from './support/api';
import { expectAllText, useBrowser } from './support/fixture';

describe('tic-shop-follow on the portal', () => {
  const b = useBrowser();
  const id = PORTAL_TWICE_MERCHANT;

  beforeEach(async () => {
    await unfollow(b.baseURL, b.sessions.buyer.token, id);
  });

  it('follow toggles 关注 → 已关注, the second button of the shop follows, and a reload keeps it', async () => {
    const { page, errors } = await b.open({ session: b.sessions.buyer });
    const portal = new PortalPage(page, b.baseURL);
    await portal.goto();
    const buttons = portal.widgets.followButtons(id);

    expect(await buttons.count()).toBe(2);
    await expectAllText(buttons, '关注', 2);

    await buttons.nth(0).click();
    await expectAllText(buttons, '已关注', 2);
    expect(await buttons.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await isFollowing(b.baseURL, b.sessions.buyer.token, id)).toBe(true);

    await portal.reload();
    await expectAllText(buttons, '已关注', 2);

    // and back, from the other button
    await buttons.nth(1).click();
    await expectAllText(buttons, '关注', 2);
    expect(await isFollowing(b.baseURL, b.sessions.buyer.token, id)).toBe(false);
    await portal.reload();
    await expectAllText(buttons, '关注', 2);
    expect(errors).toEqual([]);
  });
});
