// Log lines and server messages can end up in an output channel, a bug report or a screenshot.
// Anything that could let someone act as the user is cut out before a line leaves this layer.

const JWT_SHAPED = /eyJ[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*){0,2}/g;
// The header form only ("Bearer" + a credential of token68 characters): OneMap's own message "…as a bearer
// token." must survive.
const BEARER = /\b(Bearer)\s+[A-Za-z0-9._~+/-]{8,}=*/g;
// Secrets shorter than this are not searched for: replacing every "a" in a line helps nobody.
const MIN_SECRET_LENGTH = 4;

export const REDACTED = '[redacted]';

/** Removes each known secret, every JWT-shaped string and every bearer credential from `text`. */
export function redact(text: string, secrets: Iterable<string | undefined> = []): string {
  let result = text;
  // Longest first, so that a secret containing another is removed whole.
  const known = [...secrets]
    .filter((s): s is string => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH)
    .sort((a, b) => b.length - a.length);
  for (const secret of known) result = result.split(secret).join(REDACTED);
  return result.replace(JWT_SHAPED, REDACTED).replace(BEARER, `$1 ${REDACTED}`);
}

/** Remembers the secrets currently in play (the token, the password) so every line can be scrubbed of them. */
export class SecretSet {
  private readonly values = new Set<string>();

  add(secret: string | undefined): void {
    if (secret) this.values.add(secret);
  }

  delete(secret: string | undefined): void {
    if (secret) this.values.delete(secret);
  }

  redact(text: string): string {
    return redact(text, this.values);
  }
}
