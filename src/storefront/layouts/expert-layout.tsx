import { ACCOUNT_WORDS, EXPERT_MENU } from './account-menu';
import { areaCrumbs, areaLayout } from './area-layout';

/** 首页 › 个人中心 › the page (expert layout). */
export const expertCrumbs = (path: string) => areaCrumbs('/expert', path);

/** Expert layout: the expert side menu beside the page. */
export default areaLayout('/expert', EXPERT_MENU, ACCOUNT_WORDS.expertMenu);
