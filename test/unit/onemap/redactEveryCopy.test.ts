// Every copy of a secret in a log line is cut, not only the first: a token quoted twice by OneMap, a password
// echoed in a URL and a message, two bearer headers in one dump.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { REDACTED, SecretSet, redact } from '../../../src/onemap/redact';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const JWT = [part({ typ: 'JWT', alg: 'HS256' }), part({ sub: 'someone' }), 'c2lnbmF0dXJl'].join('.');

test('a known secret repeated in one line is cut everywhere it appears', () => {
  assert.equal(redact('pw=hunter22! then hunter22! again: hunter22!', ['hunter22!']), `pw=${REDACTED} then ${REDACTED} again: ${REDACTED}`);
  assert.equal(redact('abcdabcd', ['abcd']), `${REDACTED}${REDACTED}`, 'copies side by side');
});

test('a token quoted twice, and two bearer headers, are each cut', () => {
  assert.equal(redact(`invalid JWS ${JWT} (token ${JWT})`), `invalid JWS ${REDACTED} (token ${REDACTED})`);
  assert.equal(
    redact('Authorization: Bearer abcdefgh12; retry Authorization: Bearer ijklmnop34=='),
    `Authorization: Bearer ${REDACTED}; retry Authorization: Bearer ${REDACTED}`,
  );
});

test('a secret of exactly four characters is cut; three characters are not searched for', () => {
  assert.equal(redact('pin 4321 and 4321', ['4321']), `pin ${REDACTED} and ${REDACTED}`);
  assert.equal(redact('abc abc', ['abc']), 'abc abc');
});

test('a bearer credential shorter than eight characters is left: it is a word, not a token', () => {
  assert.equal(redact('send it as a Bearer token.'), 'send it as a Bearer token.');
  assert.equal(redact('Bearer abcdefg'), 'Bearer abcdefg');
  assert.equal(redact('Bearer abcdefgh'), `Bearer ${REDACTED}`);
});

test('the secret set cuts what was added, every copy, and forgets what was deleted', () => {
  const secrets = new SecretSet();
  secrets.add('s3cret-pass');
  secrets.add(undefined);
  secrets.add('');
  assert.equal(secrets.redact('s3cret-pass / s3cret-pass'), `${REDACTED} / ${REDACTED}`);
  secrets.delete('s3cret-pass');
  secrets.delete(undefined);
  assert.equal(secrets.redact('s3cret-pass'), 's3cret-pass');
});
