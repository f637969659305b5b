import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $session, maskPhone, t, USER_TYPE } from '../../../core';
import { formatTime } from '../../../core/formatters/time';
import { Skeleton } from '../../components/skeleton';
import { useApi } from '../../components/use-api';
import { href, type RoutePath } from '../../routes';
import { fill, s } from '../../strings';
import { w } from '../../words';
import { HOME_CALLS } from './home-calls';
import { h } from './home-strings';

/** Quick entries: label, route and, for a static page, its id (/spage?id=). */
const QUICK: ReadonlyArray<readonly [label: string, path: RoutePath, spageId?: number]> = [
  ['下单流程', '/spage', 12],
  ['发票规则', '/spage', 14],
  ['商家入驻', '/spage', 3],
  [s.helpCenter, '/help'],
];

/** Greeting with login/register, or the user's entries by role (header dropdown). */
function UserBox() {
  const session = useStore($session);
  if (!session.token) {
    return (
      <div class="sf-userbox">
        <span class="sf-userbox__avatar" aria-hidden="true" />
        <p>{h.hi}</p>
        <div class="sf-userbox__actions">
          <Link href={href('/login')} class="sf-btn sf-btn--primary sf-btn--sm">
            {h.login}
          </Link>
          <Link href={href('/reg')} class="sf-btn sf-btn--ghost sf-btn--sm">
            {t('auth.register')}
          </Link>
        </div>
      </div>
    );
  }
  const type = session.userType;
  const links: Array<[string, RoutePath]> =
    type === USER_TYPE.merchant
      ? [[t('menu.merchantCenter'), '/merchant']]
      : type === USER_TYPE.expert
        ? [[t('menu.expertCenter'), '/expert']]
        : [
            [t('menu.orders'), '/home/order'],
            [t('menu.userCenter'), '/home/usercenter'],
          ];
  return (
    <div class="sf-userbox">
      <span class="sf-userbox__avatar" aria-hidden="true" />
      <p>{fill(h.hiUser, { name: maskPhone(session.userInfo?.mobile) || t('auth.account') })}</p>
      <div class="sf-userbox__actions">
        {links.map(([label, path]) =>
          path === '/merchant' ? (
            <a
              key={path}
              href={href(path)}
              target="_blank"
              rel="noopener"
              class="sf-btn sf-btn--primary sf-btn--sm"
            >
              {label}
            </a>
          ) : (
            <Link key={path} href={href(path)} class="sf-btn sf-btn--ghost sf-btn--sm">
              {label}
            </Link>
          ),
        )}
      </div>
    </div>
  );
}

/** Right of the carousel: the user box, the latest announcements, quick entries. */
export function HomeAside() {
  const notices = useApi(...HOME_CALLS.notices);
  const items = (notices.data?.list ?? []).slice(0, 4);
  return (
    <aside class="sf-home-aside">
      <UserBox />
      <section class="sf-notices" aria-labelledby="sf-notices-title">
        <div class="sf-notices__head">
          <h2 id="sf-notices-title">{h.notice}</h2>
          <Link href={href('/notice')} class="sf-more">
            {w.more} ›
          </Link>
        </div>
        {notices.loading ? (
          <Skeleton rows={4} />
        ) : items.length ? (
          <ul>
            {items.map((n) => (
              <li key={n.id}>
                <Link href={href('/notice/detail', { id: n.id })} title={n.title}>
                  {n.title}
                </Link>
                {n.published_at && (
                  <time dateTime={n.published_at}>{formatTime(n.published_at).slice(5, 10)}</time>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p class="sf-muted sf-notices__empty">{notices.error ? w.loadFailed : h.noNotice}</p>
        )}
      </section>
      <nav class="sf-quick" aria-label={h.quick}>
        {QUICK.map(([label, path, id]) => {
          const to = href(path, { id });
          return (
            <Link key={to} href={to}>
              {label}
            </Link>
          );
        })}
      </nav>
    </aside>
  );
}
