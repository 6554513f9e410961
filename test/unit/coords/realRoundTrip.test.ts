// Issue 8 on real Singapore files (test/fixtures/real, sources in SOURCES.md): each converted to another
// system and back with default settings. Degrees with up to 9 decimals come back byte for byte; values
// with more digits within 1e-9°; metres byte for byte or, for about one value in a hundred, with one
// decimal more and within a tenth of their last digit (see autoPrecision.ts for why no rule can do better).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CoordinateError, convertText, type CrsId } from '../../../src/shared/coords';
import { readReal, realFixtureNames } from './realFixtures';

/** File → the system it is converted from (the other system's pairs, if any, stay) and to. */
const TRIPS: Record<string, [from: CrsId, to: CrsId]> = {
  'hdb-carpark-information.csv': ['EPSG:3414', 'EPSG:4326'],
  'hdb-carpark-information-2025.csv': ['EPSG:3414', 'EPSG:4326'],
  'kml-parks-bukit-batok.js': ['EPSG:4326', 'EPSG:3414'],
  'kml-water-level-stations.js': ['EPSG:4326', 'EPSG:3857'],
  'lta-carpark-locations.csv': ['EPSG:4326', 'EPSG:3414'],
  'lta-datamall-bus-stops.json': ['EPSG:4326', 'EPSG:3414'],
  // All 5 200 stops (the simulator's gazetteer). Stop 65601's 1.407698056 beside 103.89849 was the hard one:
  // the easting goes to whole metres, and that 0.32 m moves the latitude back by 0.08 of its last digit
  // (SVY21's grid convergence), past half: it came back as 1.4076980555 until the way back took the other
  // 9-decimal neighbour when that one converts back to the metres' text (autoPrecision.ts).
  'large/lta-datamall-bus-stops-all.json': ['EPSG:4326', 'EPSG:3414'],
  'onemap-lrt-stations.json': ['EPSG:4326', 'EPSG:3414'],
  'onemap-mrt-stations.json': ['EPSG:4326', 'EPSG:3414'],
  'onemap-planning-areas.json': ['EPSG:4326', 'EPSG:3414'],
  'large/ura-mp2019-planning-area-no-sea.geojson': ['EPSG:4326', 'EPSG:3414'],
  'lta-mrt-station-exits.geojson': ['EPSG:4326', 'EPSG:3414'],
  'geodle-schools-onemap-search.ts.txt': ['EPSG:4326', 'EPSG:3414'],
};

/** Files that cannot come back: published with a value under the wrong name, or two systems that disagree. */
const REFUSED: Record<string, RegExp> = {
  'sgbusdata-bus-stops-lat-long.json': /"lat" is named for degrees but holds 103\.8452739, which is a longitude:/,
};
const KNOWN_WRONG = 'mrtsg-known-wrong.csv';
/** A table of addresses with no coordinates (what Geocode Addresses is for): its postal code and telephone number are no pair. */
const NO_COORDINATES = 'moe-general-information-of-schools.csv';

/**
 * Files holding both systems where, once converted, one system holds pairs that were converted and
 * pairs that were not, which nothing in the text tells apart: the way there only. HDB's row BJ13 has no
 * WGS84 values, so its SVY21 x/y stay and would convert on the way back; the QGIS export's X_ADDR/Y_ADDR
 * are not named for the point geometry beside them (which is what converts).
 */
const ONE_WAY: Record<string, { from: CrsId; to: CrsId; converted: number }> = {
  'hdb-carpark-information-with-wgs84.csv': { from: 'EPSG:4326', to: 'EPSG:3414', converted: 299 },
  'qgis2leaf-childcare-tampines.js': { from: 'EPSG:4326', to: 'EPSG:3414', converted: 61 },
};

const NUMBER = /-?\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi;
const decimalsOf = (n: string) => (n.includes('.') ? n.length - n.indexOf('.') - 1 : 0);

/** Every number of `back` against the one at the same place in `original`, and everything else equal. */
function assertReturned(name: string, original: string, back: string, fromDegrees: boolean): { same: number; total: number } {
  assert.deepEqual(back.split(NUMBER), original.split(NUMBER), `${name}: the text around the numbers changed`);
  const before = original.match(NUMBER) ?? [];
  const after = back.match(NUMBER) ?? [];
  let same = 0;
  before.forEach((o, i) => {
    const n = after[i]!;
    if (n === o) return void same++;
    const digits = decimalsOf(o);
    if (fromDegrees || Math.abs(Number(o)) < 180) {
      assert.ok(digits > 9, `${name}: ${o} has ${digits} decimals and came back as ${n}`);
      assert.ok(Math.abs(Number(n) - Number(o)) <= 1e-9, `${name}: ${o} came back as ${n}`);
    } else {
      assert.equal(decimalsOf(n), digits + 1, `${name}: ${o} came back as ${n}`);
      assert.ok(Math.abs(Number(n) - Number(o)) <= 0.11 * 10 ** -digits, `${name}: ${o} came back as ${n}`);
    }
  });
  return { same, total: before.length };
}

describe('real files there and back (issue 8)', () => {
  it('every fixture is covered', () => {
    const covered = new Set([...Object.keys(TRIPS), ...Object.keys(REFUSED), ...Object.keys(ONE_WAY), KNOWN_WRONG, NO_COORDINATES]);
    assert.deepEqual(realFixtureNames().filter((name) => !covered.has(name)), []);
  });

  for (const [name, [from, to]] of Object.entries(TRIPS)) {
    it(`${name}: ${from} → ${to} → ${from}`, () => {
      const original = readReal(name);
      const there = convertText(original, { from, to });
      assert.ok(there.converted > 0);
      const back = convertText(there.text, { from: to, to: from });
      assert.equal(back.converted, there.converted, 'as many pairs come back as went');
      const { same, total } = assertReturned(name, original, back.text, from === 'EPSG:4326');
      if (from === 'EPSG:4326' && !/\.\d{10}/.test(original)) assert.equal(back.text, original, 'degrees with up to 9 decimals: byte for byte');
      // Metres: only values whose extra decimal in degrees was not a final 0 keep it (5 in 1 000 in HDB's files).
      assert.ok(same / total > (from === 'EPSG:4326' ? 0.6 : 0.99), `${same} of ${total} numbers came back as they were`);
    });
  }

  for (const [name, { from, to, converted }] of Object.entries(ONE_WAY)) {
    it(`${name}: ${from} → ${to} converts the ${from} pairs only`, () => {
      const original = readReal(name);
      const there = convertText(original, { from, to });
      assert.equal(there.converted, converted);
    });
  }

  it(`${NO_COORDINATES}: no coordinates; the numbers beside each other (738907,63620598) are refused as outside Singapore`, () => {
    assert.throws(() => convertText(readReal(NO_COORDINATES), { from: 'EPSG:4326', to: 'EPSG:3414' }), (error: CoordinateError) => error.code === 'outside-extent');
  });

  it(`${KNOWN_WRONG}: holds two systems (which disagree), so it converts with a source system chosen`, () => {
    const text = readReal(KNOWN_WRONG);
    assert.throws(() => convertText(text, { to: 'EPSG:3857' }), (error: CoordinateError) => error.code === 'mixed-systems');
    assert.ok(convertText(text, { from: 'EPSG:4326', to: 'EPSG:3414' }).converted > 0);
  });

  for (const [name, message] of Object.entries(REFUSED)) {
    it(`${name}: refused with the place of the contradiction, nothing converted`, () => {
      const text = readReal(name);
      try {
        convertText(text, { to: 'EPSG:3414' });
        assert.fail('expected a CoordinateError');
      } catch (error) {
        assert.ok(error instanceof CoordinateError);
        assert.match(error.message, message);
        assert.equal(text.slice(error.location!.start, error.location!.end), '103.8452739');
      }
    });
  }
});
