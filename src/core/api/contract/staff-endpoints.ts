/**
 * The operator console's rows of the client's endpoint table: the ids with `staff` roles.
 *
 * This file is a placeholder that the storefront build replaces. In the source (tests, type
 * checks, the server) it adds nothing: ./endpoints.ts holds every row already.
 *
 * In the storefront build, the `load` hook of `slimEndpointTable` (vite.shared.ts, enabled with
 * `apart: true` in vite.storefront.config.ts's plugins) serves other text for this path:
 * - the entry's ./endpoints.ts leaves these ids out, so the entry does not carry them;
 * - this module becomes, generated from the endpoint table:
 *     import { endpoints } from './endpoints';
 *     const G = { method: 'GET' }, P = { method: 'POST' },
 *       S0 = { method: 'POST', staff: ['admin', …] }, S1 = …; // one per method and role set
 *     Object.assign(endpoints, { 'operator/loginOut': S0, 'operator/info': S1, … });
 *     export const staffEndpoints = true;
 *   so the rows join the client's table when this module loads:
 *   the console imports it for that effect before it calls or reads a staff id: its
 *   area (route-areas/admin-area.ts) and its menu (layouts/admin-menu.ts).
 * The export is the one thing both versions share; nothing reads it.
 */
export const staffEndpoints = true;
