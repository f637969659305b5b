/**
 * THE typed contract (see docs/architecture.md#the-three-tables): for every id of the endpoint
 * table, what the client sends
 * (`req`: the query of a GET, the body of a POST) and the `data` of a successful answer (`res`).
 * Types only, so nothing here reaches a bundle. The server's handlers return
 * `Envelope<ResponseOf<id>>` and check their zod schemas against `RequestOf<id>`; the client's
 * calls, stores and pages take their types from the id.
 */
import type { EndpointId } from '../endpoints';
import type { ListData } from '../envelope';
import type { AccountApi } from './account';
import type { AddressesApi } from './addresses';
import type { BuyingApi } from './buying';
import type { CatalogueApi } from './catalogue';
import type { ImportApi } from './catalogue-import';
import type { ContentApi } from './content';
// 三流一致 (contracts)
import type { ContractsApi } from './contracts';
import type { ExpertApi } from './expert';
// fulfilment
import type { FulfilApi } from './fulfil';
// ledger area
import type { LedgerApi } from './ledger';
import type { MerchantApi } from './merchant';
// operator console
import type { OperatorApi } from './operator';
// 对公转账 and the 财务 console
import type { TransferApi } from './transfer';

export interface EndpointTypes {
  req: object;
  res: unknown;
}

export interface Api
  extends AccountApi,
    AddressesApi,
    BuyingApi,
    CatalogueApi,
    ContentApi,
    ExpertApi,
    FulfilApi,
    LedgerApi,
    MerchantApi,
    OperatorApi,
    ContractsApi,
    ImportApi,
    TransferApi {}

export type RequestOf<I extends EndpointId> = Api[I]['req'];
export type ResponseOf<I extends EndpointId> = Api[I]['res'];

/** The ids whose answer is a `{ list, total, page, limit }` page. */
export type ListId = { [I in EndpointId]: ResponseOf<I> extends ListData<unknown> ? I : never }[EndpointId];
/** One row of a list endpoint's answer. */
export type ItemOf<I extends ListId> = Extract<ResponseOf<I>, ListData<unknown>>['list'][number];

// Compile-time checks: every id of the table has types, no types without an id, every entry
// has the { req, res } shape, and neither side is `any` (which would switch the checks off).
type Assert<T extends true> = T;
type Missing = Exclude<EndpointId, keyof Api>;
type Stray = Exclude<keyof Api, EndpointId>;
type Malformed = { [I in keyof Api]: Api[I] extends EndpointTypes ? never : I }[keyof Api];
type IsAny<T> = 0 extends 1 & T ? true : false;
type Loose = {
  [I in keyof Api]: IsAny<Api[I]['req']> extends true ? I : IsAny<Api[I]['res']> extends true ? I : never;
}[keyof Api];
export type ContractHolds = [Missing | Stray | Malformed | Loose] extends [never]
  ? true
  : Missing | Stray | Malformed | Loose;
export type _ContractHolds = Assert<ContractHolds>;
