import { useState } from 'react';
import { Link } from 'wouter';
import type { CategoryTreeNode } from '../../../core';
import { type Href, href } from '../../routes';
import { SERVICE_TYPES, s } from '../../strings';
import { CHANNEL_OF } from './home-strings';

export interface CategoryGroup {
  key: string;
  name: string;
  href: Href;
  categories: CategoryTreeNode[];
}

/** A search for the category's name (encodeURIComponent: a space stays %20, as it always was). */
export const categoryHref = (name: string): Href =>
  `${href('/searchResult')}?skw=${encodeURIComponent(name)}&stype=goods`;

/** The tree (goods_category/getTreeFront) as rows of the menu: one per service type that has categories. */
export function categoryGroups(roots: readonly CategoryTreeNode[]): CategoryGroup[] {
  return Object.entries(SERVICE_TYPES)
    .map(([id, name]) => ({
      key: `t${id}`,
      name,
      href: href(CHANNEL_OF[Number(id)] ?? '/home'),
      categories: roots.filter((n) => n.servics_id === Number(id)),
    }))
    .filter((g) => g.categories.length);
}

/** Without the tree (not served yet, or failed): the service types, linking to their channels. */
export const fallbackGroups = (): CategoryGroup[] =>
  Object.entries(SERVICE_TYPES).map(([id, name]) => ({
    key: `t${id}`,
    name,
    href: href(CHANNEL_OF[Number(id)] ?? '/home'),
    categories: [],
  }));

/**
 * Categories bar (home page only): one row per group with its first categories;
 * hovering or focusing a row opens the flyout with every category and sub-category.
 */
export function CategoryMenu({ groups }: { groups: readonly CategoryGroup[] }) {
  // only the open row's flyout is in the DOM: all of them would be hundreds of hidden links
  const [open, setOpen] = useState('');
  return (
    <nav id="sf-categories" class="sf-catmenu" aria-label={s.allCategories}>
      <ul>
        {groups.map((g) => (
          <li
            key={g.key}
            class="sf-catmenu__row"
            onMouseEnter={() => setOpen(g.key)}
            onMouseLeave={() => setOpen('')}
            onFocusCapture={() => setOpen(g.key)}
            onBlurCapture={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen('');
            }}
          >
            <div class="sf-catmenu__head">
              <Link href={g.href} class="sf-catmenu__name">
                {g.name}
              </Link>
              <span class="sf-catmenu__peek">
                {g.categories.slice(0, 3).map((c) => (
                  <Link key={c.id} href={categoryHref(c.name)} tabIndex={-1}>
                    {c.name}
                  </Link>
                ))}
              </span>
            </div>
            {open === g.key && g.categories.length > 0 && (
              <div class="sf-catmenu__fly">
                {g.categories.map((c) => (
                  <dl key={c.id}>
                    <dt>
                      <Link href={categoryHref(c.name)}>{c.name}</Link>
                    </dt>
                    <dd>
                      {c.children.map((child) => (
                        <Link key={child.id} href={categoryHref(child.name)}>
                          {child.name}
                        </Link>
                      ))}
                    </dd>
                  </dl>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
