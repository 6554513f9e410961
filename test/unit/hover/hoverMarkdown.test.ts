// The hover's text as the user reads it: the other two systems with copy links, OneMap's place, the links.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { describePlace, escapeMarkdown, hoverMarkdown, showOnMapEnd } from '../../../src/hover/hoverMarkdown';
import { defaultStyle, writePair } from '../../../src/hover/pointTexts';
import type { CrsId } from '../../../src/shared/coords/types';
import { transformPoint } from '../../../src/shared/coords';

const WGS: [number, number] = [103.8408471, 1.3039454];
const point = {
  'EPSG:4326': WGS,
  'EPSG:3414': transformPoint('EPSG:4326', 'EPSG:3414', ...WGS),
  'EPSG:3857': transformPoint('EPSG:4326', 'EPSG:3857', ...WGS),
};
const styles = Object.fromEntries((['EPSG:4326', 'EPSG:3414', 'EPSG:3857'] as CrsId[]).map((s) => [s, defaultStyle(s, 'xy')])) as Record<
  CrsId,
  ReturnType<typeof defaultStyle>
>;
const WATERSCAPE = { building: 'WATERSCAPE AT CAVENAGH', block: '65', road: 'CAVENAGH ROAD', postalCode: '229619', lat: 1.30396, lon: 103.8408, x: 28833.06, y: 31810.32 };

/** The decoded arguments of each command link in the text, by command. */
function links(markdown: string): Array<{ label: string; command: string; args: unknown }> {
  return [...markdown.matchAll(/\[([^\]]+)\]\(command:([\w.]+)(?:\?([^)]+))?\)/g)].map((m) => ({
    label: m[1]!,
    command: m[2]!,
    args: m[3] ? JSON.parse(decodeURIComponent(m[3])) : undefined,
  }));
}

test('a WGS84 pair shows SVY21 and Web Mercator (not WGS84 again), each with a Copy link carrying its text', () => {
  const text = hoverMarkdown({ from: 'EPSG:4326', point, styles, place: { kind: 'signed-out' } });
  assert.match(text, /SVY21 \(X, Y\): `28837\.856, 31809\.177`/);
  assert.match(text, /Web Mercator \(X, Y\): `11559510\.\d{3}, 145167\.\d{3}`/);
  assert.doesNotMatch(text, /WGS84 \(lat, lon\)/);
  const copies = links(text).filter((l) => l.command === 'onemap.hover.copy');
  assert.deepEqual(copies.map((c) => c.args), [['28837.856, 31809.177'], [writePair(...point['EPSG:3857'], styles['EPSG:3857'])]]);
});

test('an SVY21 pair shows WGS84 as lat, lon', () => {
  const text = hoverMarkdown({ from: 'EPSG:3414', point, styles, place: { kind: 'signed-out' } });
  assert.match(text, /WGS84 \(lat, lon\): `1\.3039454, 103\.8408471`/);
  assert.doesNotMatch(text, /SVY21 \(X, Y\)/);
});

test('signed out: an invitation to sign in, no place', () => {
  const text = hoverMarkdown({ from: 'EPSG:4326', point, styles, place: { kind: 'signed-out' } });
  assert.ok(links(text).some((l) => l.command === 'onemap.signIn'));
});

test('signed in: the nearest place (building, block and road, postal code), and how many more are near', () => {
  const text = hoverMarkdown({ from: 'EPSG:4326', point, styles, place: { kind: 'places', places: [WATERSCAPE, { ...WATERSCAPE, block: '66' }] } });
  assert.match(text, /\*\*WATERSCAPE AT CAVENAGH, 65 CAVENAGH ROAD, Singapore 229619\*\*/);
  assert.match(text, /and 1 more nearby/);
  assert.match(hoverMarkdown({ from: 'EPSG:4326', point, styles, place: { kind: 'places', places: [] } }), /OneMap knows no address here/);
  assert.match(hoverMarkdown({ from: 'EPSG:4326', point, styles, place: { kind: 'error', message: 'API limit(s) exceeded.' } }), /API limit\\\(s\\\) exceeded\\\./);
});

test('Show on Map, Route From Here and Route To Here carry the WGS84 point', () => {
  const text = hoverMarkdown({ from: 'EPSG:3414', point, styles, place: { kind: 'signed-out' } });
  const here = { lat: 1.3039454, lon: 103.8408471 };
  const wanted = ['onemap.hover.showOnMap', 'onemap.routeFromHere', 'onemap.routeToHere'];
  assert.deepEqual(
    links(text).filter((l) => wanted.includes(l.command)).map((l) => [l.label, l.command, l.args]),
    [
      ['Show on Map', 'onemap.hover.showOnMap', [here]],
      ['Route From Here', 'onemap.routeFromHere', [here]],
      ['Route To Here', 'onemap.routeToHere', [here]],
    ],
  );
});

test('OneMap\'s words cannot inject Markdown or links', () => {
  const text = hoverMarkdown({
    from: 'EPSG:4326',
    point,
    styles,
    place: { kind: 'places', places: [{ ...WATERSCAPE, building: '[click](command:workbench.action.quit)' }] },
  });
  assert.ok(!links(text).some((l) => l.command === 'workbench.action.quit'));
  assert.equal(escapeMarkdown('A*B_C'), 'A\\*B\\_C');
});

test('a place without building or block reads as its road and postal code', () => {
  assert.equal(describePlace({ road: 'ROWELL ROAD', postalCode: '200640', lat: 0, lon: 0, x: 0, y: 0 }), 'ROWELL ROAD, Singapore 200640');
});

test('Show on Map sets the start, or the end when the planner has a start and no end', () => {
  assert.equal(showOnMapEnd(undefined), 'start');
  assert.equal(showOnMapEnd({ start: { lat: 1, lon: 2 } }), 'end');
  assert.equal(showOnMapEnd({ start: { lat: 1, lon: 2 }, end: { lat: 1, lon: 2 } }), 'start');
});

test('SVY21 set to northing first writes Y, X', () => {
  assert.equal(writePair(28833.0606, 31810.3243, defaultStyle('EPSG:3414', 'yx')), '31810.324, 28833.061');
});
