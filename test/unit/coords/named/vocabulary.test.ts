// Every word of the vocabulary, one by one (README's "Which names are read"): each position word beside a
// bare x and y makes a position, glued (XCOORD) or joined (x_coord); each word of a size or a spread beside an
// axis name (lat_delta, lng_delta) makes no coordinate; each axis word pairs with its partner.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { findNamedPairs } from '../../../../src/shared/coords/named';
import { forgetNames } from '../../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

const POSITION = ['coord', 'coords', 'coordinate', 'coordinates', 'addr', 'address', 'svy21', 'svy', 'pos', 'position', 'point', 'pt',
  'loc', 'location', 'geo', 'land', 'centroid', 'center', 'centre', 'map'];
const NOT_POSITION = ['delta', 'span', 'offset', 'diff', 'difference', 'error', 'err', 'accuracy', 'precision', 'ref', 'range', 'tolerance',
  'step', 'resolution', 'res', 'zoom', 'radius', 'distance', 'dist', 'size', 'speed', 'velocity', 'rate', 'std', 'sd'];

/** The names of the pairs found in `text`, x name first. */
function names(text: string): string[] {
  return findNamedPairs(text).map((p) => `${p.x.name.text}/${p.y.name.text} (${p.x.kind})`);
}

describe('the vocabulary, word by word', () => {
  for (const word of POSITION) {
    it(`"${word}" beside x and y names a position, joined or glued`, () => {
      assert.deepEqual(names(`{"x_${word}": 28833.06, "y_${word}": 31810.32}`), [`x_${word}/y_${word} (neutral)`]);
      const glued = word.toUpperCase();
      assert.deepEqual(names(`{"X${glued}": 28833.06, "Y${glued}": 31810.32}`), [`X${glued}/Y${glued} (neutral)`]);
    });
  }

  it('a word that is no position word beside x and y names no position', () => {
    assert.deepEqual(names('{"x_label": 28833.06, "y_label": 31810.32}'), []);
    assert.deepEqual(names('{"XLABEL": 28833.06, "YLABEL": 31810.32}'), []);
  });

  for (const word of NOT_POSITION) {
    it(`"${word}" beside lat and lng makes a size, not a coordinate`, () => {
      assert.deepEqual(names(`{"lat_${word}": 1.3521, "lng_${word}": 103.8198}`), []);
      assert.deepEqual(names(`{"x_coord_${word}": 28833.06, "y_coord_${word}": 31810.32}`), []);
    });
  }

  const AXES: Array<[x: string, y: string, kind: string]> = [
    ['lng', 'lat', 'degrees'], ['lon', 'lat', 'degrees'], ['long', 'lat', 'degrees'], ['longitude', 'latitude', 'degrees'],
    ['LONGTITUDE', 'LATITUDE', 'degrees'], ['easting', 'northing', 'metres'], ['east', 'north', 'metres'], ['x', 'y', 'neutral'],
  ];
  for (const [x, y, kind] of AXES) {
    it(`${x} pairs with ${y} (${kind}), in either order`, () => {
      assert.deepEqual(names(`{"${x}": 26496, "${y}": 37134}`), [`${x}/${y} (${kind})`]);
      assert.deepEqual(names(`{"${y}": 37134, "${x}": 26496}`), [`${x}/${y} (${kind})`]);
    });
  }

  it('north and east beside south and west are a bounding box', () => {
    assert.deepEqual(names('{"north": 1.47, "east": 104.1, "south": 1.15, "west": 103.6}'), []);
    assert.deepEqual(names('{"north": 1.47, "east": 104.1, "west": 103.6}'), []);
    assert.deepEqual(names('{"south": 1.15, "north": 1.47, "east": 104.1}'), []);
    assert.deepEqual(names('{"north": 37134, "east": 26496}'), ['east/north (metres)']);
  });
});
