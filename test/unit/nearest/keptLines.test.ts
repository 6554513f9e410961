// What is kept of a layer of lines for the next window is read back whole or dropped: a hand edit or an older
// shape never reaches the map half read.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_KEPT_PLACES, parseKeptLayers, type KeptLayer } from '../../../src/nearest';

const kept: KeptLayer = {
  key: 'file:///w/hdb.csv#MRT/LRT station',
  uri: 'file:///w/hdb.csv',
  title: 'hdb.csv: nearest MRT/LRT station',
  decimals: 0,
  columns: [{ stem: '', name: 'nearest_mrt', metres: 'nearest_mrt_m' }, { stem: 'end', name: 'end_nearest_mrt' }],
  places: { names: ['BISHAN MRT STATION', 'BUGIS MRT STATION'], coords: [1.3509, 103.8485, 1.3005, 103.8559] },
};

describe('kept lines read back', () => {
  it('a kept layer comes back as kept, unknown fields left behind; a second of the same key is dropped', () => {
    assert.deepEqual(parseKeptLayers([{ ...kept, extra: 1 }, { ...kept, title: 'again' }]), [kept]);
  });

  it('anything else is dropped whole', () => {
    const broken: Array<[string, object]> = [
      ['no key', { key: '' }],
      ['no uri', { uri: 3 }],
      ['decimals past 9', { decimals: 10 }],
      ['negative decimals', { decimals: -1 }],
      ['no columns', { columns: [] }],
      ['a column without a name', { columns: [{ stem: '' }] }],
      ['a distance column that is not text', { columns: [{ stem: '', name: 'n', metres: 2 }] }],
      ['a position short', { places: { ...kept.places, coords: [1.3509, 103.8485, 1.3005] } }],
      ['a latitude past 90', { places: { ...kept.places, coords: [90.5, 103.8485, 1.3005, 103.8559] } }],
      ['a name that is not text', { places: { ...kept.places, names: ['A', 2] } }],
      ['no places', { places: { names: [], coords: [] } }],
      ['more places than kept', { places: { names: new Array(MAX_KEPT_PLACES + 1).fill('A'), coords: new Array(2 * MAX_KEPT_PLACES + 2).fill(1.3) } }],
    ];
    for (const [what, change] of broken) assert.deepEqual(parseKeptLayers([{ ...kept, ...change }]), [], what);
    assert.deepEqual(parseKeptLayers({ kept }), []);
    assert.deepEqual(parseKeptLayers(undefined), []);
    assert.deepEqual(parseKeptLayers([null, 'x', kept]), [kept]);
  });

  it('as many places as kept, exactly, are read', () => {
    const places = { names: new Array(MAX_KEPT_PLACES).fill('A'), coords: new Array(2 * MAX_KEPT_PLACES).fill(1.3) };
    assert.equal(parseKeptLayers([{ ...kept, places }]).length, 1);
  });
});
