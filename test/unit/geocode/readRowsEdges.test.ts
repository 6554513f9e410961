// How Geocode Addresses reads a file into rows, at the edges a user meets: Windows line ends, a byte-order
// mark, blank and comment lines, a selection that touches a row's edge or is only a cursor, a header that is
// really an address, JSON arrays nested in an answer, numbers kept as written, and line numbers in labels.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceRows } from '../../../src/geocode';

const brief = (text: string, spans: { start: number; end: number }[] = []) => {
  const source = sourceRows(text, spans);
  return { form: source.form, names: source.names, rows: source.rows.map((r) => [r.start, r.end, r.values, r.label]) };
};

describe('plain lines', () => {
  it('one query a line: Windows line ends and surrounding blank lines are not part of a query', () => {
    const text = '\r\n10 Anson Road\r\n   \r\nRaffles Place\r\nlast line';
    assert.deepEqual(brief(text), {
      form: 'lines',
      names: ['line'],
      rows: [[2, 15, ['10 Anson Road'], 'line 2'], [22, 35, ['Raffles Place'], 'line 4'], [37, 46, ['last line'], 'line 5']],
    });
    assert.deepEqual(brief('only\n').rows, [[0, 4, ['only'], 'line 1']]);
  });

  it('a selection takes the rows it overlaps; one that only touches a row, or ends where it starts, does not', () => {
    const text = 'aaa\nbbb\nccc';
    assert.deepEqual(brief(text, [{ start: 4, end: 5 }]).rows.map((r) => r[2]), [['bbb']]);
    assert.deepEqual(brief(text, [{ start: 3, end: 4 }]).rows.map((r) => r[2]), [], 'just the line break between two rows');
    assert.deepEqual(brief(text, [{ start: 0, end: 11 }]).rows.length, 3);
    assert.deepEqual(brief(text, [{ start: 2, end: 9 }]).rows.map((r) => r[2]), [['aaa'], ['bbb'], ['ccc']]);
  });

  it('a cursor (an empty selection) takes the row it is in, at either edge of it', () => {
    const text = 'aaa\nbbb\nccc';
    assert.deepEqual(brief(text, [{ start: 4, end: 4 }]).rows.map((r) => r[2]), [['aaa'], ['bbb']].slice(1), 'at the start of bbb');
    assert.deepEqual(brief(text, [{ start: 7, end: 7 }]).rows.map((r) => r[2]), [['bbb']], 'at the end of bbb');
    assert.deepEqual(brief(text, [{ start: 5, end: 5 }, { start: 10, end: 10 }]).rows.map((r) => r[2]), [['bbb'], ['ccc']]);
  });

  it('a first line with commas but a number first is an address to search, not a header', () => {
    assert.equal(sourceRows('10 Anson Road, Singapore 079903\n1 Raffles Place, Singapore 048616').form, 'lines');
  });
});

describe('tables', () => {
  it('a byte-order mark and a Windows line end do not stick to the column names', () => {
    const source = sourceRows('\uFEFFid, postal \r\n1,079903\r\n');
    assert.deepEqual(source.names, ['id', 'postal']);
    assert.equal(source.headerEnd, 12, 'the header line without its line end');
    assert.equal(source.quoted, false);
    assert.deepEqual(source.rows.map((r) => [r.values, r.label]), [[['1', '079903'], 'line 2']]);
  });

  it('a single column named for a query is a table, written with commas; a quoted header means quoted fields', () => {
    const single = sourceRows('postal\n079903\n048616');
    assert.deepEqual([single.form, single.delimiter, single.rows.length], ['table', ',', 2]);
    assert.equal(sourceRows('\uFEFF"id","address"\n"1","10 Anson Road"').quoted, true);
    assert.deepEqual(sourceRows('name;note\nx;y').names, ['name', 'note']);
    assert.equal(sourceRows('id,3d\n1,2').form, 'lines', 'a name starting with a digit');
  });

  it('comment lines short of the header are skipped; a unit number starting with # is a row; labels count every line', () => {
    const text = 'unit,address\n# Source: HDB\n#01-23,"Blk 1\nAng Mo Kio Ave 1"\n\n#02-01,Blk 2\n';
    const source = sourceRows(text);
    assert.deepEqual(source.rows.map((r) => [r.values, r.label]), [
      [['#01-23', 'Blk 1\nAng Mo Kio Ave 1'], 'line 3'],
      [['#02-01', 'Blk 2'], 'line 6'],
    ]);
    assert.equal(text.slice(source.rows[0]!.start, source.rows[0]!.end), '#01-23,"Blk 1\nAng Mo Kio Ave 1"');
  });

  it('a selection inside the table takes only its rows; the header is read all the same', () => {
    const text = 'id,address\n1,A\n2,B\n3,C';
    const second = text.indexOf('2,B');
    const source = sourceRows(text, [{ start: second, end: second + 3 }]);
    assert.deepEqual(source.rows.map((r) => [r.values, r.label]), [[['2', 'B'], 'line 3']]);
    assert.deepEqual(source.names, ['id', 'address']);
  });
});

describe('JSON', () => {
  it('objects in an array, found inside an answer; numbers kept as written; other values left out', () => {
    const text = '{\n  "status": "ok",\n  "data": {\n    "items": [\n      {"postal": 79903, "price": 1.50, "open": true, "note": null, "tags": ["a"]},\n      {"address": "10 Anson Road"}\n    ]\n  }\n}';
    const source = sourceRows(text);
    assert.equal(source.form, 'json');
    assert.deepEqual(source.names, ['postal', 'price', 'address']);
    assert.deepEqual(source.rows.map((r) => [[...r.values], r.label]), [
      [['79903', '1.50'], 'the object on line 5'],
      [[undefined, undefined, '10 Anson Road'], 'the object on line 6'],
    ]);
    assert.equal(text.slice(source.rows[1]!.start, source.rows[1]!.end), '{"address": "10 Anson Road"}');
  });

  it('a JavaScript file declaring the array, and leading spaces, are read as JSON', () => {
    assert.equal(sourceRows('const stops = [{"name": "A"}];').form, 'json');
    assert.equal(sourceRows('   \n [{"name": "A"}]').form, 'json');
    assert.equal(sourceRows('constant, value\nx, 1').form, 'table', '"const" must be a word of its own');
  });

  it('an array of objects deeper than four levels, or an empty array, or an array of numbers is no table of rows', () => {
    assert.equal(sourceRows('{"a": {"b": {"c": {"d": [{"name": "x"}]}}}}').form, 'lines');
    assert.equal(sourceRows('{"a": {"b": {"c": [{"name": "x"}]}}}').form, 'json');
    assert.equal(sourceRows('[]').form, 'lines');
    assert.equal(sourceRows('[1, 2]').form, 'lines');
    assert.equal(sourceRows('[{"name": "x"}, 3]').form, 'lines', 'every element must be an object');
  });

  it('a selection takes the objects it overlaps', () => {
    const text = '[\n{"name": "A"},\n{"name": "B"}\n]';
    const b = text.indexOf('"B"');
    assert.deepEqual(sourceRows(text, [{ start: b, end: b + 1 }]).rows.map((r) => [r.values, r.label]), [[['B'], 'the object on line 3']]);
  });
});
