// The Authorization header, checked as OneMap does: missing → 400, undecodable or badly signed → 401 invalid
// JWS, past its exp → 401 expired, a role without GET on the component → 403. The bare token and
// "Bearer <token>" are both accepted, as the live service accepts both.
import type { SimContext } from './context';
import { verifyJwt } from './jwt';
import { forbiddenMessage, invalidTokenMessage, MESSAGES } from './messages';
import { errorReply, type Reply } from './reply';
import type { SimUser } from './types';

export type Authorisation = { ok: true; user: SimUser } | { ok: false; reply: Reply };

/** `component` and `service` name what a 403 refuses, e.g. 'routingsvc' of 'route'. */
export function authorise(
  header: string | undefined,
  context: SimContext,
  component: string,
  service: string,
): Authorisation {
  const token = (header ?? '').trim().replace(/^Bearer(\s+|$)/i, '').trim();
  if (token === '') return { ok: false, reply: errorReply(400, MESSAGES.noToken) };
  const verdict = verifyJwt(token, context.secret, context.now());
  if (!verdict.ok) {
    return {
      ok: false,
      reply: errorReply(401, verdict.reason === 'expired' ? MESSAGES.expired : invalidTokenMessage(token)),
    };
  }
  const user = context.users.find((u) => u.email.toLowerCase() === verdict.claims.email.toLowerCase());
  if (!user) return { ok: false, reply: errorReply(401, invalidTokenMessage(token)) };
  if ((user.role ?? 'user') === 'restricted') return { ok: false, reply: errorReply(403, forbiddenMessage(component, service)) };
  return { ok: true, user };
}
