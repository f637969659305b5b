import { ACCOUNT_WORDS, MERCHANT_MENU } from './account-menu';
import { areaLayout } from './area-layout';

/** The merchant centre: the merchant side menu beside the page. */
export default areaLayout('/merchant', MERCHANT_MENU, ACCOUNT_WORDS.merchantMenu);
