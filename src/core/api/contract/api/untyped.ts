/**
 * The placeholder of an endpoint whose types are not written yet: `any` lets today's callers
 * compile while the contract is filled in. Nothing may use it once the contract is complete
 * (see UntypedIds in ./index.ts).
 */
export interface Untyped {
  // biome-ignore lint/suspicious/noExplicitAny: the migration placeholder, removed when complete
  req: any;
  // biome-ignore lint/suspicious/noExplicitAny: the migration placeholder, removed when complete
  res: any;
  untyped: true;
}
