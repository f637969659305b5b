import './breadcrumb.css';
import { Link } from 'wouter';
import { t } from '../../core';
import type { Href } from '../routes';
import { w } from '../words';

export interface Crumb {
  label: string;
  /** Omit for the current page (the last crumb). */
  href?: Href;
}

/** 首页 › … › current page. The first crumb (首页 → /home) is added here. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const all: Crumb[] = [{ label: t('nav.home'), href: '/home' }, ...items];
  return (
    <nav class="sf-breadcrumb" aria-label={w.breadcrumb}>
      <ol>
        {all.map((c, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${i}-${c.label}`}>
              {c.href && !last ? (
                <Link href={c.href}>{c.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{c.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
