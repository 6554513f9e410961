// Where a table's rows begin and end, and which points each holds, at the edges a real export has: a quoted
// cell with a comma or a line break, a doubled quote, a quote inside a cell (5" pipe), CRLF, an unclosed quote,
// blank and comment lines, a line starting with a space or a non-ASCII letter. Each row is given as its text.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { fieldCount, RecordReader, tableRecords } from '../../../src/planningArea/tableRows';
import type { FoundPoints } from '../../../src/mapData/sourceFeature';

/** Points starting at the first character of each of `values` in `text` (each value written once). */
function pointsAt(text: string, values: readonly string[]): FoundPoints {
  const start = Int32Array.from(values, (v) => {
    const at = text.indexOf(v);
    assert.ok(at >= 0, v);
    return at;
  });
  const end = Int32Array.from(values, (v, i) => start[i]! + v.length);
  return { count: values.length, start, end, lat: new Float64Array(values.length), lon: new Float64Array(values.length) };
}

/** Each row's text with the values of the points in it. */
function rows(text: string, values: readonly string[] = []): Array<[string, string[]]> {
  return tableRecords(text, pointsAt(text, values)).records.map((r) => [text.slice(r.start, r.end), r.points.map((p) => values[p]!)]);
}

test('a quoted cell with a comma and a line break stays in its row; the next row is its own', () => {
  const text = 'name,lat,lng\n"BLK 1, LOBBY\nA",1.301,103.801\n"B",1.302,103.802\n';
  assert.deepEqual(rows(text, ['1.301', '103.801', '1.302', '103.802']), [
    ['"BLK 1, LOBBY\nA",1.301,103.801', ['1.301', '103.801']],
    ['"B",1.302,103.802', ['1.302', '103.802']],
  ]);
});

test('a doubled quote and a quote opening after the delimiter, with a line break in it', () => {
  const text = 'id,name,lat,lng\n1,"5"" pipe\nrack",1.301,103.801\n2,x,1.302,103.802';
  assert.deepEqual(rows(text, ['1.301', '1.302']), [
    ['1,"5"" pipe\nrack",1.301,103.801', ['1.301']],
    ['2,x,1.302,103.802', ['1.302']],
  ]);
});

test('a quote inside a cell is a character: the row ends at its own line break', () => {
  const text = 'id,size,lat,lng\n1,5" pipe,1.301,103.801\n2,6",1.302,103.802\n3,"7",1.303,103.803\n';
  assert.deepEqual(rows(text).map(([row]) => row), ['1,5" pipe,1.301,103.801', '2,6",1.302,103.802', '3,"7",1.303,103.803']);
});

test('a quoted cell that holds a quote mid-cell, then one that opens the next row', () => {
  const text = 'id,a,b\n1,"x""y",z\n"2",q,"r\ns"\n';
  assert.deepEqual(rows(text).map(([row]) => row), ['1,"x""y",z', '"2",q,"r\ns"']);
});

test('CRLF: a row ends before its carriage return, also the last one without a line break', () => {
  const text = 'id,lat,lng\r\n1,1.301,103.801\r\n"2\r\nB",1.302,103.802\r\n3,1.303,103.803';
  assert.deepEqual(rows(text).map(([row]) => row), ['1,1.301,103.801', '"2\r\nB",1.302,103.802', '3,1.303,103.803']);
});

test('an unclosed quote runs to the end of the text', () => {
  const text = 'id,lat,lng\n1,1.301,103.801\n"2,1.302,103.802\n3,1.303,103.803\n';
  assert.deepEqual(rows(text).map(([row]) => row), ['1,1.301,103.801', '"2,1.302,103.802\n3,1.303,103.803\n']);
});

test('blank lines are no rows; a comment is none unless it holds a point; a space or a non-ASCII first letter is a row', () => {
  const text = 'id,lat,lng\n\n# note\n#7,1.301,103.801\n \n  8,1.302,103.802\nÉ,1.303,103.803\n\t\n9,,\n';
  assert.deepEqual(rows(text, ['1.301', '1.302', '1.303']), [
    ['#7,1.301,103.801', ['1.301']],
    ['  8,1.302,103.802', ['1.302']],
    ['É,1.303,103.803', ['1.303']],
    ['9,,', []],
  ]);
});

test('a row with two pairs holds its four points; a row with one value holds one', () => {
  const text = 'id,start_lat,start_lng,end_lat,end_lng\n1,1.301,103.801,1.351,103.901\n2,1.302,,,\n';
  assert.deepEqual(rows(text, ['1.301', '103.801', '1.351', '103.901', '1.302']), [
    ['1,1.301,103.801,1.351,103.901', ['1.301', '103.801', '1.351', '103.901']],
    ['2,1.302,,,', ['1.302']],
  ]);
});

test('numbers in the header line belong to no row; each row keeps its own', () => {
  const text = 'id,1.300,103.800\n1,1.301,103.801\n2,1.302,103.802\n';
  assert.deepEqual(rows(text, ['1.300', '103.800', '1.301', '1.302']), [
    ['1,1.301,103.801', ['1.301']],
    ['2,1.302,103.802', ['1.302']],
  ]);
});

test('a header alone, or a text without a line break, has no rows', () => {
  assert.deepEqual(rows('id,lat,lng'), []);
  assert.deepEqual(rows('id,lat,lng\n'), []);
  assert.deepEqual(rows('\n1,2,3'), [['1,2,3', []]]);
});

test('the reader gives each record\'s end going forward, past quotes it already looked up', () => {
  const text = '"a",b\n"c\nd",e\nf,"g"\n';
  const reader = new RecordReader(text, ',');
  assert.equal(text.slice(0, reader.end(0)), '"a",b');
  assert.equal(text.slice(6, reader.end(6)), '"c\nd",e');
  assert.equal(text.slice(14, reader.end(14)), 'f,"g"');
  assert.equal(reader.end(text.length), text.length);
});

test('a quoted cell ending in a delimiter, a CSV row with a tab in a cell, a quoted header with an unclosed quote', () => {
  assert.deepEqual(rows('id,a,b\n1,"a,",x\n2,"b;",y\n').map(([row]) => row), ['1,"a,",x', '2,"b;",y']);
  assert.deepEqual(rows('id,lat,lng\n1\tx,"a\nb",1.3\n').map(([row]) => row), ['1\tx,"a\nb",1.3']);
  assert.deepEqual(rows('"id","lat"\n"1,1.3\n').map(([row]) => row), ['"1,1.3\n']);
});

test('a TSV and a semicolon table: a quote opens a field only after its own delimiter', () => {
  const tsv = 'id\tlat\n1,"x\ty"\t1.3\n2\t1.4\n';
  assert.deepEqual(rows(tsv).map(([row]) => row), ['1,"x\ty"\t1.3', '2\t1.4']);
  const semi = 'id;lat\n1;"a\nb";1.3\n';
  assert.deepEqual(rows(semi).map(([row]) => row), ['1;"a\nb";1.3']);
});

test('cells counted: a delimiter inside quotes separates none, doubled quotes are one character', () => {
  const count = (row: string, delimiter = ','): number => fieldCount(row, 0, row.length, delimiter);
  assert.equal(count('a,b,c'), 3);
  assert.equal(count('"a,b",c'), 2);
  assert.equal(count('"a"",b",c'), 2);
  assert.equal(count('"a""",b'), 2);
  assert.equal(count('x,"a,b"'), 2);
  assert.equal(count(''), 1);
  assert.equal(count('a,'), 2);
  assert.equal(count(',1.3,103.8'), 3);
  assert.equal(count(','), 2);
  assert.equal(count('"a,b'), 1);
  assert.equal(count('a\tb,c', '\t'), 2);
  assert.equal(count('a||b||c', '||'), 3);
  // A record that is part of a longer text: its end is where counting stops.
  const text = '"a,b",c\nd,e,f';
  assert.equal(fieldCount(text, 0, 7, ','), 2);
  assert.equal(fieldCount(text, 8, text.length, ','), 3);
  assert.equal(fieldCount('"a,b",c', 0, 3, ','), 1);
  assert.equal(fieldCount('a,b,c', 0, 1, ','), 1);
  assert.equal(fieldCount('a,b,c', 0, 2, ','), 2);
});
