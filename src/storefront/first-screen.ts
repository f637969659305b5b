/**
 * The first screen's answers: on a page's first load the server writes the answers of its
 * first calls (route table `first`, plus EVERY_PAGE_CALLS) into the HTML as JSON
 * (`<script type="application/json" id="tic-boot">`, src/server/first-screen.ts). The page then
 * renders with its data at once instead of asking again; each answer is taken once, so a later
 * visit to the same page asks the API as usual. Without the element (a static host, the dev
 * server) every call simply goes to the API.
 */

import type { EndpointId } from '../core/api/contract/endpoints';
import type { Envelope } from '../core/api/contract/envelope';
import { callKey, FIRST_ANSWERS_ID, type FirstCall, resolveCall } from '../core/api/contract/first-calls';
import type { RouteDef } from './routes';

let answers: Map<string, unknown> | undefined;

function bootAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
  try {
    const parsed: unknown = JSON.parse(el?.textContent || '{}');
    if (parsed && typeof parsed === 'object') for (const [k, v] of Object.entries(parsed)) answers.set(k, v);
  } catch {
    // a damaged payload only costs the requests it would have saved
  }
  return answers;
}

/** The answer (`data`) the server wrote for this call, taken once; undefined when there is none. */
export function takeFirstAnswer(id: EndpointId, params: Readonly<Record<string, unknown>> = {}) {
  const key = callKey(id, params);
  const all = bootAnswers();
  if (!all.has(key)) return undefined;
  const data = all.get(key);
  all.delete(key);
  return { data };
}

/** Whether an answer for this call is waiting in the page. */
export const hasFirstAnswer = (id: EndpointId, params: Readonly<Record<string, unknown>> = {}): boolean =>
  bootAnswers().has(callKey(id, params));

/** For core's api client: a waiting answer as the envelope the server would have sent. */
export function firstEnvelope(
  id: EndpointId,
  params: Readonly<Record<string, unknown>>,
): Envelope | undefined {
  const answer = takeFirstAnswer(id, params);
  return answer && { status: true, message: '', data: answer.data };
}

/** A route's first calls for an address (`?id=` and the like filled in). */
export function firstCalls(
  route: RouteDef,
  search: string,
): Array<[EndpointId, Record<string, string | number>]> {
  const query = new URLSearchParams(search);
  return (route.first?.calls ?? [])
    .map((call: FirstCall) => resolveCall(call, query))
    .filter((call) => call !== null);
}

/** Tests: forget what was read. */
export const resetFirstAnswers = (): void => {
  answers = undefined;
};
