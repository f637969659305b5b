import { z } from 'zod';
import { CAROUSEL_POSITIONS } from '../../../core/rules/slide-places';
import { list, ok, refuse } from '../../lib/envelope';
import type { Handlers } from '../../lib/handler';
import { enumField, idField, type RequestSchema, validate } from '../../lib/validation';
import { handlers as articleHandlers } from './articles.routes';
import { getPage, listCarousels, listChannelBanners, viewPage } from './pages.service';

/** Channel keys are short lower-case words; anything else is refused before a query. */
const channelField = () =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): string => {
      if (v === undefined || v === null || v === '') return 'home';
      if (typeof v === 'string' && /^[a-z][a-z_]{0,19}$/.test(v)) return v;
      ctx.issues.push({ code: 'custom', input: v, message: '无效的频道' });
      return z.NEVER;
    });

const pageId = z.object({ id: idField('页面ID') }) satisfies RequestSchema<'page/info'> &
  RequestSchema<'page/view'>;
const carouselQuery = z.object({
  position: enumField('轮播位置', CAROUSEL_POSITIONS, 'home'),
}) satisfies RequestSchema<'carousel/get'>;
const bannerQuery = z.object({ channel: channelField() }) satisfies RequestSchema<'channel_banner/get'>;

/** Carousels, channel banners, static pages, and (articles.routes) announcements, news and help. */
export const handlers: Handlers = {
  ...articleHandlers,

  'carousel/get': async ({ db, input, paging }) => {
    const { position } = validate(carouselQuery, input);
    const found = await listCarousels(db, position, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  },

  'channel_banner/get': async ({ db, input, paging }) => {
    const { channel } = validate(bannerQuery, input);
    const found = await listChannelBanners(db, channel, paging);
    return list(found.list, found.total, paging.page, paging.limit);
  },

  'page/info': async ({ db, input }) => {
    const { id } = validate(pageId, input);
    const info = await getPage(db, id);
    return info ? ok({ info }, '获取成功') : refuse('页面不存在');
  },

  'page/view': async ({ db, input, ip }) => {
    const { id } = validate(pageId, input);
    const views = await viewPage(db, id, ip);
    return views === null ? refuse('页面不存在') : ok({ views }, '浏览已记录');
  },
};
