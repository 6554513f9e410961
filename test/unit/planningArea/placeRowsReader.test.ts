// PlaceRowsReader reads a file's rows a stretch at a time, so that Add Nearest Places can show how far it has
// read and be cancelled while reading. Any steps must give what one pass (readPlaceRows) gives: the same
// points, rows, places and stems, on real files and on random tables and JSON a user writes, with two places a
// row, rows without coordinates, blank and comment lines, quoted fields over two lines, and mixed systems.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { PlaceRowsReader, type PlaceRows, readPlaceRows } from '../../../src/planningArea/addPlanningAreas';
import type { Span } from '../../../src/mapData/spans';
import { readReal } from '../coords/realFixtures';

/** The rows read in steps of the sizes given (cycled), with how far the reader said it was after each step. */
function inSteps(text: string, sizes: readonly number[], spans: readonly Span[] = []): { read: PlaceRows; done: number[]; estimate: number } {
  const reader = new PlaceRowsReader(text, spans);
  const done: number[] = [];
  for (let i = 0; !reader.finished; i++) {
    reader.step(sizes[i % sizes.length]!);
    done.push(reader.done);
  }
  return { read: reader.result(), done, estimate: reader.estimate };
}

/** What a reading gives, the JSON tree left out (each reading parses its own; its records' nodes are compared). */
const seen = (read: PlaceRows) => ({ ...read, root: read.root === undefined ? undefined : 'tree' });

const real = [
  ['HDB car parks (SVY21, quoted CSV)', readReal('hdb-carpark-information.csv')],
  ['HDB car parks with WGS84 beside SVY21', readReal('hdb-carpark-information-with-wgs84.csv')],
  ['LTA car parks (CSV)', readReal('lta-carpark-locations.csv')],
  ['LTA bus stops (JSON)', readReal('lta-datamall-bus-stops.json')],
  ['LTA MRT station exits (GeoJSON)', readReal('lta-mrt-station-exits.geojson')],
] as const;

const point = fc.tuple(fc.double({ min: 1.2, max: 1.47, noNaN: true }), fc.double({ min: 103.6, max: 104.05, noNaN: true }));

/** A table row: coordinates, empty cells, a blank line, a comment, or a quoted name over two lines. */
const row = fc.oneof(
  fc.record({ kind: fc.constant('places' as const), a: point, b: point, id: fc.nat(60000) }),
  fc.record({ kind: fc.constantFrom('empty' as const, 'blank' as const, 'comment' as const, 'quoted' as const), a: point, b: point, id: fc.nat(60000) }),
);

function tableText(header: string, delimiter: string, rows: Array<{ kind: string; a: [number, number]; b: [number, number]; id: number }>, crlf: boolean, system: 'wgs84' | 'svy21'): string {
  const columns = header.split(',');
  const two = columns.length > 3;
  const lines = [columns.join(delimiter)];
  for (const r of rows) {
    const [a, b] = system === 'svy21' ? [[r.a[0] * 30000, r.a[1] * 300], [r.b[0] * 30000, r.b[1] * 300]] : [r.a, r.b];
    const cells = two ? [a[0]!, a[1]!, b[0]!, b[1]!].map((v) => v.toFixed(6)) : [a[0]!, a[1]!].map((v) => v.toFixed(6));
    if (r.kind === 'places') lines.push([String(r.id), ...cells].join(delimiter));
    else if (r.kind === 'empty') lines.push([String(r.id), ...cells.map(() => '')].join(delimiter));
    else if (r.kind === 'blank') lines.push('');
    else if (r.kind === 'comment') lines.push(`# ${r.id}`);
    else lines.push([`"BLK ${r.id}\nLOBBY"`, ...cells].join(delimiter));
  }
  return lines.join(crlf ? '\r\n' : '\n') + (rows.length % 2 === 0 ? '\n' : '');
}

describe('PlaceRowsReader: steps give what one pass gives', () => {
  for (const [name, text] of real) {
    it(`${name}: steps of 1, 7 and 64 rows`, () => {
      const once = readPlaceRows(text);
      assert.ok(once.records.length >= 40);
      for (const size of [1, 7, 64]) assert.deepEqual(seen(inSteps(text, [size]).read), seen(once), `steps of ${size}`);
    });
  }

  it('random tables (named columns, one or two places a row, CSV or TSV, WGS84 or SVY21), any steps', () => {
    const table = fc.record({
      header: fc.constantFrom('id,lat,lng', 'id,latitude,longitude', 'id,longitude,latitude', 'id,start_lat,start_lng,end_lat,end_lng', 'id,Y,X', 'id,x_coord,y_coord'),
      delimiter: fc.constantFrom(',', '\t', ';'),
      rows: fc.array(row, { minLength: 1, maxLength: 30 }),
      crlf: fc.boolean(),
      sizes: fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(table, ({ header, delimiter, rows, crlf, sizes }) => {
        const system = /x_coord|Y,X/.test(header) ? 'svy21' : 'wgs84';
        const text = tableText(header, delimiter, rows, crlf, system);
        let once: PlaceRows;
        try {
          once = readPlaceRows(text);
        } catch (error) {
          // What one pass refuses, the steps refuse in the same words.
          assert.throws(() => inSteps(text, sizes), { message: (error as Error).message });
          return;
        }
        assert.deepEqual(seen(inSteps(text, sizes).read), seen(once));
      }),
      { numRuns: 300 },
    );
  });

  it('random JSON arrays and GeoJSON points, any steps', () => {
    const json = fc.record({ places: fc.array(fc.tuple(point, fc.boolean()), { minLength: 1, maxLength: 20 }), geojson: fc.boolean(), sizes: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 3 }) });
    fc.assert(
      fc.property(json, ({ places, geojson, sizes }) => {
        const text = geojson
          ? JSON.stringify({ type: 'FeatureCollection', features: places.map(([[lat, lon], named], i) => ({ type: 'Feature', properties: { name: named ? `P${i}` : null }, geometry: { type: 'Point', coordinates: [lon, lat] } })) }, null, 2)
          : JSON.stringify(places.map(([[lat, lon], two], i) => (two ? { id: i, start_lat: lat, start_lng: lon, end_lat: lat + 0.01, end_lng: lon } : { id: i, lat, lng: lon })));
        assert.deepEqual(seen(inSteps(text, sizes).read), seen(readPlaceRows(text)));
      }),
      { numRuns: 100 },
    );
  });

  it('a table with rows in two systems (SVY21 rows after WGS84 rows) reads as one pass reads it', () => {
    const rows = Array.from({ length: 40 }, (_, i) => (i < 20 ? `${i},1.3${i % 10},103.8${i % 10}` : `${i},2900${i % 10},3100${i % 10}`));
    const text = ['id,y,x', ...rows].join('\n');
    const once = readPlaceRows(text);
    for (const size of [1, 5, 20, 25]) assert.deepEqual(seen(inSteps(text, [size]).read), seen(once), `steps of ${size}`);
  });

  it('the rows a selection meets, any steps', () => {
    const text = readReal('hdb-carpark-information.csv');
    const spans = [{ start: 5000, end: 9000 }, { start: 20000, end: 20001 }];
    const once = readPlaceRows(text, spans);
    assert.ok(once.records.length > 10 && once.records.length < 100);
    assert.deepEqual(seen(inSteps(text, [9], spans).read), seen(once));
  });
});

describe('PlaceRowsReader: how far it has read', () => {
  const lines = ['id,start_lat,start_lng,end_lat,end_lng'];
  for (let i = 0; i < 250; i++) lines.push(`${i},1.3${i % 10},103.8${i % 7},1.35,103.9`);
  const text = lines.join('\n') + '\n';

  it('a table: about as many rows as lines under the header; each step reads the rows it was asked for', () => {
    const { done, estimate } = inSteps(text, [100]);
    assert.equal(estimate, 250);
    assert.deepEqual(done, [100, 200, 250]);
  });

  it('a step reads a stretch only, not the whole file, and the rest is read by result()', () => {
    const reader = new PlaceRowsReader(text);
    reader.step(1);
    assert.equal(reader.finished, false);
    assert.equal(reader.done, 1);
    assert.deepEqual(seen(reader.result()), seen(readPlaceRows(text)));
    assert.equal(reader.finished, true);
  });

  it('a file without a line break after its header is read whole at the first step', () => {
    const reader = new PlaceRowsReader('id,lat,lng');
    assert.equal(reader.estimate, 0);
    assert.throws(() => reader.step(1), { message: 'No coordinate pairs found in the file.' });
  });

  it('a JSON file of another shape than an array of rows (a lone object) is read whole at the first step', () => {
    const reader = new PlaceRowsReader(JSON.stringify({ lat: 1.3, lng: 103.8 }));
    assert.equal(reader.estimate, 0);
    reader.step(1);
    assert.equal(reader.finished, true);
    assert.equal(reader.result().records.length, 1);
  });

  it('a text that is neither a table nor JSON is refused at the first step, as one pass refuses it', () => {
    const reader = new PlaceRowsReader('1.3 103.8\n1.31 103.81\n', [], {}, 'Add Nearest Places');
    assert.throws(() => reader.step(10), { name: 'NotRowsError', message: 'Add Nearest Places reads a CSV or TSV file with a header, or a JSON array of objects.' });
  });
});
