/**
 * The rows of the client's endpoint table that only the merchant centre's (user type 2 only) calls. The source table
 * (./endpoints.ts) holds them already; the storefront build leaves them out of the entry's copy
 * and serves this module with those rows, added to the table when the area loads
 * (vite.shared.ts slimEndpointTable, `apart`; imported by route-areas/merchant-area.ts).
 */
export const merchantEndpoints = true;
