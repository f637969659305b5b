import type { Tx } from '../db';
import { channelBanners as channelBannersTable } from '../db/schema';
import { channelBanners } from './data/channel-banners';

/** Channel banner strips. */
export async function seedChannel(tx: Tx): Promise<void> {
  await tx.insert(channelBannersTable).values(channelBanners.map((b, sort) => ({ ...b, sort })));
}
