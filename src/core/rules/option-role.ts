/** What a service-content option is: a package on its own, an add-on to one, or a later audit. */
export type OptionRole = 'package' | 'addon' | 'surveillance';

/*
 * Labs name options freely, so the role is read from the words the catalogue uses for them:
 * "单项加测（每项）", "增加测点（每点）", "加急服务" extend a package; "年度监督审核" is only
 * bought after a first certification. "每台 / 每点位" alone is a unit price, still a package.
 */
const ADDON = /加测|增加|加急|追加|加项/;
const SURVEILLANCE = /监督审核|年度监督|获证后监督/;

export function optionRole(name: string): OptionRole {
  if (SURVEILLANCE.test(name)) return 'surveillance';
  if (ADDON.test(name)) return 'addon';
  return 'package';
}

/** An add-on is priced per unit and may be ordered more than once. */
export const isAddon = (name: string): boolean => optionRole(name) === 'addon';

/** How many of one add-on one cart item may take. */
export const ADDON_QUANTITY_MAX = 99;

/** The quantity an item is priced by: an add-on's, within 1–ADDON_QUANTITY_MAX; 1 for anything else. */
export const addonQuantity = (
  serviceContentName: string | undefined,
  quantity: number | null | undefined,
): number =>
  serviceContentName && isAddon(serviceContentName) && Number.isInteger(quantity)
    ? Math.min(Math.max(quantity!, 1), ADDON_QUANTITY_MAX)
    : 1;
