// The hover read whole, as the user sees it, and the parts a glance would check: the sign-in link, one place
// with no "more nearby", the labels of each order, the cache keeping exactly as many points as it may.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { commandLink, describePlace, HOVER_COMMANDS, hoverMarkdown } from '../../../src/hover/hoverMarkdown';
import { findPairAt, hoverWindow } from '../../../src/hover/pairAt';
import { PlaceCache } from '../../../src/hover/placeCache';
import { defaultStyle, orderLabel, writePair } from '../../../src/hover/pointTexts';
import * as coords from '../../../src/shared/coords';
import type { CrsId } from '../../../src/shared/coords/types';

const WGS: [number, number] = [103.8408471, 1.3039454];
const MERCATOR = coords.transformPoint('EPSG:4326', 'EPSG:3857', ...WGS);
const point = { 'EPSG:4326': WGS, 'EPSG:3414': coords.transformPoint('EPSG:4326', 'EPSG:3414', ...WGS), 'EPSG:3857': MERCATOR };
const styles = Object.fromEntries((['EPSG:4326', 'EPSG:3414', 'EPSG:3857'] as CrsId[]).map((s) => [s, defaultStyle(s, 'xy')])) as Record<CrsId, ReturnType<typeof defaultStyle>>;
const arg = (value: unknown) => encodeURIComponent(JSON.stringify([value]));
const HERE = { lat: 1.3039454, lon: 103.8408471 };

test('a signed-out hover over a WGS84 pair, line by line', () => {
  const mercator = writePair(...MERCATOR, styles['EPSG:3857']);
  assert.equal(
    hoverMarkdown({ from: 'EPSG:4326', point, styles, place: { kind: 'signed-out' } }),
    [
      '**OneMap** · WGS84 (EPSG:4326)',
      '',
      `- SVY21 (X, Y): \`28837.856, 31809.177\` [Copy](command:onemap.hover.copy?${arg('28837.856, 31809.177')})`,
      `- Web Mercator (X, Y): \`${mercator}\` [Copy](command:onemap.hover.copy?${arg(mercator)})`,
      '',
      '_[Sign in to OneMap](command:onemap.signIn) to see what is here._',
      '',
      `[Show on Map](command:onemap.hover.showOnMap?${arg(HERE)}) · [Route From Here](command:onemap.routeFromHere?${arg(HERE)}) · [Route To Here](command:onemap.routeToHere?${arg(HERE)})`,
    ].join('\n'),
  );
});

test('one place and its planning area: the place alone, no "more nearby"', () => {
  const place = { building: 'WATERSCAPE AT CAVENAGH', block: '65', road: 'CAVENAGH ROAD', postalCode: '229619', lat: 1.30396, lon: 103.8408, x: 28833.06, y: 31810.32 };
  const lines = hoverMarkdown({ from: 'EPSG:3414', point, styles, place: { kind: 'places', places: [place] }, area: 'Planning area: MUSEUM (Central Region)' }).split('\n');
  assert.equal(lines[0], '**OneMap** · SVY21 (EPSG:3414)');
  assert.deepEqual(lines.slice(4, 9), ['', 'Planning area: MUSEUM \\(Central Region\\)', '', '**WATERSCAPE AT CAVENAGH, 65 CAVENAGH ROAD, Singapore 229619**', '']);
  assert.ok(!lines.some((line) => line.includes('more nearby')));
});

test('every command the hover links to is one the provider trusts, and no other', () => {
  const commands = new Set<string>();
  for (const place of [{ kind: 'signed-out' } as const, { kind: 'places', places: [] } as const]) {
    const text = hoverMarkdown({ from: 'EPSG:4326', point, styles, place });
    for (const match of text.matchAll(/\(command:([\w.]+)/g)) commands.add(match[1]!);
  }
  assert.deepEqual([...commands].sort(), [...HOVER_COMMANDS].sort());
  assert.equal(HOVER_COMMANDS.length, 5);
});

test('a command link without arguments has no query', () => {
  assert.equal(commandLink('Sign in', 'onemap.signIn'), '[Sign in](command:onemap.signIn)');
  assert.equal(commandLink('Copy', 'onemap.hover.copy', ['1, 2']), `[Copy](command:onemap.hover.copy?${arg('1, 2')})`);
});

test('a place: empty parts are left out, never written as an empty item', () => {
  const at = { lat: 1.3, lon: 103.8, x: 1, y: 1 };
  assert.equal(describePlace({ ...at, building: '', road: 'CAVENAGH ROAD', postalCode: '229619' }), 'CAVENAGH ROAD, Singapore 229619');
  assert.equal(describePlace({ ...at, building: 'THE CENTRAL', postalCode: '' }), 'THE CENTRAL');
  assert.equal(describePlace({ ...at, block: '65', postalCode: '229619' }), '65, Singapore 229619');
});

test('labels and default styles for each system and order', () => {
  assert.equal(orderLabel('EPSG:4326', 'yx'), 'lat, lon');
  assert.equal(orderLabel('EPSG:4326', 'xy'), 'lon, lat');
  assert.equal(orderLabel('EPSG:3414', 'yx'), 'Y, X');
  assert.equal(orderLabel('EPSG:3857', 'xy'), 'X, Y');
  assert.deepEqual(defaultStyle('EPSG:3414', 'yx'), { order: 'yx', decimals: 3 });
  assert.deepEqual(defaultStyle('EPSG:3857', 'yx'), { order: 'xy', decimals: 3 }, 'the SVY21 setting is for SVY21 only');
  assert.deepEqual(defaultStyle('EPSG:4326', 'xy', { degrees: 5, metres: 1 }), { order: 'yx', decimals: 5 });
  assert.deepEqual(defaultStyle('EPSG:3857', 'xy', { degrees: 5, metres: 1 }), { order: 'xy', decimals: 1 });
});

test('a window mixing WGS84 and Web Mercator finds the Web Mercator pair under the cursor', () => {
  const text = `1.3039454, 103.8408471\n${MERCATOR[0].toFixed(1)}, ${MERCATOR[1].toFixed(1)}`;
  const found = findPairAt(coords, hoverWindow(text.split('\n'), 1, 2), { svy21Order: 'xy' });
  assert.equal(found?.from, 'EPSG:3857');
  assert.equal(found?.x, Number(MERCATOR[0].toFixed(1)));
});

test('a long line with a separator before the cursor and none after: the window ends at the cursor\'s word', () => {
  const line = `${'x'.repeat(300)} ${'x'.repeat(1500)}`;
  const window = hoverWindow([line], 0, 900);
  assert.equal(window.start, 301);
  assert.equal(window.text, line.slice(301, 900));
  assert.equal(window.offset, 599);
});

test('the cache keeps exactly maxEntries points, forgetting the least recently used', async () => {
  const asked: number[] = [];
  const cache = new PlaceCache({ maxEntries: 2, lookup: async (p) => (asked.push(p.lat), []) });
  const signal = new AbortController().signal;
  await cache.get({ lat: 1.1, lon: 103.1 }, signal);
  await cache.get({ lat: 1.2, lon: 103.2 }, signal);
  assert.ok(cache.peek({ lat: 1.1, lon: 103.1 }) && cache.peek({ lat: 1.2, lon: 103.2 }), 'two points kept at a limit of two');
  await cache.get({ lat: 1.1, lon: 103.1 }, signal); // used again: now the most recent
  await cache.get({ lat: 1.3, lon: 103.3 }, signal);
  assert.equal(cache.peek({ lat: 1.2, lon: 103.2 }), undefined, 'the least recently used went');
  assert.ok(cache.peek({ lat: 1.1, lon: 103.1 }));
  assert.deepEqual(asked, [1.1, 1.2, 1.3]);
});

test('a hover gone before its lookup asks nothing, and says why in its own words', async () => {
  let calls = 0;
  const cache = new PlaceCache({ lookup: async () => (calls++, []) });
  const gone = new AbortController();
  gone.abort('moved away');
  await assert.rejects(cache.get(HERE, gone.signal), (error: unknown) => error instanceof DOMException && error.name === 'AbortError' && error.message === 'The hover went away.');
  const failed = new AbortController();
  failed.abort(new Error('editor closed'));
  await assert.rejects(cache.get(HERE, failed.signal), /editor closed/);
  assert.equal(calls, 0);
});
