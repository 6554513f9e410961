// The planning-area line of the hover and the map's right-click menu, for points the shipped boundaries place.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import bundle from 'virtual:planning-areas';
import { hoverMarkdown } from '../../../src/hover/hoverMarkdown';
import { defaultStyle } from '../../../src/hover/pointTexts';
import { planningAreaIndex } from '../../../src/planningArea';
import { decodeBundle } from '../../../src/planningArea/decode';
import { placementLine } from '../../../src/planningArea/placementLine';
import type { CrsId } from '../../../src/shared/coords/types';

const index = planningAreaIndex();
/** Bedok Mall, in the heart of Bedok. */
const BEDOK_MALL: [number, number] = [103.9295, 1.3249];

test('a point inside an area: its name as URA writes it and its region in title case', () => {
  assert.equal(placementLine(index.locate(...BEDOK_MALL)), 'Planning area: BEDOK (East Region)');
});

test('a vertex Bedok shares with a neighbour is on their boundary, both named in order', () => {
  const bedok = decodeBundle(bundle).find((a) => a.name === 'BEDOK')!;
  const ring = bedok.rings[0]!;
  let line: string | undefined;
  for (let i = 0; i < ring.length && line === undefined; i += 2) {
    const found = index.locate(ring[i]!, ring[i + 1]!);
    if (found.kind === 'boundary' && !found.outside) line = placementLine(found);
  }
  assert.match(line ?? '', /^Planning area: on the boundary of [A-Z ]+ \([A-Za-z ]+ Region\)(, [A-Z ]+ \([A-Za-z ]+ Region\))* and [A-Z ]+ \([A-Za-z ]+ Region\)$/);
  assert.match(line!, /BEDOK \(East Region\)/);
});

test('at sea, or beyond Singapore, there is no line', () => {
  assert.equal(placementLine(index.locate(103.95, 1.2)), undefined);
  assert.equal(placementLine(index.locate(101, 3)), undefined);
  assert.equal(placementLine({ kind: 'boundary', areas: [], outside: true }), undefined);
});

test("the hover carries the line between the systems and OneMap's place, and none when there is no area", () => {
  const point = { 'EPSG:4326': BEDOK_MALL, 'EPSG:3414': [0, 0], 'EPSG:3857': [0, 0] } as const;
  const styles = Object.fromEntries((['EPSG:4326', 'EPSG:3414', 'EPSG:3857'] as CrsId[]).map((s) => [s, defaultStyle(s, 'xy')])) as Record<CrsId, ReturnType<typeof defaultStyle>>;
  const text = hoverMarkdown({ from: 'EPSG:4326', point, styles, place: { kind: 'signed-out' }, area: placementLine(index.locate(...BEDOK_MALL)) });
  assert.match(text, /Web Mercator[^\n]*\n\nPlanning area: BEDOK \\\(East Region\\\)\n\n[^\n]*Sign in/);
  assert.doesNotMatch(hoverMarkdown({ from: 'EPSG:4326', point, styles, place: { kind: 'signed-out' } }), /Planning area/);
});
