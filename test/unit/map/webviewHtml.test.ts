// The page the host serves: exactly the policy we mean, and nothing from the options can break out of it.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentSecurityPolicy, renderWebviewHtml } from '../../../src/map/webviewHtml';

const options = {
  cspSource: "'self' https://*.vscode-cdn.net",
  nonce: 'r4nd0mN0nceValue1234==',
  scriptUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/main.js',
  styleUris: ['https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/leaflet.css', 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/main.css'],
  tileOrigin: 'https://www.onemap.gov.sg',
};

test('the Content Security Policy is exactly right', () => {
  assert.equal(
    contentSecurityPolicy(options),
    "default-src 'none'; img-src 'self' https://*.vscode-cdn.net https://www.onemap.gov.sg; style-src 'self' https://*.vscode-cdn.net; script-src 'nonce-r4nd0mN0nceValue1234=='",
  );
  assert.equal(
    contentSecurityPolicy({ ...options, tileOrigin: 'http://127.0.0.1:8123', logoOrigin: 'http://127.0.0.1:8123' }),
    "default-src 'none'; img-src 'self' https://*.vscode-cdn.net http://127.0.0.1:8123; style-src 'self' https://*.vscode-cdn.net; script-src 'nonce-r4nd0mN0nceValue1234=='",
  );
});

test('the page carries the policy, the styles in order, and one script with the nonce', () => {
  const html = renderWebviewHtml(options);
  assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' https://*.vscode-cdn.net https://www.onemap.gov.sg;`));
  const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
  assert.deepEqual(links, options.styleUris);
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  assert.deepEqual(scripts, [`<script nonce="${options.nonce}" src="${options.scriptUri}">`]);
  assert.ok(!/style=/.test(html), 'no inline style attributes');
  assert.ok(html.includes('<div id="app"></div>'));
});

test('values that would change the policy or the markup are refused or escaped', () => {
  assert.throws(() => contentSecurityPolicy({ ...options, tileOrigin: 'https://tiles.example; script-src *' }));
  assert.throws(() => contentSecurityPolicy({ ...options, tileOrigin: 'https://tiles.example/maps/tiles' }));
  assert.throws(() => contentSecurityPolicy({ ...options, tileOrigin: 'javascript:alert(1)' }));
  assert.throws(() => contentSecurityPolicy({ ...options, cspSource: "'self'; script-src *" }));
  assert.throws(() => contentSecurityPolicy({ ...options, nonce: "abc' 'unsafe-inline" }));
  assert.throws(() => contentSecurityPolicy({ ...options, nonce: 'short' }));
  const html = renderWebviewHtml({ ...options, scriptUri: 'https://x.example/a.js"><script>alert(1)</script>' });
  assert.equal([...html.matchAll(/<script\b/g)].length, 1);
  assert.ok(html.includes('a.js&quot;&gt;&lt;script&gt;'));
});
