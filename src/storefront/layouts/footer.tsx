import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $config, type Config, t } from '../../core';
import { href } from '../routes';
import { s } from '../strings';
import { w } from '../words';
import { FOOTER_GROUPS, GUARANTEES } from './footer-links';
import './footer.css';

const year = new Date().getFullYear();

/** The society's site, the licence image and the filing number: every footer ends with them. */
function Legal({ config }: { config: Config | null }) {
  return (
    <div class="sf-legal">
      {config?.society_url && config.society_name && (
        <span>
          {w.hostedBy}：
          <a href={config.society_url} target="_blank" rel="noopener">
            {config.society_name}
          </a>
        </span>
      )}
      {config?.licence_image && (
        <a href={config.licence_image} target="_blank" rel="noopener" class="sf-legal__licence">
          <img src={config.licence_image} alt="" width="20" height="20" loading="lazy" />
          {w.licence}
        </a>
      )}
      {config?.filing_number && (
        <a href={config.filing_url || 'https://beian.miit.gov.cn/'} target="_blank" rel="noopener">
          {config.filing_number}
        </a>
      )}
      <span>
        © {year} {config?.site_name || s.siteName} {w.copyright}
      </span>
    </div>
  );
}

/** Footer: guarantees, link groups, contact details, QR codes, service hours, legal line. */
export function Footer() {
  const config = useStore($config);
  return (
    <footer class="sf-footer">
      <div class="sf-footer__guarantees">
        <ul class="sf-container">
          {GUARANTEES.map(([title, text], i) => (
            <li key={title}>
              <span class="sf-footer__badge" aria-hidden="true">
                {['证', '签', '查', '补'][i]}
              </span>
              <span>
                <b>{title}</b>
                <small>{text}</small>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div class="sf-container sf-footer__main">
        {FOOTER_GROUPS.map((g) => (
          <div class="sf-footer__group" key={g.title}>
            <h2>{g.title}</h2>
            <ul>
              {g.links.map(([label, path, id]) => (
                <li key={label}>
                  <Link href={href(path, { id })}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div class="sf-footer__contact">
          <h2>{w.contactUs}</h2>
          {config?.hotline && (
            <p class="sf-footer__hotline">
              <a href={`tel:${config.hotline}`}>{config.hotline}</a>
            </p>
          )}
          <p>
            {w.serviceHours}：{t('service.hours')}
          </p>
          {config?.email && (
            <p>
              {w.email}：<a href={`mailto:${config.email}`}>{config.email}</a>
            </p>
          )}
          {config?.address && (
            <p>
              {w.address}：{config.address}
            </p>
          )}
        </div>
        {!!config?.qr_codes?.length && (
          <div class="sf-footer__qr">
            {config.qr_codes.map((q) => (
              <figure key={q.image}>
                <img src={q.image} alt={q.name} width="92" height="92" loading="lazy" />
                <figcaption>{q.name}</figcaption>
              </figure>
            ))}
          </div>
        )}
      </div>
      <div class="sf-footer__bottom">
        <div class="sf-container">
          <Legal config={config} />
        </div>
      </div>
    </footer>
  );
}

/** The slim footer of the login, register and find-password layouts. */
export function SlimFooter() {
  const config = useStore($config);
  return (
    <footer class="sf-slim-footer">
      <nav class="sf-slim-footer__links" aria-label={s.quickLinks}>
        <Link href={href('/spage', { id: 1 })}>{w.aboutUs}</Link>
        <Link href={href('/help')}>{s.helpCenter}</Link>
        <Link href={href('/agreement')}>{w.agreement}</Link>
        <Link href={href('/agreement/privacy')}>{w.privacy}</Link>
        <span>
          {s.hotline} {config?.hotline} · {t('service.hours')}
        </span>
      </nav>
      <Legal config={config} />
    </footer>
  );
}
