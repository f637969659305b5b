/** How many services a buyer may set side by side: the compare store, the page and goods/compare. */
export const COMPARE_MAX = 4;

/** What a buyer reads when a fifth service would not fit. */
export const COMPARE_FULL = `最多对比 ${COMPARE_MAX} 项服务，请先移除一项`;
