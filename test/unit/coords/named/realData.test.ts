// Real public Singapore files (test/fixtures/real, sources recorded there): every named pair a reader
// of the file would point at is found, with its names, and nothing else. The expected pairs come from
// an independent reading of each file: JSON.parse for JSON, a small CSV reader of its own for CSV,
// a regular expression for the JavaScript exports.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { findNamedPairs } from '../../../../src/shared/coords/named';
import { parseCsv } from '../realFixtures';
import { repoRoot } from '../support';
import { describePair } from './support';

/** [x name, x value, y name, y value]: one pair as a reader of the file sees it. */
type Expected = [string, number, string, number];

function fixture(name: string): string {
  return readFileSync(join(repoRoot(), 'test', 'fixtures', 'real', name), 'utf8');
}

function found(text: string): Expected[] {
  return findNamedPairs(text).map((p) => {
    describePair(text, p); // offsets slice to the names and numbers
    return [p.x.name.text, p.x.value.value, p.y.name.text, p.y.value.value];
  });
}

/** A coordinate as the file holds it (number or numeric string), or undefined for blanks and placeholders. */
function coordinate(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n !== 0 ? n : undefined;
}

/** The pairs of every object in a parsed JSON value, each object's in key order, objects in document order. */
function jsonPairs(value: unknown, names: Array<[string, string]>, out: Expected[] = []): Expected[] {
  if (Array.isArray(value)) {
    for (const item of value) jsonPairs(item, names, out);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const own = names
      .filter(([x, y]) => coordinate(record[x]) !== undefined && coordinate(record[y]) !== undefined)
      .map(([x, y]) => ({ at: Math.min(keys.indexOf(x), keys.indexOf(y)), pair: [x, coordinate(record[x])!, y, coordinate(record[y])!] as Expected }))
      .sort((a, b) => a.at - b.at);
    out.push(...own.map((o) => o.pair));
    for (const key of keys) jsonPairs(record[key], names, out);
  }
  return out;
}

function csvPairs(text: string, names: Array<[string, string]>): Expected[] {
  const [header, ...rows] = parseCsv(text);
  const at = (name: string): number => header!.indexOf(name);
  const out: Expected[] = [];
  for (const row of rows) {
    const own = names
      .map(([x, y]) => ({ x, y, xv: coordinate(row[at(x)]), yv: coordinate(row[at(y)]) }))
      .filter((p) => p.xv !== undefined && p.yv !== undefined)
      .sort((a, b) => Math.min(at(a.x), at(a.y)) - Math.min(at(b.x), at(b.y)));
    out.push(...own.map((p): Expected => [p.x, p.xv!, p.y, p.yv!]));
  }
  return out;
}

describe('findNamedPairs on real files', () => {
  it('LTA DataMall bus stops (JSON, Latitude/Longitude on separate lines)', () => {
    const text = fixture('lta-datamall-bus-stops.json');
    const expected = jsonPairs(JSON.parse(text), [['Longitude', 'Latitude']]);
    assert.ok(expected.length >= 100);
    assert.deepEqual(found(text), expected);
  });

  it('bus stops with lat/long nested under "coordinates"', () => {
    const text = fixture('sgbusdata-bus-stops-lat-long.json');
    const expected = jsonPairs(JSON.parse(text), [['long', 'lat']]);
    assert.ok(expected.length >= 100);
    assert.deepEqual(found(text), expected);
  });

  for (const name of ['onemap-mrt-stations.json', 'onemap-lrt-stations.json']) {
    it(`OneMap search results ${name}: X/Y and LATITUDE/LONGITUDE of each result, LONGTITUDE alone`, () => {
      const text = fixture(name);
      const expected = jsonPairs(JSON.parse(text), [['X', 'Y'], ['LONGITUDE', 'LATITUDE']]);
      assert.ok(expected.length >= 70);
      assert.deepEqual(found(text), expected);
    });
  }

  it('HDB carpark CSV (every field quoted, x_coord/y_coord in the middle)', () => {
    const text = fixture('hdb-carpark-information.csv');
    const expected = csvPairs(text, [['x_coord', 'y_coord']]);
    assert.ok(expected.length >= 100);
    assert.deepEqual(found(text), expected);
  });

  it('HDB carpark CSV as served since 2023 (no quoted fields)', () => {
    const text = fixture('hdb-carpark-information-2025.csv');
    const expected = csvPairs(text, [['x_coord', 'y_coord']]);
    assert.ok(expected.length >= 100);
    assert.deepEqual(found(text), expected);
  });

  it('HDB carpark CSV with latitude/longitude added after the SVY21 columns: both pairs a row', () => {
    const text = fixture('hdb-carpark-information-with-wgs84.csv');
    const expected = csvPairs(text, [['x_coord', 'y_coord'], ['longitude', 'latitude']]);
    assert.ok(expected.length >= 500);
    assert.deepEqual(found(text), expected);
  });

  it('LTA carpark locations CSV (lat,lng last)', () => {
    const text = fixture('lta-carpark-locations.csv');
    const expected = csvPairs(text, [['lng', 'lat']]);
    assert.ok(expected.length >= 100);
    assert.deepEqual(found(text), expected);
  });

  it('MRT station CSV with both X/Y and Latitude/Longitude columns', () => {
    const text = fixture('mrtsg-known-wrong.csv');
    const expected = csvPairs(text, [['X', 'Y'], ['Longitude', 'Latitude']]);
    assert.ok(expected.length >= 100);
    assert.deepEqual(found(text), expected);
  });

  it('qgis2leaf export in JavaScript: X_ADDR/Y_ADDR and X_ADDR_2/Y_ADDR_2, X_ADDR_3 zeros left out', () => {
    const text = fixture('qgis2leaf-childcare-tampines.js');
    const expected: Expected[] = [];
    for (const m of text.matchAll(/"(X_ADDR(?:_\d)?)": ([-\d.]+), "(Y_ADDR(?:_\d)?)": ([-\d.]+)/g)) {
      const x = coordinate(m[2]);
      const y = coordinate(m[4]);
      if (x !== undefined && y !== undefined) expected.push([m[1]!, x, m[3]!, y]);
    }
    assert.ok(expected.length >= 100);
    assert.deepEqual(found(text), expected);
  });

  it('KML-derived GeoJSON in JavaScript: coordinates are positions, names only inside HTML tables, so no named pair', () => {
    // LANDXADDRESSPOINT sits in a <th> with its value in the next <td>: a shape not read as a name.
    assert.deepEqual(found(fixture('kml-parks-bukit-batok.js')), []);
  });

  it('KML water level stations: X and Y only as HTML table cells, so no named pair', () => {
    assert.deepEqual(found(fixture('kml-water-level-stations.js')), []);
  });

  it('URA planning areas (2 MB GeoJSON with HTML descriptions): no named pair', () => {
    assert.deepEqual(found(fixture('large/ura-mp2019-planning-area-no-sea.geojson')), []);
  });
});
