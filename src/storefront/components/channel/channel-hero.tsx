import './channel.css';
import type { ReactNode } from 'react';
import { useApi } from '../use-api';

/**
 * The channel's banner strip (channel_banner/get?channel=): its title and line over the channel
 * colour, or its image. The page's own words stand in while it loads or when there is none.
 */
export function ChannelHero({
  channel,
  title,
  text,
  tone = 'blue',
  children,
}: {
  channel?: string;
  title: string;
  text: string;
  tone?: 'blue' | 'green' | 'teal' | 'indigo';
  children?: ReactNode;
}) {
  const state = useApi('channel_banner/get', channel ? { channel, page: 1, limit: 1 } : null);
  const banner = state.data?.list[0];
  if (banner?.image) {
    return (
      <div class="sf-ch-hero sf-ch-hero--image">
        <img src={banner.image} alt={banner.title} />
        {children}
      </div>
    );
  }
  return (
    <div class={`sf-ch-hero sf-ch-hero--${tone}`}>
      <h1>{banner?.title || title}</h1>
      <p>{banner?.subtitle || text}</p>
      {children}
    </div>
  );
}
