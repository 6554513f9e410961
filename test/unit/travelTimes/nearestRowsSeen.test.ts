// What Add Nearest Places by route counts before it asks anything, for its summary: rows placed, places, rows
// without coordinates, rows outside Singapore, and ties (two places equally near); and a file that is no table
// refused in the command's own name.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyInsertions, PlaceIndex, placesFromSvy21, type Kind } from '../../../src/nearest';
import { transformPoint } from '../../../src/shared/coords/transform';
import { prepareNearestTravel, writeNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import { stop } from './nearestStops';

const find = { from: 'EPSG:3414' } as const;
const walk = { routeType: 'walk' } as const;
// Two entrances listed at one spot (T1, T2): a row nearest to them has a tie.
const twin: Kind = {
  words: ['gate'],
  index: new PlaceIndex(
    placesFromSvy21([
      { name: 'T1', x: 30000, y: 30100 },
      { name: 'T2', x: 30000, y: 30100 },
      { name: 'U', x: 36000, y: 36000 },
    ]),
  ),
};
const latAt = (y: number) => transformPoint('EPSG:3414', 'EPSG:4326', 30000, y)[1];

describe('Add Nearest Places by route: the rows counted', () => {
  const text = 'id,x,y\n1,30000,30000\n2,,\n3,35000,34990\n4,29800,30100\n';

  it('three rows placed, one without coordinates, one outside (north of y 34 000 here), two ties among the gates and none among the stops', () => {
    const north = latAt(34000);
    const job = prepareNearestTravel(text, [stop, twin], walk, [], find, { decimals: 0, outside: (_lon, lat) => lat > north });
    assert.deepEqual(job.rowsSeen, { placed: 3, places: 3, withoutCoordinates: 1, outside: 1 });
    assert.equal(job.ties, 2);
    const stopsOnly = prepareNearestTravel(text, [stop], walk, [], find, { decimals: 0 });
    assert.deepEqual([stopsOnly.rowsSeen, stopsOnly.ties], [{ placed: 3, places: 3, withoutCoordinates: 1, outside: 0 }, 0]);
  });

  it('a selection of one row: that row alone is placed', () => {
    const at = text.indexOf('4,');
    const job = prepareNearestTravel(text, [twin], walk, [{ start: at, end: at + 13 }], find, { decimals: 0 });
    assert.deepEqual([job.rowsSeen, job.ties], [{ placed: 1, places: 1, withoutCoordinates: 0, outside: 0 }, 1]);
  });

  it('with every default (WGS84 columns found by name, whole metres, 3 candidates)', () => {
    const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', 30000, 30000);
    const csv = `name,lat,lng\nhere,${lat.toFixed(7)},${lon.toFixed(7)}\n`;
    const job = prepareNearestTravel(csv, [stop], walk);
    assert.deepEqual([...job.planned[0]!.values()][0]![0]!.candidates.map((c) => c.name), ['A', 'B', 'C']);
    const out = applyInsertions(csv, writeNearestTravel(csv, job, new Map()).insertions);
    assert.equal(out.split('\n')[1], `here,${lat.toFixed(7)},${lon.toFixed(7)},A,100,not asked,,`);
  });

  it('a file that is no table is refused in the command’s name', () => {
    assert.throws(() => prepareNearestTravel('Meet at 1.3521, 103.8198 by the gate.\n', [stop], walk), /^NotRowsError: Add Nearest Places reads a CSV or TSV file with a header/);
  });
});
