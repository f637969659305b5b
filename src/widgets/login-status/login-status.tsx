import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { maskPhone } from '../../core/formatters';
import { t } from '../../core/i18n/zh-cn';
import { effectiveUserType } from '../../core/rules/user-types';
import { $config, loadConfig } from '../../core/stores/config';
import { logout } from '../../core/stores/session';
import { $session } from '../../core/stores/session/state';
import { emit, useOwnerId, type WidgetBaseProps } from '../shared/dom';
import { loginUrl, storefrontUrl } from '../shared/env';
import { ChevronIcon } from '../shared/icons';
import { usePopover } from '../shared/popover';
import { useHost, useStyles } from '../shared/styles';
import { OwnToast } from '../shared/toast';
import AccountMenu from './account-menu';
import { makeStyles } from './styles';

export interface LoginStatusProps extends WidgetBaseProps {
  /** The storefront goes back to / after a successful logout; the widget stays. */
  onLogout?: () => void;
}

/** tic-login-status: the header's login links or account dropdown, online service, welcome notice. */
export function LoginStatus({ container, onLogout }: LoginStatusProps) {
  const s = useStyles(container, makeStyles);
  useHost(container, 'inline-block');
  const owner = useOwnerId('tic-login-status');
  const session = useStore($session);
  const config = useStore($config);
  const pop = usePopover<HTMLButtonElement>();
  const loggedIn = !!session.token;
  const type = effectiveUserType(session);

  useEffect(() => void loadConfig(), []);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else emit(container, 'tic-session-change', { type, loggedIn });
  }, [type, loggedIn, container]);

  const notice = config?.welcome_notice || t('common.welcome');
  const mobile = maskPhone(session.userInfo?.mobile) || t('auth.account');

  return (
    <div class={s.root} part="root">
      <div class={s.bar}>
        <div class={s.notice} part="notice" title={notice}>
          {notice}
        </div>
        {loggedIn ? (
          <div class={s.links}>
            <div class={s.wrap} {...pop.wrapperProps}>
              <button
                ref={pop.trigger}
                type="button"
                class={s.trigger}
                part="account"
                aria-expanded={pop.open ? 'true' : 'false'}
                aria-controls="tic-account-menu"
                onClick={pop.show}
              >
                {mobile}
                <ChevronIcon />
              </button>
              {pop.open && <AccountMenu container={container} type={type} />}
            </div>
            <button
              type="button"
              class={s.plain}
              part="logout"
              onClick={() => void logout({ owner }).then((r) => r.ok && onLogout?.())}
            >
              {t('auth.logout')}
            </button>
          </div>
        ) : (
          <div class={s.links}>
            <a class={s.strong} part="login" href={loginUrl()}>
              {t('auth.loginFirst')}
            </a>
            <a part="register" href={storefrontUrl('/reg')}>
              {t('auth.register')}
            </a>
          </div>
        )}
        {config?.service_code && (
          <a part="service" href={config.service_code} target="_blank" rel="noopener">
            {t('auth.onlineService')}
          </a>
        )}
      </div>
      <OwnToast container={container} owners={[owner]} />
    </div>
  );
}
