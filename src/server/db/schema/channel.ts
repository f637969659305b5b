import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';

/**
 * The banner strip at the top of a channel page that has no carousel (资讯, 公告, 帮助中心 …):
 * a title and a line of text over the channel's colour, or an image when one is set.
 */
export const channelBanners = pgTable(
  'channel_banners',
  {
    id: idColumn(),
    /** The channel key the page asks for: news, notice, help, recommend, orgs … */
    channel: varchar('channel', { length: 20 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    image: varchar('image', { length: 300 }).notNull().default(''),
    link: varchar('link', { length: 300 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Operator console: published | withdrawn; only published ones are public. */
    status: varchar('status', { length: 10 }).notNull().default('published'),
  },
  (t) => [index('channel_banners_channel_idx').on(t.channel, t.sort)],
);
