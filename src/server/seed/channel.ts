import type { Tx } from '../db';
import { channelBanners as channelBannersTable, pages as pagesTable } from '../db/schema';
import { agreements } from './data/agreements';
import { channelBanners } from './data/channel-banners';

/** Channel banner strips and the two agreements (stored as static pages). */
export async function seedChannel(tx: Tx): Promise<void> {
  await tx.insert(channelBannersTable).values(channelBanners.map((b, sort) => ({ ...b, sort })));
  await tx
    .insert(pagesTable)
    .values(agreements.map((a) => ({ id: a.id, title: a.title, content: a.content })));
}
