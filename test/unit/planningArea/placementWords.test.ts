// The planning-area line of the hover and the map's menu, word for word: a region in title case (a hyphen's
// second word too), one area, the edge of one, the boundary of two and of three, and nothing at sea.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { placementLine, regionName } from '../../../src/planningArea/placementLine';

const bedok = { area: 'BEDOK', region: 'EAST REGION' };
const hougang = { area: 'HOUGANG', region: 'NORTH-EAST REGION' };
const tampines = { area: 'TAMPINES', region: 'EAST REGION' };

describe('the planning-area line', () => {
  it('a region in title case, each word and each part of a hyphened word', () => {
    assert.equal(regionName('NORTH-EAST REGION'), 'North-East Region');
    assert.equal(regionName('central region'), 'Central Region');
    assert.equal(regionName(''), '');
  });

  it('inside one area', () => {
    assert.equal(placementLine({ kind: 'inside', ...hougang }), 'Planning area: HOUGANG (North-East Region)');
  });

  it('on the edge of one area (a coast), on the boundary of two, and of three', () => {
    assert.equal(placementLine({ kind: 'boundary', areas: [bedok], outside: true }), 'Planning area: on the edge of BEDOK (East Region)');
    assert.equal(placementLine({ kind: 'boundary', areas: [bedok, hougang], outside: false }), 'Planning area: on the boundary of BEDOK (East Region) and HOUGANG (North-East Region)');
    assert.equal(
      placementLine({ kind: 'boundary', areas: [bedok, hougang, tampines], outside: false }),
      'Planning area: on the boundary of BEDOK (East Region), HOUGANG (North-East Region) and TAMPINES (East Region)',
    );
  });

  it('at sea: no line', () => {
    assert.equal(placementLine({ kind: 'outside' }), undefined);
    assert.equal(placementLine({ kind: 'boundary', areas: [], outside: true }), undefined);
  });
});
