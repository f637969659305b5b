import './slim-layout.css';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../core';
import { findRoute, href } from '../routes';
import { w } from '../words';
import { LazyFooter } from './lazy-footer';
import { Logo } from './logo';

export type SlimKind = 'login' | 'register' | 'findpass';

const HEADINGS: Record<SlimKind, string> = {
  login: w.welcomeLogin,
  register: w.welcomeRegister,
  findpass: w.findPassword,
};

/**
 * Login, register and find-password layouts: a slim header (logo, the page's name,
 * 已有账号，请登录 on the register and find-password page types), the page in a centred
 * card, a slim footer.
 */
export function SlimLayout({ kind, children }: { kind: SlimKind; children?: ReactNode }) {
  return (
    <div class={`sf-slim sf-slim--${kind}`}>
      <header class="sf-slim-header">
        <div class="sf-container sf-slim-header__inner">
          <Logo />
          <span class="sf-slim-header__title">{HEADINGS[kind]}</span>
          <span class="sf-slim-header__aside">
            {kind === 'login' ? (
              <>
                {w.noAccount}
                <Link href={href('/reg')}>{t('auth.register')}</Link>
              </>
            ) : (
              <Link href={href('/login')}>{t('auth.haveAccount')}</Link>
            )}
          </span>
        </div>
      </header>
      <main id="sf-main" class="sf-slim-main">
        <div class="sf-slim-card">{children}</div>
      </main>
      <LazyFooter slim />
    </div>
  );
}

/** The frame as app.tsx loads it (a lazy chunk): the kind is the route's layout. */
export default function SlimFrame({ path, children }: { path: string; children?: ReactNode }) {
  const kind = findRoute(path)?.layout;
  return (
    <SlimLayout kind={kind === 'register' || kind === 'findpass' ? kind : 'login'}>{children}</SlimLayout>
  );
}
