// HS256 JSON Web Tokens with node:crypto, shaped like OneMap's (header {"typ":"JWT","alg":"HS256"}; claims
// iat, nbf, exp in UNIX seconds).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from './types';

export interface Claims {
  iat: number;
  nbf: number;
  exp: number;
  user_id: number;
  email: string;
  role: Role;
  forever: boolean;
}

export type Verification = { ok: true; claims: Claims } | { ok: false; reason: 'invalid' | 'expired' };

const HEADER = { typ: 'JWT', alg: 'HS256' };

function base64url(data: string | Buffer): string {
  return Buffer.from(data).toString('base64url');
}

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(claims: Claims, secret: string): string {
  const input = `${base64url(JSON.stringify(HEADER))}.${base64url(JSON.stringify(claims))}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

function parsePart(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Signature first: an expired token with a bad signature is invalid, not expired. */
export function verifyJwt(token: string, secret: string, nowMs: number): Verification {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return { ok: false, reason: 'invalid' };
  const [header, payload, sig] = parts;
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  if (parsePart(header)?.alg !== 'HS256') return { ok: false, reason: 'invalid' };
  const claims = parsePart(payload) as Partial<Claims> | undefined;
  if (!claims || typeof claims.exp !== 'number' || typeof claims.email !== 'string') return { ok: false, reason: 'invalid' };
  if (nowMs >= claims.exp * 1000) return { ok: false, reason: 'expired' };
  if (typeof claims.nbf === 'number' && nowMs < claims.nbf * 1000) return { ok: false, reason: 'invalid' };
  return { ok: true, claims: claims as Claims };
}
