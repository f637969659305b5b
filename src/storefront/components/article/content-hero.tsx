import './content.css';
import type { ReactNode } from 'react';
import { useApi } from '../use-api';

/** The banner strip of a content channel (channel_banner/get), the page's words meanwhile. */
export function ContentHero({
  channel,
  title,
  text,
  children,
}: {
  channel: 'news' | 'notice' | 'help';
  title: string;
  text: string;
  children?: ReactNode;
}) {
  const banner = useApi('channel_banner/get', { channel, page: 1, limit: 1 }).data?.list[0];
  return (
    <div class={`sf-ct-hero sf-ct-hero--${channel}`}>
      <h1>{banner?.title || title}</h1>
      <p>{banner?.subtitle || text}</p>
      {children}
    </div>
  );
}
