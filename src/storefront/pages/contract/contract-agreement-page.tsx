import '../../components/order/order.css';
import './contract.css';
import { Link } from 'wouter';
import { href } from '../../routes';
import { c } from './contract-strings';
import { SealManager } from './seal-manager';
import { SignAccountBlock } from './sign-account';

/** 电子签章: the buyer's e-signature account (apply, review state) and their seals. */
export default function ContractAgreementPage() {
  return (
    <div class="sf-od-page">
      <div class="sf-od-toolbar">
        <h1 class="sf-od-title">{c.agreement}</h1>
        <Link href={href('/home/contract')} class="sf-btn sf-btn--ghost sf-btn--sm">
          {c.contracts}
        </Link>
      </div>
      <SignAccountBlock />
      <SealManager />
    </div>
  );
}
