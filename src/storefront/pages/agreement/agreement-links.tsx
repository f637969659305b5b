import { Link } from 'wouter';
import { w } from '../../components/article/content-strings';
import { href } from '../../routes';

/** Under an agreement: the other agreement, and printing (the print sheet hides the shell). */
export function AgreementLinks({ other }: { other: 'user' | 'merchant' }) {
  return (
    <p class="sf-ct-agreement-links">
      <span>
        {w.otherAgreement}
        <Link href={href(other === 'user' ? '/agreement' : '/agreement/addindex')}>
          《{other === 'user' ? w.agreement : w.merchantAgreement}》
        </Link>
      </span>
      <button type="button" class="sf-btn sf-btn--ghost sf-btn--sm" onClick={() => window.print()}>
        {w.print}
      </button>
    </p>
  );
}
