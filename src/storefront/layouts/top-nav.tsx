import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { s } from '../strings';
import { $pageChannel, activeNavId, navItems } from './nav-items';

/**
 * Top navigation 1–9; the active item follows the page's channel and carries
 * aria-current="page". On the home page the 全部服务分类 tab heads the categories bar.
 */
export function TopNav({ home }: { home: boolean }) {
  const [path] = useLocation();
  const page = useStore($pageChannel);
  const active = activeNavId(path, page?.path === path ? page.channel : undefined);
  return (
    <nav class="sf-nav" aria-label={s.mainNav}>
      <div class="sf-container sf-nav__inner">
        {home && (
          <a class="sf-nav__all" href="#sf-categories">
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
              <rect y="2" width="16" height="2" rx="1" />
              <rect y="7" width="16" height="2" rx="1" />
              <rect y="12" width="16" height="2" rx="1" />
            </svg>
            {s.allCategories}
          </a>
        )}
        <ul class="sf-nav__list">
          {navItems.map((item) => (
            <li key={item.id}>
              <Link
                href={item.path}
                data-nav-id={item.id}
                aria-current={item.id === active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
