import { Link } from 'wouter';
import { w } from '../../components/article/content-strings';
import { href, type RoutePath } from '../../routes';

type Agreement = 'user' | 'merchant' | 'privacy';

const AGREEMENTS: ReadonlyArray<[Agreement, RoutePath, string]> = [
  ['user', '/agreement', w.agreement],
  ['merchant', '/agreement/addindex', w.merchantAgreement],
  ['privacy', '/agreement/privacy', w.privacy],
];

/** Under an agreement: the other agreements, and printing (the print sheet hides the shell). */
export function AgreementLinks({ current }: { current: Agreement }) {
  return (
    <p class="sf-ct-agreement-links">
      <span>
        {w.otherAgreement}
        {AGREEMENTS.filter(([key]) => key !== current).map(([key, path, name]) => (
          <Link key={key} href={href(path)}>
            《{name}》
          </Link>
        ))}
      </span>
      <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => window.print()}>
        {w.print}
      </button>
    </p>
  );
}
