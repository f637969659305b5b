import './section-title.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { w } from '../words';

export interface SectionTitleProps {
  title: string;
  /** Grey text after the title. */
  subtitle?: string;
  /** A 更多 link on the right. */
  more?: string;
  moreLabel?: string;
  /** Heading level (2 by default; a page's own h1 is the page name). */
  level?: 2 | 3;
  id?: string;
  children?: ReactNode;
}

/** A section heading with a blue accent bar, an optional subtitle and a 更多 link. */
export function SectionTitle({
  title,
  subtitle,
  more,
  moreLabel = w.more,
  level = 2,
  id,
  children,
}: SectionTitleProps) {
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <div class="sf-section-title">
      <H id={id}>{title}</H>
      {subtitle && <span class="sf-section-title__sub">{subtitle}</span>}
      <span class="sf-section-title__extra">
        {children}
        {more && (
          <Link href={more} class="sf-more">
            {moreLabel} ›
          </Link>
        )}
      </span>
    </div>
  );
}
