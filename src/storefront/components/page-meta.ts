/**
 * The page's title and meta description, as the server writes them into a page's HTML
 * (server/page-head.ts): the router sets the row's on every navigation, a detail page its
 * item's once it has it.
 */
import { useEffect } from 'react';
import { t } from '../../core';

export function setDescription(text: string): void {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain) document.querySelector('meta[name="description"]')?.setAttribute('content', plain.slice(0, 110));
}

/** Sets the browser title to the object's name, and the description to its text, once known. */
export function useTitle(name: string | undefined, text?: string): void {
  useEffect(() => {
    if (name) document.title = `${name} - ${t('common.siteName')}`;
    if (text) setDescription(text);
  }, [name, text]);
}
