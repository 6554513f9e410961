// Choosing the proxy from VS Code's settings and the environment, and proving requests really go through
// (or around) a proxy on loopback.
import * as assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { chooseProxy, matchesNoProxy, type OneMapClient, type ProxySettings } from '../../../src/onemap';
import { type Simulator, startSimulator } from '../../simulator';
import { type ForwardProxy, startForwardProxy } from './forwardProxy';
import { clientFor } from './simulatedClient';

const ONEMAP = 'https://www.onemap.gov.sg';

test('an explicit http.proxy wins over the environment and keeps strictSSL', () => {
  assert.deepEqual(chooseProxy({ proxyUrl: 'http://proxy.corp:3128', env: { HTTPS_PROXY: 'http://env:1' } }, ONEMAP), {
    kind: 'proxy',
    uri: 'http://proxy.corp:3128/',
    rejectUnauthorized: true,
  });
  assert.deepEqual(chooseProxy({ proxyUrl: 'proxy.corp:3128', strictSSL: false }, ONEMAP), {
    kind: 'proxy',
    uri: 'http://proxy.corp:3128/',
    rejectUnauthorized: false,
  });
});

test('http.noProxy sends matching hosts direct', () => {
  const cases: Array<[string[], boolean]> = [
    [['www.onemap.gov.sg'], true],
    [['onemap.gov.sg'], true],
    [['.gov.sg'], true],
    [['*.gov.sg'], true],
    [['*'], true],
    [['www.onemap.gov.sg:443'], true],
    [['www.onemap.gov.sg:8443'], false],
    [['example.com', 'gov.sg'], true],
    [['example.com, gov.sg'], true],
    [['nemap.gov.sg'], false],
    [['map.gov'], false],
    [[], false],
  ];
  for (const [noProxy, direct] of cases) {
    const choice = chooseProxy({ proxyUrl: 'http://proxy:1', noProxy }, ONEMAP);
    assert.equal(choice.kind === 'direct', direct, JSON.stringify(noProxy));
  }
});

test('no-proxy entries match loopback addresses, IPv6 included', () => {
  assert.equal(matchesNoProxy(new URL('http://127.0.0.1:8787'), ['127.0.0.1']), true);
  assert.equal(matchesNoProxy(new URL('http://[::1]:8787'), ['::1']), true);
  assert.equal(matchesNoProxy(new URL('http://[::1]:8787'), ['[::1]:8787']), true);
  assert.equal(matchesNoProxy(new URL('http://[::1]:8787'), ['[::1]:9']), false);
  assert.equal(matchesNoProxy(new URL('http://localhost:8787'), ['LOCALHOST']), true);
});

test('without http.proxy the environment decides, lower case first; nothing set means direct', () => {
  assert.deepEqual(chooseProxy({ env: {} }, ONEMAP), { kind: 'direct' });
  assert.deepEqual(chooseProxy({}, ONEMAP), { kind: 'direct' });
  assert.deepEqual(chooseProxy({ proxyUrl: '  ', env: {} }, ONEMAP), { kind: 'direct' });
  assert.deepEqual(
    chooseProxy({ env: { HTTPS_PROXY: 'http://upper:1', https_proxy: 'http://lower:2', NO_PROXY: 'intranet' } }, ONEMAP),
    { kind: 'env', httpProxy: '', httpsProxy: 'http://lower:2/', noProxy: 'intranet', rejectUnauthorized: true },
  );
  assert.deepEqual(chooseProxy({ env: { HTTP_PROXY: 'http://p:3', no_proxy: 'a,b' }, strictSSL: false }, ONEMAP), {
    kind: 'env',
    httpProxy: 'http://p:3/',
    httpsProxy: '',
    noProxy: 'a,b',
    rejectUnauthorized: false,
  });
});

test('an unusable proxy address is refused with a message naming the setting', () => {
  assert.throws(
    () => chooseProxy({ proxyUrl: 'socks5://proxy:1080' }, ONEMAP),
    (error: Error & { kind?: string }) => error.kind === 'invalid-request' && /http\.proxy/.test(error.message),
  );
});

// ---- Through a real proxy on loopback ----

let sim: Simulator;
let proxy: ForwardProxy;
const clients: OneMapClient[] = [];
before(async () => {
  sim = await startSimulator();
  proxy = await startForwardProxy();
});
beforeEach(() => {
  sim.reset();
  proxy.forwarded = 0;
});
after(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await proxy.close();
  await sim.close();
});

async function convertVia(settings: ProxySettings): Promise<void> {
  const { client } = clientFor(sim, { proxy: settings });
  clients.push(client);
  const result = await client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 });
  assert.ok(Number.isFinite(result.X));
  assert.equal(sim.stats.requests.length, 2, 'token and conversion reached OneMap');
}

test('with http.proxy set, requests go through the proxy', async () => {
  await convertVia({ proxyUrl: proxy.url, env: {} });
  assert.ok(proxy.forwarded > 0);
});

test('with http.proxy set and the host in http.noProxy, requests bypass the proxy', async () => {
  await convertVia({ proxyUrl: proxy.url, noProxy: ['127.0.0.1'], env: {} });
  assert.equal(proxy.forwarded, 0);
});

test('HTTP_PROXY from the environment is used', async () => {
  await convertVia({ env: { HTTP_PROXY: proxy.url } });
  assert.ok(proxy.forwarded > 0);
});

test('lower-case http_proxy from the environment is used', async () => {
  await convertVia({ env: { http_proxy: proxy.url } });
  assert.ok(proxy.forwarded > 0);
});

test('NO_PROXY from the environment bypasses the proxy', async () => {
  await convertVia({ env: { HTTP_PROXY: proxy.url, NO_PROXY: 'localhost,127.0.0.1' } });
  assert.equal(proxy.forwarded, 0);
});

test('a proxy that is down is a network error that mentions the proxy settings', async () => {
  const { client } = clientFor(sim, { proxy: { proxyUrl: 'http://127.0.0.1:1', env: {} } });
  clients.push(client);
  await assert.rejects(client.convert('4326to3414', { latitude: 1.3, longitude: 103.8 }), (error: Error & { kind?: string }) => {
    assert.equal(error.kind, 'network');
    assert.match(error.message, /proxy/);
    return true;
  });
  assert.deepEqual(sim.stats.requests, []);
});
