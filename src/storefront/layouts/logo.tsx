import { Link } from 'wouter';
import { s } from '../strings';

/** The mall's mark and name; links to /. */
export function Logo({ sub }: { sub?: string }) {
  return (
    <Link href="/" class="sf-logo" aria-label={s.siteName}>
      <svg aria-hidden="true" viewBox="0 0 40 40" width="40" height="40">
        <rect width="40" height="40" rx="10" fill="#1a62d6" />
        <path
          d="M14 9h12M16 9v9l-7 12a3 3 0 0 0 2.6 4.5h16.8A3 3 0 0 0 31 30l-7-12V9"
          fill="none"
          stroke="#fff"
          stroke-width="2.4"
          stroke-linejoin="round"
        />
        <path d="M12.5 27h15" stroke="#ffd666" stroke-width="3" stroke-linecap="round" />
      </svg>
      <span class="sf-logo__text">
        <b>{s.siteName}</b>
        <small>{sub ?? s.slogan}</small>
      </span>
    </Link>
  );
}
