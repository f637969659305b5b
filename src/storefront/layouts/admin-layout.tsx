import './account.css';
import './admin.css';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { api, isApiError, readOperatorToken, showToast, t, writeOperatorToken } from '../../core';
import type { StaffInfo } from '../../core/api/contract/models-operator';
import { STAFF_ROLE_LABELS } from '../../core/rules/staff-roles';
import { LoadError } from '../components/empty-state';
import { PageLoading } from '../components/skeleton';
import { go } from '../router/navigation';
import { href } from '../routes';
import { AccountMenu } from './account-layout';
import { ADMIN_WORDS, adminMenu, mayOpen } from './admin-menu';

/** The signed-in staff member (operator/info), for the menu and the pages' role checks. */
export const $staff = atom<StaffInfo | null>(null);

/** Ends the console session here (the server's is ended by operator/loginOut or 8 h idle). */
export function endOperatorSession(): void {
  writeOperatorToken('');
  $staff.set(null);
}

// the console's calls carry the staff token; a staff id answered -2 (expired, signed out
// elsewhere): to the console's login and back. Set here, so the widgets never carry any of it.
api.configure({
  getOperatorToken: readOperatorToken,
  onOperatorLoginRequired: () => {
    endOperatorSession();
    if (location.pathname === '/admin/login') return;
    showToast(t('auth.loginFirst'), 'warning');
    go(href('/admin/login', { redirect: location.pathname + location.search }), { replace: true });
  },
});

/** The member of the session (asked once per session); a failure other than -2 offers 重试. */
function useStaff(): { me: StaffInfo | null; error: string; retry: () => void } {
  const me = useStore($staff);
  const token = readOperatorToken();
  const [error, setError] = useState('');
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!token || me) return;
    let live = true;
    setError('');
    api.call('operator/info').then(
      (d) => live && $staff.set(d.info),
      (e: unknown) => live && setError(isApiError(e) ? e.message : t('error.network')),
    );
    return () => {
      live = false;
    };
  }, [token, me, tick]);
  return { me, error, retry: () => setTick((n) => n + 1) };
}

function TopBar({ me }: { me: StaffInfo | null }) {
  const logout = async () => {
    await api.request('operator/loginOut').catch(() => {});
    endOperatorSession();
    go(href('/admin/login'), { replace: true });
  };
  return (
    <header class="ad-top">
      <div class="ad-top__in">
        <Link href={me ? '/admin' : '/admin/login'} class="ad-brand">
          <span class="ad-brand__site">{ADMIN_WORDS.site}</span>
          <strong>{ADMIN_WORDS.brand}</strong>
        </Link>
        {me && (
          <div class="ad-who">
            <span>
              {me.name}
              <small>{STAFF_ROLE_LABELS[me.role]}</small>
            </span>
            <button type="button" class="ad-logout" onClick={logout}>
              {ADMIN_WORDS.logout}
            </button>
          </div>
        )}
      </div>
    </header>
  );
}

/**
 * The operator console's frame: its own top bar instead of the storefront header, and
 * the side menu of what the member's role may do. The route guard has already sent anyone
 * without a staff session to /admin/login; a page the role may not open says so instead.
 */
export default function AdminLayout({ path, children }: { path: string; children?: ReactNode }) {
  const { me, error, retry } = useStaff();
  if (path === '/admin/login')
    return (
      <div class="ad-shell">
        <TopBar me={null} />
        <main id="sf-main" class="ad-login-main">
          {children}
        </main>
      </div>
    );
  return (
    <div class="ad-shell">
      <TopBar me={me} />
      {me ? (
        <div class="sf-container sf-account ad-frame">
          <AccountMenu path={path} menu={adminMenu(me.role)} label={ADMIN_WORDS.menu} />
          <main id="sf-main" class="sf-account__body">
            {mayOpen(me.role, path) ? (
              children
            ) : (
              <section class="mc-card ad-forbidden">
                <p>{ADMIN_WORDS.forbidden}</p>
                <Link href="/admin" class="sf-btn sf-btn--primary sf-btn--sm">
                  {ADMIN_WORDS.backHome}
                </Link>
              </section>
            )}
          </main>
        </div>
      ) : error ? (
        <main id="sf-main" class="sf-container ad-frame">
          <LoadError message={error} onRetry={retry} />
        </main>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
