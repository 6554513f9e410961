// Where the password and token go: https anywhere, plain http only to this machine, no user name or query in
// the address, and a message that never repeats a password typed into it.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { endpointUrl, ONEMAP_BASE_URL, parseBaseUrl, withoutUserInfo } from '../../../src/onemap/baseUrl';
import { OneMapError } from '../../../src/onemap/errors';

const refused = (message: string) => (error: unknown) => {
  assert.ok(error instanceof OneMapError);
  assert.equal(error.kind, 'invalid-request');
  assert.equal(error.field, 'baseUrl');
  assert.equal(error.message, message);
  return true;
};

test('OneMap\'s address, and any https address, keep their path under a trailing slash', () => {
  assert.equal(parseBaseUrl(ONEMAP_BASE_URL).href, 'https://www.onemap.gov.sg/');
  assert.equal(parseBaseUrl('https://proxy.example.test/onemap').href, 'https://proxy.example.test/onemap/');
  assert.equal(parseBaseUrl('https://proxy.example.test/onemap/').href, 'https://proxy.example.test/onemap/');
});

test('plain http only to this machine, by any of its names and in any case', () => {
  for (const local of ['http://127.0.0.1:8787', 'http://localhost:8787', 'http://LOCALHOST', 'http://[::1]:8787']) {
    assert.equal(parseBaseUrl(local).protocol, 'http:', local);
  }
  const rule = 'it must start with https:// (plain http:// is allowed only for 127.0.0.1, localhost and [::1])';
  assert.throws(() => parseBaseUrl('http://www.onemap.gov.sg'), refused(`Invalid OneMap address "http://www.onemap.gov.sg": ${rule}.`));
  assert.throws(() => parseBaseUrl('http://127.0.0.2'), refused(`Invalid OneMap address "http://127.0.0.2": ${rule}.`));
  assert.throws(() => parseBaseUrl('ftp://localhost'), refused(`Invalid OneMap address "ftp://localhost": ${rule}.`));
  assert.throws(() => parseBaseUrl('javascript:alert(1)'), refused(`Invalid OneMap address "javascript:alert(1)": ${rule}.`), 'an address whose origin is "null" is shown as typed');
});

test('no user name, password, query or fragment in the address; the password never in the message', () => {
  assert.throws(() => parseBaseUrl('https://me:hunter22@www.onemap.gov.sg'), refused('Invalid OneMap address "https://www.onemap.gov.sg": it must not contain a user name or password.'));
  assert.throws(() => parseBaseUrl('https://me@www.onemap.gov.sg'), refused('Invalid OneMap address "https://www.onemap.gov.sg": it must not contain a user name or password.'));
  assert.throws(() => parseBaseUrl('https://www.onemap.gov.sg/?key=1'), refused('Invalid OneMap address "https://www.onemap.gov.sg": it must not have a query or fragment.'));
  assert.throws(() => parseBaseUrl('https://www.onemap.gov.sg/#top'), refused('Invalid OneMap address "https://www.onemap.gov.sg": it must not have a query or fragment.'));
  assert.throws(() => parseBaseUrl('not an address, p@ss'), refused('Invalid OneMap address "…@ss": it is not a web address.'));
  assert.throws(() => parseBaseUrl(`http://${'x'.repeat(100)}`), (error: unknown) => error instanceof OneMapError && error.message.startsWith(`Invalid OneMap address "http://${'x'.repeat(73)}": `), 'cut at 80 characters');
});

test('what an address shows: everything before its last "@" hidden, the scheme kept', () => {
  assert.equal(withoutUserInfo('https://me:p@ss/word@host.test/x'), 'https://…@host.test/x');
  assert.equal(withoutUserInfo('  HTTP+X://a@b'), '  HTTP+X://…@b');
  assert.equal(withoutUserInfo('user@host'), '…@host');
  assert.equal(withoutUserInfo('https://host.test'), 'https://host.test');
});

test('an endpoint under the base, with its query; a leading slash does not climb out of the base\'s path', () => {
  const base = parseBaseUrl('https://proxy.example.test/onemap');
  assert.equal(endpointUrl(base, '/api/common/elastic/search', new URLSearchParams({ searchVal: 'a b' })).href, 'https://proxy.example.test/onemap/api/common/elastic/search?searchVal=a+b');
  assert.equal(endpointUrl(base, 'api/auth/post/getToken').href, 'https://proxy.example.test/onemap/api/auth/post/getToken');
});
