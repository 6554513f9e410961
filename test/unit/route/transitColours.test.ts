// Each MRT and LRT line in its colour, buses in one colour, walking in another.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { BUS_COLOUR, legColour, mrtLineOf, OTHER_TRANSIT_COLOUR, WALK_COLOUR } from '../../../webview/route/transitColours';

test('MRT lines take their line colours', () => {
  const expected: [string, string][] = [
    ['NS', '#d42e12'],
    ['EW', '#009645'],
    ['CG', '#009645'],
    ['NE', '#9900aa'],
    ['CC', '#fa9e0d'],
    ['DT', '#005ec4'],
    ['TE', '#9d5b25'],
    ['BP', '#748477'],
    ['SK', '#748477'],
    ['PG', '#748477'],
  ];
  for (const [route, colour] of expected) assert.equal(legColour({ mode: 'SUBWAY', route }), colour, route);
});

test('the line is found in route, short name or id, in any case', () => {
  assert.equal(mrtLineOf({ mode: 'SUBWAY', route: '', routeShortName: 'ne' }), 'NE');
  assert.equal(mrtLineOf({ mode: 'SUBWAY', routeId: 'TEL' }), 'TE');
  assert.equal(mrtLineOf({ mode: 'SUBWAY', route: 'XX' }), undefined);
  assert.equal(mrtLineOf({ mode: 'SUBWAY', route: 'co' }), undefined);
});

test('buses, walks and unnamed rail', () => {
  assert.equal(legColour({ mode: 'BUS', route: '7 / 7B' }), BUS_COLOUR);
  assert.equal(legColour({ mode: 'BUS', route: 'NS' }), BUS_COLOUR); // a bus is a bus, whatever its number reads
  assert.equal(legColour({ mode: 'WALK', route: '' }), WALK_COLOUR);
  assert.equal(legColour({ mode: 'SUBWAY', route: '' }), OTHER_TRANSIT_COLOUR);
});
