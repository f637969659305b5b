import type { ReactNode } from 'react';
import { isCheckoutPath } from '../routes';
import { Header } from './header';
import { LazyFooter } from './lazy-footer';
import { TopNav } from './top-nav';

export interface LayoutProps {
  /** The current path (decoded), for page-type decisions. */
  path: string;
  /** The categories bar shows only on the home page. */
  home?: boolean;
  children?: ReactNode;
}

/** Default layout: header, navigation bar, page, footer. */
export function DefaultLayout({ path, home = false, children }: LayoutProps) {
  return (
    <>
      <Header checkout={isCheckoutPath(path)} />
      <TopNav home={home} />
      <main id="sf-main" class="sf-main">
        {children}
      </main>
      <LazyFooter />
    </>
  );
}
