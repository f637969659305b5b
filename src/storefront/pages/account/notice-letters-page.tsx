import '../../components/sheet.css';
import { Link } from 'wouter';
import { LettersInbox } from '../../components/letters/letters-inbox';
import { href } from '../../routes';
import { FavHead } from './favourites-kit';
import { f } from './favourites-strings';

/**
 * 消息通知: the buyer's site letters (the inbox the merchant centre's 站内信 shares), in the
 * account pages' card; with none, a way back to the catalogue.
 */
export default function NoticeLettersPage() {
  return (
    <LettersInbox
      className="sf-sheet sf-fav-page"
      head={(sub, readAll) => (
        <FavHead title={f.noticeTitle} sub={sub}>
          {readAll}
        </FavHead>
      )}
      emptyAction={
        <Link href={href('/home')} class="sf-btn sf-btn--primary sf-btn--sm">
          {f.goCatalogue}
        </Link>
      }
    />
  );
}
