// CSV as real exports write it, at its edges: a byte order mark before the header, a column name of 100
// characters (101 is no name), RFC 4180 quotes (doubled quotes, a delimiter inside, stray characters after
// the closing quote), CRLF and lone CR line ends, zero placeholders in either column, an unclosed quote.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { findNamedPairs, tableHeader } from '../../../../src/shared/coords/named';
import { pairsFound as pairs } from './support';
import { forgetNames } from '../../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

describe('CSV at its edges', () => {
  it('a byte order mark before the header: names offset past it', () => {
    const text = '\ufefflat,lng\n1.3,103.8';
    assert.equal(tableHeader(text), '\ufefflat,lng');
    assert.deepEqual(pairs(text), ['table: lng=103.8 lat=1.3 (degrees)']);
    assert.deepEqual(findNamedPairs(text)[0]!.y.name, { start: 1, end: 4, text: 'lat' });
  });

  it('a column name of 100 characters still makes a header; of 101, none', () => {
    assert.deepEqual(pairs(`lat,lng,${'n'.repeat(100)}\n1.3,103.8,x`), ['table: lng=103.8 lat=1.3 (degrees)']);
    assert.equal(tableHeader(`lat,lng,${'n'.repeat(101)}\n1.3,103.8,x`), undefined);
  });

  const rows: Array<[name: string, text: string, found: string[]]> = [
    ['doubled quotes and a comma inside a quoted field', 'name,lat,lng\n"a ""b"", c",1.3,103.8', ['table: lng=103.8 lat=1.3 (degrees)']],
    ['a stray character after the closing quote', 'lat,lng\n"1.3"x,103.8', ['table: lng=103.8 lat=1.3 (degrees)']],
    ['a space after the closing quote', 'lat,lng\n"1.3" ,"103.8"', ['table: lng=103.8 lat=1.3 (degrees)']],
    ['CRLF line ends', 'lat,lng\r\n1.3,103.8\r\n1.4,103.9', ['table: lng=103.8 lat=1.3 (degrees)', 'table: lng=103.9 lat=1.4 (degrees)']],
    ['a lone CR between rows', 'lat,lng\n1.3,103.8\r1.4,103.9', ['table: lng=103.8 lat=1.3 (degrees)', 'table: lng=103.9 lat=1.4 (degrees)']],
    ['a zero in either column is a placeholder', 'lat,lng\n0,103.8\n1.4,0\n1.5,103.9', ['table: lng=103.9 lat=1.5 (degrees)']],
    ['a quote never closed takes the rest as one field', 'lat,lng\n"1.3,103.8', []],
    ['a row too short for the longitude', 'a,lat,b,lng\n1,1.3,2', []],
    ['a row too short for the latitude, after a whole one', 'a,lng,b,lat\n1,103.8,2,1.3\n2,103.9,3', ['table: lng=103.8 lat=1.3 (degrees)']],
  ];
  for (const [name, text, found] of rows) {
    it(name, () => assert.deepEqual(pairs(text), found));
  }
});
