// The rows a file reads as, with known values rather than against one pass: each row's places by stem (a row
// with two pairs, one pair only, none, OneMap's X Y beside LATITUDE LONGITUDE), the order of the stems, rows
// without coordinates counted, a selection meeting a row at its exact edge, and how far a reader says it is.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { PlaceRowsReader, type PlaceRows, readPlaceRows } from '../../../src/planningArea/addPlanningAreas';

/** Each row as its text with its places ([stem, the value of the pair's first number]). */
function rowsOf(text: string, read: PlaceRows): Array<[string, Array<[string, string]>]> {
  return read.records.map((r) => [text.slice(r.start, r.end), [...r.places].map(([stem, p]) => [stem, text.slice(read.points.start[p], read.points.end[p]).split(',')[0]!])]);
}

const trips = 'id,start_lat,start_lng,end_lat,end_lng\n1,1.301,103.801,1.351,103.901\n2,,,1.352,103.902\n3,,,,\n4,1.304,103.804,,\n';

test('a trip table: a row with two pairs, one with its end only, one with none, one with its start only', () => {
  for (const read of [readPlaceRows(trips), new PlaceRowsReader(trips).result()]) {
    assert.deepEqual(rowsOf(trips, read), [
      ['1,1.301,103.801,1.351,103.901', [['start', '1.301'], ['end', '1.351']]],
      ['2,,,1.352,103.902', [['end', '1.352']]],
      ['3,,,,', []],
      ['4,1.304,103.804,,', [['start', '1.304']]],
    ]);
    assert.deepEqual(read.stemOrder, ['start', 'end']);
    assert.equal(read.withoutCoordinates, 1);
    assert.equal(read.header, 'id,start_lat,start_lng,end_lat,end_lng');
  }
});

test('the stems in the order they first come: a file whose first row has its end only', () => {
  const text = 'id,start_lat,start_lng,end_lat,end_lng\n1,,,1.351,103.901\n2,1.302,103.802,1.352,103.902\n';
  assert.deepEqual(readPlaceRows(text).stemOrder, ['end', 'start']);
});

test('OneMap\'s X, Y beside LATITUDE, LONGITUDE: one place a row, its degrees', () => {
  const text = 'NAME,X,Y,LATITUDE,LONGITUDE\nA,29000.1,31000.1,1.301,103.801\nB,29000.2,31000.2,1.302,103.802\n';
  const read = readPlaceRows(text);
  assert.deepEqual(rowsOf(text, read).map(([, places]) => places), [[['', '1.301']], [['', '1.302']]]);
  assert.deepEqual(read.stemOrder, ['']);
});

test('three places in a row each keep their own pair', () => {
  const text = 'id,home_lat,home_lng,work_lat,work_lng,gym_lat,gym_lng\n1,1.301,103.801,1.311,103.811,1.321,103.821\n';
  assert.deepEqual(rowsOf(text, readPlaceRows(text)), [['1,1.301,103.801,1.311,103.811,1.321,103.821', [['home', '1.301'], ['work', '1.311'], ['gym', '1.321']]]]);
});

test('a JSON array: an object without a pair is counted, not kept as a row, in steps or at once', () => {
  const objects = Array.from({ length: 30 }, (_, i) => (i % 10 === 3 ? `{"id":${i}}` : `{"id":${i},"lat":1.3${i % 10},"lng":103.8${i % 10}}`));
  const text = `[${objects.join(',\n')}]`;
  for (const sizes of [[Infinity], [1], [7]]) {
    const reader = new PlaceRowsReader(text);
    reader.step(sizes[0]!);
    if (sizes[0] !== Infinity) {
      assert.equal(reader.finished, false, `a step of ${sizes[0]} reads part of the array`);
      assert.equal(reader.done, sizes[0]);
    }
    const read = reader.result();
    assert.equal(read.records.length, 27);
    assert.equal(read.withoutCoordinates, 3);
    assert.ok(read.records.every((r) => r.places.size === 1));
    assert.equal(reader.estimate, 30);
  }
});

test('a JSON array whose objects change system half way is read as one pass reads it', () => {
  const objects = Array.from({ length: 20 }, (_, i) => (i < 10 ? `{"lat":1.3${i},"lng":103.8${i}}` : `{"y":3000${i % 10},"x":2900${i % 10}}`));
  const text = `[${objects.join(',')}]`;
  const reader = new PlaceRowsReader(text);
  while (!reader.finished) reader.step(3);
  assert.equal(reader.result().records.length, readPlaceRows(text).records.length);
});

test('a selection meets a row that it touches at the row\'s first or last character', () => {
  const text = 'id,lat,lng\n1,1.301,103.801\n2,1.302,103.802\n3,1.303,103.803\n';
  const second = text.indexOf('2,');
  const end = text.indexOf('\n', second);
  const ids = (spans: Array<{ start: number; end: number }>) => readPlaceRows(text, spans).records.map((r) => text[r.start]);
  assert.deepEqual(ids([{ start: end, end: end + 1 }]), ['2', '3']);
  assert.deepEqual(ids([{ start: second - 3, end: second }]), ['1', '2']);
  assert.deepEqual(ids([{ start: second + 1, end: second + 2 }]), ['2']);
});

test('how many rows a table has: its lines under the header, with or without a last line break', () => {
  const rows = ['1,1.301,103.801', '2,1.302,103.802', '3,1.303,103.803'];
  assert.equal(new PlaceRowsReader(`id,lat,lng\n${rows.join('\n')}\n`).estimate, 3);
  assert.equal(new PlaceRowsReader(`id,lat,lng\n${rows.join('\n')}`).estimate, 3);
  assert.equal(new PlaceRowsReader(`id,lat,lng\r\n${rows.join('\r\n')}`).estimate, 3);
});

test('a CSV with a tab in a cell reads a quoted cell over two lines in steps', () => {
  const text = 'id,name,lat,lng\n1\tA,"B\nC",1.301,103.801\n2,D,1.302,103.802\n3,E,1.303,103.803\n';
  const reader = new PlaceRowsReader(text);
  reader.step(1);
  assert.equal(reader.finished, false);
  assert.equal(reader.done, 1);
  assert.equal(reader.result().records.length, 3);
});

test('a lone object is one row, and the reader says it has read it', () => {
  const reader = new PlaceRowsReader('{"lat": 1.301, "lng": 103.801}');
  reader.step(5);
  assert.equal(reader.done, 1);
});

test('a text that is no table is refused in Add Planning Area\'s name unless another command is named', () => {
  assert.throws(() => new PlaceRowsReader('1.3 103.8\n1.31 103.81\n').result(), { message: 'Add Planning Area reads a CSV or TSV file with a header, or a JSON array of objects.' });
});

test('GeoJSON points name no pair: their one place has the empty stem', () => {
  const features = [1, 2].map((i) => ({ type: 'Feature', properties: { name: `P${i}` }, geometry: { type: 'Point', coordinates: [103.8 + i / 100, 1.3 + i / 100] } }));
  const read = readPlaceRows(JSON.stringify({ type: 'FeatureCollection', features }));
  assert.deepEqual(read.stemOrder, ['']);
  assert.deepEqual(read.records.map((r) => [...r.places.keys()]), [[''], ['']]);
});
