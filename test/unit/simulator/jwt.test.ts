import * as assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { type Claims, signJwt, verifyJwt } from '../../simulator/jwt';

const SECRET = 'test-secret';
const NOW = 1_701_657_495_000;
const claims: Claims = {
  iat: NOW / 1000,
  nbf: NOW / 1000,
  exp: NOW / 1000 + 259_200,
  user_id: 1,
  email: 'demo@onemap.test',
  role: 'user',
  forever: false,
};

function part(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

test('a signed token is a three-part HS256 JWT whose header and claims read back', () => {
  const token = signJwt(claims, SECRET);
  const [header, payload] = token.split('.');
  assert.deepEqual(JSON.parse(Buffer.from(header, 'base64url').toString()), { typ: 'JWT', alg: 'HS256' });
  assert.deepEqual(JSON.parse(Buffer.from(payload, 'base64url').toString()), claims);
  assert.match(token, /^eyJ/);
  assert.deepEqual(verifyJwt(token, SECRET, NOW), { ok: true, claims });
});

test('the signature is HMAC-SHA256 of header.payload with the secret', () => {
  const token = signJwt(claims, SECRET);
  const [header, payload, signature] = token.split('.');
  const expected = createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url');
  assert.equal(signature, expected);
});

test('a token signed with another secret is invalid', () => {
  assert.deepEqual(verifyJwt(signJwt(claims, 'other'), SECRET, NOW), { ok: false, reason: 'invalid' });
});

test('changing the claims breaks the signature', () => {
  const [header, , signature] = signJwt(claims, SECRET).split('.');
  const forged = `${header}.${part({ ...claims, role: 'admin' })}.${signature}`;
  assert.deepEqual(verifyJwt(forged, SECRET, NOW), { ok: false, reason: 'invalid' });
});

test('an unsigned token (alg none) is invalid', () => {
  const unsigned = `${part({ typ: 'JWT', alg: 'none' })}.${part(claims)}.`;
  assert.deepEqual(verifyJwt(unsigned, SECRET, NOW), { ok: false, reason: 'invalid' });
});

test('garbage is invalid, not a crash', () => {
  for (const garbage of ['', 'abc', 'a.b', 'a.b.c', '....', 'eyJ.eyJ.###', '🙂.🙂.🙂']) {
    assert.deepEqual(verifyJwt(garbage, SECRET, NOW), { ok: false, reason: 'invalid' }, garbage);
  }
});

test('a token is valid until its exp second and expired from then on', () => {
  const token = signJwt(claims, SECRET);
  assert.equal(verifyJwt(token, SECRET, claims.exp * 1000 - 1).ok, true);
  assert.deepEqual(verifyJwt(token, SECRET, claims.exp * 1000), { ok: false, reason: 'expired' });
});

test('an expired token with a bad signature is reported invalid, not expired', () => {
  assert.deepEqual(verifyJwt(signJwt(claims, 'other'), SECRET, claims.exp * 1000 + 1), { ok: false, reason: 'invalid' });
});
