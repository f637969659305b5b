import { ACCOUNT_WORDS, MERCHANT_MENU } from './account-menu';
import { areaCrumbs, areaLayout } from './area-layout';

/** 首页 › 工作台 › the page. */
export const merchantCrumbs = (path: string) => areaCrumbs('/merchant', path);

/** The merchant centre (spec §1, issue 16): the merchant side menu beside the page. */
export default areaLayout('/merchant', MERCHANT_MENU, ACCOUNT_WORDS.merchantMenu);
