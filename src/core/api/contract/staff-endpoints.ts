/**
 * The console's rows of the client's endpoint table (ids with `staff` roles). The source table
 * (./endpoints.ts) holds them already; the storefront build leaves them out of the entry's copy
 * and serves this module with those rows, added to the table when it loads
 * (vite.shared.ts slimEndpointTable, `apart`). The console imports it for that effect
 * before it calls or reads a staff id: its area (route-areas/admin-area.ts) and its menu
 * (layouts/admin-menu.ts).
 */
export const staffEndpoints = true;
