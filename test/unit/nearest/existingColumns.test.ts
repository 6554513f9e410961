// A file Add Nearest Places already ran on: its columns are found by name before any question, and replacing
// them takes them out exactly (the file before the first run comes back), then writes the new ones.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addNearestPlaces, applyInsertions, existingNearestColumns, PlaceIndex, withoutColumns, type Kind } from '../../../src/nearest';
import { readReal } from '../coords/realFixtures';
import { stationPlaces } from './fixturePlaces';

const mrt: Kind = { words: ['mrt'], index: new PlaceIndex(stationPlaces()) };
const added = (text: string, words = ['mrt'], radius: number | undefined = 1000): string =>
  applyInsertions(text, addNearestPlaces(text, [{ ...mrt, words }], [], {}, { decimals: 0, radius }).insertions);

describe('Add Nearest Places: columns already there', () => {
  it('finds nothing in a file it never ran on, and every column it wrote in one it did (CSV and JSON, any style)', () => {
    for (const name of ['hdb-carpark-information.csv', 'lta-datamall-bus-stops.json', 'onemap-mrt-stations.json']) {
      const source = readReal(name);
      assert.deepEqual(existingNearestColumns(source), [], name);
      const once = added(source);
      assert.equal(existingNearestColumns(once).length, 3, name);
    }
    assert.deepEqual(existingNearestColumns(added(readReal('lta-datamall-bus-stops.json'))), ['NearestMrt', 'NearestMrtM', 'MrtWithin1000m']);
  });

  it('names it did not write are not taken for its own: nearest alone, within without metres', () => {
    assert.deepEqual(existingNearestColumns('id,nearest,within_reach,lat,lng\n1,a,b,1.3,103.8\n'), []);
  });

  it('taking the columns out gives back the file before the run: quoted CSV, tab-indented JSON, upper-case keys', () => {
    for (const name of ['hdb-carpark-information.csv', 'lta-datamall-bus-stops.json', 'onemap-mrt-stations.json', 'hdb-carpark-information-with-wgs84.csv']) {
      const source = readReal(name);
      const once = added(source);
      assert.equal(withoutColumns(once, existingNearestColumns(once)).text, source, name);
    }
  });

  it('taking out one kind of two keeps the other; a row without coordinates (empty cells) loses its cells too', () => {
    const source = 'id,lat,lng\n1,1.3,103.85\n2,,\n';
    const twice = added(added(source), ['hawker']);
    const kept = withoutColumns(twice, ['nearest_mrt', 'nearest_mrt_m', 'mrt_within_1000m']).text;
    assert.equal(kept, added(source, ['hawker']));
  });

  it("offsets map past what was cut: a selection's row is found again", () => {
    const once = added('id,lat,lng\n1,1.3,103.85\n2,1.31,103.86\n');
    const { text, map } = withoutColumns(once, existingNearestColumns(once));
    const row2 = once.indexOf('\n2,') + 1;
    assert.equal(text.slice(map(row2), map(row2) + 2), '2,');
  });
});
