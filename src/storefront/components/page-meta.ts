/**
 * The page's title and meta description, as the server writes them into a page's HTML
 * (server/page-head.ts): the router sets the route's on every navigation, a detail page its
 * item's once it has it.
 */
import { useEffect } from 'react';
import { t } from '../../core';

/** Bumped by every change: a route's description arriving late must not replace an item's. */
let version = 0;
let firstShown = false;

const write = (text: string): void => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain) document.querySelector('meta[name="description"]')?.setAttribute('content', plain.slice(0, 110));
};

export function setDescription(text: string): void {
  version++;
  write(text);
}

/**
 * The route's description after a navigation. The first page's is in its HTML already, so the
 * descriptions (a chunk of their own) load only when the visitor moves on.
 */
export function describeRoute(path: string): void {
  const asked = ++version;
  if (!firstShown) {
    firstShown = true;
    return;
  }
  void import('../page-descriptions').then(
    (m) => version === asked && write(m.describePage(path)),
    () => {},
  );
}

/** Sets the browser title to the object's name, and the description to its text, once known. */
export function useTitle(name: string | undefined, text?: string): void {
  useEffect(() => {
    if (name) document.title = `${name} - ${t('common.siteName')}`;
    if (text) setDescription(text);
  }, [name, text]);
}
