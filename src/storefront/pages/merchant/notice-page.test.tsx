import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../core';
import { openApp, SITE, settle } from '../../testing/render-app';
import { letter, letterServer } from '../account/favourites-fixtures';
import { eachTestAsLab } from './merchant-fixtures';

const _lab = () => setSession({ token: 'm', userType: 2, userInfo: { id: 2, mobile: '13800000002' } });
eachTestAsLab();

const rows = () => [...document.querySelectorAll<HTMLElement>('.sf-letter')];

describe('站内信 /merchant/notice', () => {
  it('lists the lab’s letters newest first; opening one marks it read and links to what it is about', async () => {
    const contract = letter(9, { title: '合同待您签署', link: '/merchant/contract?id=4' });
    const server = await openApp(
      '/merchant/notice',
      letterServer([contract, letter(8, { is_read: true })]).routes,
    );
    await settle(() => rows().length === 2);
    expect(document.title).toBe(`站内信 - ${SITE}`);
    expect(document.querySelector('.mc-card h1')?.textContent).toBe('站内信');
    expect(rows().map((r) => r.classList.contains('is-unread'))).toEqual([true, false]);
    await act(() => rows()[0]!.querySelector('button')!.click());
    expect(rows()[0]!.querySelector('.sf-letter__link')?.getAttribute('href')).toBe(
      '/merchant/contract?id=4',
    );
    await settle(() => !rows()[0]!.classList.contains('is-unread'));
    expect(server.callsTo('notice_site_letter/read').map((c) => c.params)).toEqual([{ id: 9 }]);
    expect(server.callsTo('notice_site_letter/get')[0]!.params).toMatchObject({ page: 1, limit: 10 });
  });

  it('with no letter, says so and leads back to the workbench', async () => {
    await openApp('/merchant/notice', letterServer([]).routes);
    await settle(() => !!document.querySelector('.sf-empty'));
    expect(document.querySelector('.sf-empty')?.textContent).toContain('暂无消息');
    expect(document.querySelector('.sf-empty a')?.getAttribute('href')).toBe('/merchant');
  });
});
