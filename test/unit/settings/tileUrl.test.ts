// A tile template the map cannot use is refused, naming the setting, and OneMap's own tiles are used instead.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { chooseTileUrl, DEFAULT_TILE_URL, tileOrigin } from '../../../src/settings/tileUrl';
import { parseHostMessage } from '../../../src/shared/protocol/parse';

test('a usable template is used as written, and the page accepts it', () => {
  for (const url of [DEFAULT_TILE_URL, 'http://127.0.0.1:8080/tiles/{z}/{x}/{y}.png', 'https://{s}.tile.example/{z}/{x}/{y}{r}.png']) {
    assert.deepEqual(chooseTileUrl(url), { url });
    assert.ok(parseHostMessage({ type: 'init', tileUrlTemplate: url }), url);
  }
  assert.equal(tileOrigin(DEFAULT_TILE_URL), 'https://www.onemap.gov.sg');
});

test('an unusable template is refused with the reason and the setting, and the default is used', () => {
  const cases: [string, string, RegExp][] = [
    ['not http(s)', 'ftp://tiles.example/{z}/{x}/{y}.png', /starting with https:\/\//],
    ['a script address', 'javascript:alert(1)//{z}/{x}/{y}', /starting with https:\/\//],
    ['a path without a scheme', 'tiles.example/{z}/{x}/{y}.png', /starting with https:\/\//],
    ['no {z}', 'https://tiles.example/{x}/{y}.png', /\{z\}, \{x\} and \{y\} \(missing \{z\}\)/],
    ['no placeholders at all', 'https://tiles.example/map.png', /missing \{z\}, \{x\}, \{y\}/],
    ['unparsable', 'https://tiles example:99999/{z}/{x}/{y}.png', /not a valid web address/],
    ['an unknown placeholder', 'https://tiles.example/{z}/{x}/{y}.png?key={apiKey}', /only the placeholders/],
    ['a quote', 'https://tiles.example/{z}/{x}/{y}".png', /only the placeholders/],
  ];
  for (const [what, value, reason] of cases) {
    const choice = chooseTileUrl(value);
    assert.equal(choice.url, DEFAULT_TILE_URL, what);
    assert.match(choice.problem ?? '', /^The setting onemap\.map\.tileUrl is not used: /, what);
    assert.match(choice.problem ?? '', reason, what);
    // The fallback is always one the page takes, so the map is never left blank.
    assert.ok(parseHostMessage({ type: 'init', tileUrlTemplate: choice.url }), what);
  }
});
