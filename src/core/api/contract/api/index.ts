/**
 * THE typed contract (DESIGN §3, §4): for every id of the endpoint table, what the client sends
 * (`req`: the query of a GET, the body of a POST) and the `data` of a successful answer (`res`).
 * Types only, so nothing here reaches a bundle. The server's handlers return
 * `Envelope<ResponseOf<id>>` and check their zod schemas against `RequestOf<id>`; the client's
 * calls, stores and pages take their types from the id.
 */
import type { EndpointId } from '../endpoints';
import type { AccountApi } from './account';
import type { AddressesApi } from './addresses';
import type { BuyingApi } from './buying';
import type { ContentApi } from './content';
import type { ExpertApi } from './expert';

export interface EndpointTypes {
  req: object;
  res: unknown;
}

export interface Api extends AccountApi, AddressesApi, BuyingApi, ContentApi, ExpertApi {}

export type RequestOf<I extends EndpointId> = Api[I]['req'];
export type ResponseOf<I extends EndpointId> = Api[I]['res'];

/** The ids whose request may be left out (every field optional). */
export type OptionalRequestId = {
  [I in EndpointId]: Record<never, never> extends RequestOf<I> ? I : never;
}[EndpointId];

// Compile-time checks: every id of the table has types, no types without an id, every entry
// has the { req, res } shape, and none is left untyped.
type Assert<T extends true> = T;
type Missing = Exclude<EndpointId, keyof Api>;
type Stray = Exclude<keyof Api, EndpointId>;
type Malformed = { [I in keyof Api]: Api[I] extends EndpointTypes ? never : I }[keyof Api];
type LeftUntyped = { [I in keyof Api]: Api[I] extends { untyped: true } ? I : never }[keyof Api];
export type ContractHolds = [Missing | Stray | Malformed] extends [never]
  ? true
  : Missing | Stray | Malformed;
export type UntypedIds = LeftUntyped;
export type _ContractHolds = Assert<ContractHolds>;
