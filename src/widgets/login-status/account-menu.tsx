import { t } from '../../core/i18n/zh-cn';
import { USER_TYPE } from '../../core/rules/user-types';
import type { WidgetLink } from '../../core/rules/widget-links';
import { onLinkClick, storefrontUrl } from '../shared/env';
import { useStyles } from '../shared/styles';
import { makeMenuStyles } from './menu-styles';

interface MenuLink {
  label: string;
  path: WidgetLink;
  newWindow?: boolean;
}

/** Header dropdown items per role. */
export function menuFor(userType: number): MenuLink[] {
  if (userType === USER_TYPE.merchant)
    return [{ label: t('menu.merchantCenter'), path: '/merchant', newWindow: true }];
  if (userType === USER_TYPE.expert) return [{ label: t('menu.expertCenter'), path: '/expert' }];
  return [
    { label: t('menu.orders'), path: '/home/order' },
    { label: t('menu.userCenter'), path: '/home/usercenter' },
    { label: t('menu.collect'), path: '/home/collect' },
    { label: t('menu.safeset'), path: '/home/safeset' },
  ];
}

/**
 * The account dropdown of a logged-in user. A module of its own, shown only after a
 * hover, focus or click: the widget bundle imports it with the login status, the storefront
 * loads it apart from the header (vite.storefront.config.ts lazyWidgetParts). `type`: the
 * effective user type.
 */
export default function AccountMenu({ container, type }: { container?: HTMLElement; type: number }) {
  const s = useStyles(container, makeMenuStyles);
  return (
    <ul class={s.menu} part="menu" id="tic-account-menu" data-popover="">
      {menuFor(type).map((m) => (
        <li key={m.path}>
          <a
            href={storefrontUrl(m.path)}
            onClick={onLinkClick}
            target={m.newWindow ? '_blank' : undefined}
            rel={m.newWindow ? 'noopener' : undefined}
          >
            {m.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
