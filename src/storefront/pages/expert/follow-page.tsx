import StorePage from '../account/store-page';
import { x } from './expert-strings';

/** 我的关注 (/expert/follow): the shops the expert follows, the buyer's list page itself. */
export default function ExpertFollowPage() {
  return <StorePage title={x.followTitle} />;
}
