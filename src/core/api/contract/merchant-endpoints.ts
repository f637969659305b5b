/**
 * The merchant centre's rows of the client's endpoint table: the ids that only user type 2 (a lab) may call.
 *
 * This file is a placeholder that the storefront build replaces. In the source (tests, type
 * checks, the server) it adds nothing: ./endpoints.ts holds every row already.
 *
 * In the storefront build, the `load` hook of `slimEndpointTable` (vite.shared.ts, enabled with
 * `apart: true` in vite.storefront.config.ts's plugins) serves other text for this path:
 * - the entry's ./endpoints.ts leaves these ids out, so the entry does not carry them;
 * - this module becomes, generated from the endpoint table:
 *     import { endpoints } from './endpoints';
 *     const G = { method: 'GET' }, P = { method: 'POST' };
 *     Object.assign(endpoints, { 'seek_help_quote/add': P, 'merchant_center/info': G, … });
 *     export const merchantEndpoints = true;
 *   so the rows join the client's table when this module loads:
 *   route-areas/merchant-area.ts imports it for that effect.
 * The export is the one thing both versions share; nothing reads it.
 */
export const merchantEndpoints = true;
