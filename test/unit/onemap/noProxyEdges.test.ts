// Which hosts skip the proxy, at the edges a setting meets: the default port of http and https, a domain that
// only looks like a parent, separators of every kind, and proxy addresses written without a scheme.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseProxy, matchesNoProxy } from '../../../src/onemap/proxy';

test('a port in an entry matches the default port of the address\'s scheme, and only that port', () => {
  assert.equal(matchesNoProxy(new URL('http://intranet.corp'), ['intranet.corp:80']), true);
  assert.equal(matchesNoProxy(new URL('http://intranet.corp'), ['intranet.corp:443']), false);
  assert.equal(matchesNoProxy(new URL('https://intranet.corp'), ['intranet.corp:443']), true);
  assert.equal(matchesNoProxy(new URL('https://intranet.corp'), ['intranet.corp:80']), false);
  assert.equal(matchesNoProxy(new URL('https://intranet.corp:8443'), ['intranet.corp:8443']), true);
  assert.equal(matchesNoProxy(new URL('https://intranet.corp:8443'), ['intranet.corp']), true, 'no port in the entry: any port');
});

test('a parent domain matches only at a dot: a name that merely ends the same does not', () => {
  const onemap = new URL('https://www.onemap.gov.sg');
  for (const entry of ['gov.sg', '.gov.sg', '*.gov.sg', 'GOV.SG', 'www.onemap.gov.sg']) assert.equal(matchesNoProxy(onemap, [entry]), true, entry);
  for (const entry of ['x.gov.sg', 'v.sg', '*gov.sg', 'onemap.gov.sg.example', 'www.onemap.gov', 'ww.onemap.gov.sg', '**.gov.sg']) {
    assert.equal(matchesNoProxy(onemap, [entry]), false, entry);
  }
});

test('entries split at commas and any whitespace; empty ones match nothing', () => {
  const onemap = new URL('https://www.onemap.gov.sg');
  assert.equal(matchesNoProxy(onemap, ['example.com,\tintranet  \n gov.sg']), true);
  assert.equal(matchesNoProxy(onemap, [' , ,, ', '']), false);
  assert.equal(matchesNoProxy(onemap, ['example.com *']), true);
});

test('an IPv6 address in an entry, with and without brackets and port', () => {
  const v6 = new URL('http://[fe80::1]:8080');
  assert.equal(matchesNoProxy(v6, ['fe80::1']), true);
  assert.equal(matchesNoProxy(v6, ['[fe80::1]']), true);
  assert.equal(matchesNoProxy(v6, ['[fe80::1]:8080']), true);
  assert.equal(matchesNoProxy(v6, ['[fe80::1]:80']), false);
  assert.equal(matchesNoProxy(v6, ['fe80::2']), false);
});

test('a proxy written without a scheme is http; https is kept; anything else names the setting', () => {
  const onemap = 'https://www.onemap.gov.sg';
  assert.deepEqual(chooseProxy({ env: { https_proxy: ' proxy.corp:8080 ' } }, onemap), {
    kind: 'env', httpProxy: '', httpsProxy: 'http://proxy.corp:8080/', noProxy: '', rejectUnauthorized: true,
  });
  assert.deepEqual(chooseProxy({ proxyUrl: ' https://secure.corp:443 ' }, onemap), { kind: 'proxy', uri: 'https://secure.corp/', rejectUnauthorized: true });
  assert.deepEqual(chooseProxy({ proxyUrl: 'http://proxy:1', noProxy: ['www.onemap.gov.sg'] }, new URL(onemap)), { kind: 'direct' });
  for (const env of [{ HTTP_PROXY: 'ftp://proxy:21' }, { HTTPS_PROXY: 'http://' }]) {
    assert.throws(() => chooseProxy({ env }, onemap), (error: Error & { kind?: string; field?: string }) =>
      error.kind === 'invalid-request' && error.field === 'http.proxy' &&
      error.message === 'Invalid proxy setting (http.proxy): it must be an http:// or https:// address, like http://proxy.example.com:8080.');
  }
});
