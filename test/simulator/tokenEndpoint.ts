// POST /api/auth/post/getToken: credentials in, an HS256 JWT and its expiry (a string of UNIX seconds) out.
import type { SimContext } from './context';
import { signJwt } from './jwt';
import { MESSAGES } from './messages';
import { errorReply, type Reply } from './reply';

// Something@somewhere.tld: the server's idea of "a valid email address" is stricter than "contains an @".
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function readCredentials(bodyText: string): { email: string; password: string } | undefined {
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { email, password } = body as Record<string, unknown>;
  if (typeof email !== 'string' || typeof password !== 'string') return undefined;
  if (!EMAIL.test(email.trim()) || password === '') return undefined;
  return { email: email.trim(), password };
}

export function handleToken(bodyText: string, context: SimContext): Reply {
  const credentials = readCredentials(bodyText);
  if (!credentials) return errorReply(404, MESSAGES.needCredentials);
  const index = context.users.findIndex((u) => u.email.toLowerCase() === credentials.email.toLowerCase());
  if (index < 0) return errorReply(404, MESSAGES.notRegistered);
  const user = context.users[index];
  if (user.password !== credentials.password) return errorReply(401, MESSAGES.authFailed);

  const nowMs = context.now();
  const iat = Math.floor(nowMs / 1000);
  // Rounded up, so a token lives at least its whole lifetime even when issued late in a second.
  const exp = Math.ceil(nowMs / 1000) + context.tokenLifetimeSeconds;
  const token = signJwt(
    { iat, nbf: iat, exp, user_id: index + 1, email: user.email, role: user.role ?? 'user', forever: false },
    context.secret,
  );
  return { status: 200, body: { access_token: token, expiry_timestamp: String(exp) } };
}
