// A CSV header as people type it: blanks around the names (`id, lat, lng`), the pairs' columns in any order,
// semicolons or tabs between them, and a quoted field ending in the delimiter; and lines that only look like
// a header (JSON's `"lat":`). Name offsets are checked by slicing (support.ts), so a blank kept in a name shows.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { convertText } from '../../../../src/shared/coords';
import { findNamedPairs, tableHeader } from '../../../../src/shared/coords/named';
import { forgetNames } from '../../../../src/shared/coords/named/names';
import { pairsFound as pairs } from './support';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

describe('a header with blanks around its names', () => {
  it('spaces after the commas: the names are the words, not their blanks', () => {
    const text = 'id, lat, lng\n1, 1.3521, 103.8198';
    assert.deepEqual(pairs(text), ['table: lng=103.8198 lat=1.3521 (degrees)']);
    const [pair] = findNamedPairs(text);
    assert.deepEqual(pair!.y.name, { start: 4, end: 7, text: 'lat' });
    assert.deepEqual(pair!.x.name, { start: 9, end: 12, text: 'lng' });
  });

  it('spaces on both sides of every name, the first and the last too', () => {
    const text = ' x_coord  ,  y_coord ,name \n28001.642,38744.572,Origin';
    assert.deepEqual(pairs(text), ['table: x_coord=28001.642 y_coord=38744.572 (neutral)']);
    const [pair] = findNamedPairs(text);
    assert.deepEqual(pair!.x.name, { start: 1, end: 8, text: 'x_coord' });
    assert.deepEqual(pair!.y.name, { start: 13, end: 20, text: 'y_coord' });
  });

  it('a tab-separated header with spaces around its names', () => {
    const text = 'name \t lat \t lng\nRaffles Place\t1.2840\t103.8514';
    const [pair] = findNamedPairs(text);
    assert.deepEqual([pair!.y.name, pair!.x.name], [{ start: 7, end: 10, text: 'lat' }, { start: 13, end: 16, text: 'lng' }]);
  });
});

describe("a header's pairs come out in the columns' order", () => {
  it('the end of a trip named first, its start after: each row gives the end then the start, as written', () => {
    const text = 'end_lat,start_lng,start_lat,end_lng\n1.30,103.80,1.35,103.85\n1.31,103.81,1.36,103.86';
    assert.deepEqual(pairs(text), [
      'table: end_lng=103.85 end_lat=1.30 (degrees)',
      'table: start_lng=103.80 start_lat=1.35 (degrees)',
      'table: end_lng=103.86 end_lat=1.31 (degrees)',
      'table: start_lng=103.81 start_lat=1.36 (degrees)',
    ]);
  });
});

describe('the delimiter', () => {
  it('semicolons, as spreadsheets write CSV where the comma is a decimal mark', () => {
    const text = 'name;lat;lng\nRaffles Place;1.2840;103.8514';
    assert.equal(tableHeader(text), 'name;lat;lng');
    assert.deepEqual(pairs(text), ['table: lng=103.8514 lat=1.2840 (degrees)']);
  });

  it('tabs win over commas in a name', () => {
    const text = 'name, full\tlat\tlng\nRaffles Place, MRT\t1.2840\t103.8514';
    assert.deepEqual(pairs(text), ['table: lng=103.8514 lat=1.2840 (degrees)']);
  });
});

describe('a quoted field', () => {
  it('ending in the delimiter is one field, and the row reads on after it', () => {
    const text = 'name,lat,lng\n"Block 1,",1.3521,103.8198\n"2,",1.36,103.9';
    assert.deepEqual(pairs(text), ['table: lng=103.8198 lat=1.3521 (degrees)', 'table: lng=103.9 lat=1.36 (degrees)']);
  });
});

describe('lines that only look like a header', () => {
  // Keys and their colons or equals signs: an object's members (JSON, JavaScript, YAML) or a tag's attributes,
  // selected without what is around them.
  for (const text of ['"lat":1.3521,"lng":103.8198', '"lat"=1.3521,"lng"=103.8198', "'lat':1.3521,'lng':103.8198", "'lat' :1.3521,'lng' :103.8198", '"lat"  :1.3521,"lng"  :103.8198', 'lat: 1.3521, lng: 103.8198']) {
    it(text, () => assert.equal(tableHeader(`${text}\n`), undefined));
  }

  it("an object's members selected without its braces convert as members, not as a header", () => {
    assert.equal(convertText('"lat":1.3521,"lng":103.8198', { to: 'EPSG:3414' }).text, '"north":37134,"east":26496');
    assert.equal(convertText("'latitude':1.3521,'longitude':103.8198", { to: 'EPSG:3414' }).text, "'northing':37134,'easting':26496");
  });

  it('a quoted column name is still a name', () => {
    assert.deepEqual(pairs('"id","lat","lng"\n1,1.3521,103.8198'), ['table: lng=103.8198 lat=1.3521 (degrees)']);
    assert.deepEqual(pairs('"lat"  ,"lng" \n1.3521,103.8198'), ['table: lng=103.8198 lat=1.3521 (degrees)'], 'blanks after the closing quotes');
  });
});
