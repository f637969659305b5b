/**
 * The audit log's action filter. An action is the endpoint id that did it (the staff POST ids of
 * THE endpoint table, and the sign-in ids); its name is core's (the server answers each row's
 * name in the same words), and one without a name shows its id.
 */
import { type EndpointId, endpoints } from '../../../core';
import { auditActionName } from '../../../core/rules/audit-words';

/** Signing in is audited too, though its endpoints need no staff session. */
const SIGN_IN: readonly EndpointId[] = ['operator/login', 'operator/totpVerify'];

/**
 * The action select's entries: sign-in, then every console change (dry runs change nothing).
 * The browser's table lists the staff ids (their rows carry roles); the others it answers by
 * rule without listing them (vite.shared.ts slimEndpointTable), hence SIGN_IN.
 */
export const AUDIT_ACTIONS: readonly [string, string][] = [
  ...SIGN_IN,
  ...(Object.keys(endpoints) as EndpointId[]).filter(
    (id) => endpoints[id].staff && endpoints[id].method === 'POST' && !id.endsWith('/dryRun'),
  ),
].map((id): [string, string] => [id, auditActionName(id)]);
