// Show on Map's places at the edges a second mutation run found untested: a CSV row that begins or ends with
// its pair is still one place, a loose pair before a WKT geometry keeps its place in text order, and the cursor
// past the places an object holds is on the object.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { featureAt, findFeatures } from '../../../src/mapData';

const spansOf = (text: string): string[] => findFeatures(text).features.map((f) => text.slice(f.start, f.end));

describe('Show on Map: a row whose text starts or ends with its pair', () => {
  it('one place a row, whether the pair is its first cells or its last', () => {
    const text = 'lat,lng,name\n1.3521,103.8198,Home\nname,lat,lng\n';
    assert.deepEqual(spansOf(text), ['1.3521,103.8198,Home']);
    const last = 'name,lat,lng\nHome,1.3521,103.8198\nWork,1.2840,103.8514';
    const { features } = findFeatures(last);
    assert.deepEqual(features.map((f) => [f.label, last.slice(f.start, f.end)]), [['Home', 'Home,1.3521,103.8198'], ['Work', 'Work,1.2840,103.8514']]);
  });

  it('a TSV: cells split at tabs, a comma inside a cell kept', () => {
    const text = 'name\tlat\tlng\nBlk 1, Bedok North\t1.3521\t103.8198\n';
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, f.properties]), [
      ['Blk 1, Bedok North', [['name', 'Blk 1, Bedok North'], ['lat', '1.3521'], ['lng', '103.8198']]],
    ]);
  });

  it('a pair in the header line is a place of its own text, not a row', () => {
    const text = 'name,lat,lng,centre 1.35 103.82\nHome,1.3521,103.8198,x\n';
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Line 1', '1.35 103.82'], ['Home', 'Home,1.3521,103.8198,x']]);
  });

  it('a row that is only its pair: one place, named by its line', () => {
    const text = 'lat,lng\n1.3521,103.8198\n1.2840,103.8514\n';
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end)]), [['Line 2', '1.3521,103.8198'], ['Line 3', '1.2840,103.8514']]);
  });
});

describe('Show on Map: places in text order', () => {
  it('a pair on the line before a WKT geometry comes first, each with its own text', () => {
    const text = '1.3, 103.8\nPOINT (103.85 1.29)\n';
    assert.deepEqual(findFeatures(text).features.map((f) => [f.label, text.slice(f.start, f.end), f.properties]), [
      ['Line 1', '1.3, 103.8', [['Text', '1.3, 103.8']]],
      ['Line 2', 'POINT (103.85 1.29)', [['Geometry', 'POINT']]],
    ]);
  });
});

describe('Show on Map: the place under the cursor', () => {
  // A depot object with its own pair and seven bare geometries inside it: eight places, the depot holding the rest.
  const stops = Array.from({ length: 7 }, (_, i) => `{"type": "Point", "coordinates": [103.8${i}, 1.3${i}]}`);
  const text = `[{"name": "Depot", "lat": 1.35, "lng": 103.9, "stops": [${stops.join(', ')}], "note": "end"}]`;

  it('inside one of the seven: that one; after all seven, still inside the depot: the depot', () => {
    const { features } = findFeatures(text);
    assert.deepEqual(features.map((f) => f.label), ['Depot', ...stops.map(() => 'Line 1')]);
    assert.equal(featureAt(features, text.indexOf('103.83')), 4);
    assert.equal(featureAt(features, text.indexOf('"note"')), 0);
    assert.equal(featureAt(features, text.length), undefined);
  });
});
