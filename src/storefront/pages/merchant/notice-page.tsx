import '../../components/console/console.css';
import { Link } from 'wouter';
import { LettersInbox } from '../../components/letters/letters-inbox';
import { href } from '../../routes';
import { m } from './merchant-strings';

/**
 * 站内信 (/merchant/notice): the lab's site letters — contracts to sign, after-sale requests,
 * review outcomes, settlements — newest first; opening one marks it read and links to what it is
 * about. The header's and the side menu's badges drop with each letter read.
 */
export default function MerchantNoticePage() {
  return (
    <LettersInbox
      className="mc-card"
      head={(sub, readAll) => (
        <div class="mc-card__head">
          <div>
            <h1 class="mc-title">{m.letters}</h1>
            {sub ? <p class="mc-hint">{sub}</p> : null}
          </div>
          {readAll}
        </div>
      )}
      emptyAction={
        <Link href={href('/merchant')} class="sf-btn sf-btn--primary sf-btn--sm">
          {m.backToWorkbench}
        </Link>
      }
    />
  );
}
