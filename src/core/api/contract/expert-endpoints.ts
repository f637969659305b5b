/**
 * The rows of the client's endpoint table that only the expert area's (user type 3 only) calls. The source table
 * (./endpoints.ts) holds them already; the storefront build leaves them out of the entry's copy
 * and serves this module with those rows, added to the table when the area loads
 * (vite.shared.ts slimEndpointTable, `apart`; imported by route-areas/expert-area.ts).
 */
export const expertEndpoints = true;
