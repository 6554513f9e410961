// The page the host serves: exactly the policy we mean, and nothing from the options can break out of it.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentSecurityPolicy, renderWebviewHtml } from '../../../src/map/webviewHtml';

const options = {
  cspSource: "'self' https://*.vscode-cdn.net",
  nonce: 'r4nd0mN0nceValue1234==',
  script: 'document.body.dataset.ran = "1";',
  styles: ['.leaflet-pane { z-index: 400; }', '#app { height: 100%; }'],
  placeInputUri: 'https://file+.vscode-resource.vscode-cdn.net/ext/dist/webview/placeInput.js',
  tileOrigin: 'https://www.onemap.gov.sg',
};

test('the Content Security Policy is exactly right', () => {
  assert.equal(
    contentSecurityPolicy(options),
    "default-src 'none'; img-src 'self' https://*.vscode-cdn.net https://www.onemap.gov.sg; style-src 'nonce-r4nd0mN0nceValue1234=='; script-src 'nonce-r4nd0mN0nceValue1234=='",
  );
  assert.equal(
    contentSecurityPolicy({ ...options, tileOrigin: 'http://127.0.0.1:8123', logoOrigin: 'http://127.0.0.1:8123' }),
    "default-src 'none'; img-src 'self' https://*.vscode-cdn.net http://127.0.0.1:8123; style-src 'nonce-r4nd0mN0nceValue1234=='; script-src 'nonce-r4nd0mN0nceValue1234=='",
  );
});

test('the page carries the policy, the styles in order, and one script with the nonce', () => {
  const html = renderWebviewHtml(options);
  assert.ok(html.includes(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' https://*.vscode-cdn.net https://www.onemap.gov.sg;`));
  const styles = [...html.matchAll(/<style nonce="([^"]+)">([^<]*)<\/style>/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(styles, options.styles.map((css) => [options.nonce, css]));
  assert.ok(!/<link\b/.test(html), 'nothing fetched but the images');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].map((m) => [m[1], m[2]]);
  assert.deepEqual(scripts, [[` nonce="${options.nonce}" data-place-input="${options.placeInputUri}"`, options.script]]);
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
  const html = renderWebviewHtml({ ...options, placeInputUri: 'https://x.example/a.js"><script>alert(1)</script>' });
  assert.equal([...html.matchAll(/<script\b/g)].length, 1);
  assert.ok(html.includes('a.js&quot;&gt;&lt;script&gt;'));
  // A bundle that would end its element early is refused whole, in any case of the letters.
  assert.throws(() => renderWebviewHtml({ ...options, script: 'const s = "</script><script>alert(1)";' }), /<\/script/);
  assert.throws(() => renderWebviewHtml({ ...options, script: 'const s = "</SCRIPT >";' }), /<\/script/);
  assert.throws(() => renderWebviewHtml({ ...options, styles: ['a{}', 'b{} </style><script>alert(1)</script>'] }), /<\/style/);
  assert.doesNotThrow(() => renderWebviewHtml({ ...options, script: 'const s = "<\\/script>"; // a <script> tag' }));
});
