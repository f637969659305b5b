/**
 * The early half of useApi (use-api.ts): a page's first calls started beside its chunk. The
 * entry's page loader needs only this; the hook itself travels with the pages.
 */
import { api, type EndpointId } from '../../core';
import { hasFirstAnswer } from '../first-screen';

/** Calls started before their page's chunk arrived, by `id|params`; taken once, fresh for 10 s. */
const early = new Map<string, { at: number; answer: Promise<unknown> }>();
const EARLY_TTL_MS = 10_000;

/**
 * Starts a page's first call while its chunk is still downloading (route loaders call this on
 * a page's first load): the page's useApi with the same id and params takes this answer
 * instead of asking again, which saves the chunk's round trip before the data.
 */
export function prefetchApi(id: EndpointId, params: Record<string, unknown>): void {
  if (hasFirstAnswer(id, params)) return; // already in the page: useApi takes it as it renders
  const answer = callLoose(id, params);
  answer.catch(() => {}); // the page reports failures when it takes the answer
  early.set(`${id}|${JSON.stringify(params)}`, { at: Date.now(), answer });
}

export function takeEarly(id: EndpointId, key: string): Promise<unknown> | undefined {
  const k = `${id}|${key}`;
  const hit = early.get(k);
  early.delete(k);
  return hit && Date.now() - hit.at < EARLY_TTL_MS ? hit.answer : undefined;
}

/** A call whose id and params come as data (route tables, caches), not from typed code. */
export const callLoose = (id: EndpointId, params: object): Promise<unknown> => api.call(id, params as never);
