// Geocode Addresses at its edges: every column name it knows picks its column, in first place too; the query
// a row sends (trimmed, one line, the postal code's leading zero back); how sure an answer is when results are
// a metre apart, when the query is a postal code with spaces around it; and a kept answer read back.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ambiguousCount, classify, matchCounts, matchText, planGeocode, queryText, readSearchAnswer, rowMatch, sourceRows, type Candidate } from '../../../src/geocode';
import { defaultColumns, roleOf } from '../../../src/geocode/queryColumns';
import { SEARCH_KIND } from '../../../src/geocode/geocodePlan';

describe('the query columns', () => {
  it('every name it knows, written as people write them, has its role', () => {
    const known: Record<string, string[]> = {
      postal: ['Postal', 'POSTAL_CODE', 'post code', 'zip', 'Zip-Code'],
      address: ['Address', 'addr', 'Full Address', 'street.address', 'SEARCHVAL'],
      block: ['Block', 'BLK', 'blk_no', 'Block No', 'block number', 'House No', 'house_block_no'],
      street: ['Street Name', 'street', 'Road', 'road_name', 'STREET_BUILDING'],
      name: ['Name', 'building', 'Building Name', 'Description', 'place name', 'school_name', 'Clinic Name'],
    };
    for (const [role, names] of Object.entries(known)) for (const name of names) assert.equal(roleOf(name), role, name);
    assert.equal(roleOf('streets'), undefined);
    assert.equal(roleOf('s t_r-e.e t'), 'street', 'spaces, underscores, dashes and dots anywhere are ignored');
  });

  it('a column in first place is picked like any other', () => {
    assert.deepEqual(defaultColumns(['postal', 'address']), [0]);
    assert.deepEqual(defaultColumns(['address', 'name']), [0]);
    assert.deepEqual(defaultColumns(['street', 'block', 'x']), [0, 1]);
    assert.deepEqual(defaultColumns(['road_name', 'description']), [0, 1]);
    assert.deepEqual(defaultColumns(['road', 'id']), [0]);
    assert.deepEqual(defaultColumns(['name', 'id']), [0]);
  });

  it('block with street, name with street, a street alone, a name alone, the only column, or nothing', () => {
    assert.deepEqual(defaultColumns(['id', 'street_name', 'blk_no']), [1, 2], 'in the file\'s order');
    assert.deepEqual(defaultColumns(['id', 'RoadName', 'Description']), [1, 2]);
    assert.deepEqual(defaultColumns(['id', 'blk_no', 'lat']), []);
    assert.deepEqual(defaultColumns(['id', 'lat', 'road']), [2]);
    assert.deepEqual(defaultColumns(['id', 'school_name']), [1]);
    assert.deepEqual(defaultColumns(['whatever']), [0]);
    assert.deepEqual(defaultColumns(['a', 'b']), []);
  });

  it('a row\'s query: trimmed values in the file\'s order, a multi-line value on one line, empty values left out', () => {
    const names = ['blk', 'street', 'postal'];
    assert.equal(queryText(names, ['  406 ', 'ANG MO KIO\r\n  AVE 10', ''], [1, 0]), '406 ANG MO KIO AVE 10');
    assert.equal(queryText(names, ['406', '', undefined], [0, 1, 2]), '406');
    assert.equal(queryText(names, ['Blk 1\n\n\nAng Mo Kio', 'x'], [0]), 'Blk 1 Ang Mo Kio');
    assert.equal(queryText(names, ['', '', ' 18989 '], [2]), '018989', 'the leading zero a spreadsheet dropped');
    assert.equal(queryText(['code', 'postal'], ['18989', '1234567'], [0, 1]), '18989 1234567', 'only a postal column, only five digits');
  });
});

const place = (over: Partial<Candidate> = {}): Candidate => ({ name: 'RAFFLES PLACE MRT STATION', address: '5 RAFFLES PLACE', postal: '048618', lat: 1.284, lon: 103.851, x: 29724.6, y: 29613.4, ...over });
const ok = (found: number, results: Candidate[]) => ({ ok: true as const, value: { found, results } });

describe('how sure an answer is', () => {
  it('the same address less than a metre apart is one place; a metre or more, or another address, is two', () => {
    assert.equal(classify('raffles place', ok(2, [place(), place({ x: 29725.5, y: 29614.3 })]))?.kind, 'exact');
    assert.equal(classify('raffles place', ok(2, [place(), place({ x: 29725.6 })]))?.kind, 'ambiguous');
    assert.equal(classify('raffles place', ok(2, [place(), place({ y: 29614.4 })]))?.kind, 'ambiguous');
    assert.equal(classify('raffles place', ok(2, [place(), place({ address: '6 RAFFLES PLACE' })]))?.kind, 'ambiguous');
    assert.deepEqual(classify('raffles place', ok(3, [place(), place()])), { kind: 'ambiguous', count: 3, place: place() }, 'more found than the page holds');
  });

  it('nothing found, whether OneMap says 0 or sends no result', () => {
    assert.deepEqual(classify('nowhere', ok(0, [place()])), { kind: 'not found' });
    assert.deepEqual(classify('nowhere', ok(3, [])), { kind: 'not found' });
  });

  it('a postal code query, with spaces around it, is the building with that code', () => {
    const stop = place({ name: 'BUS STOP 04861', address: 'RAFFLES PL', postal: '' });
    assert.deepEqual(classify(' 048618 ', ok(2, [stop, place()])), { kind: 'exact', place: place() });
    assert.equal(classify('0486189', ok(2, [stop, place()]))?.kind, 'ambiguous', 'seven digits are no postal code');
    assert.equal(classify('048618', ok(2, [stop, place({ postal: '048619' })]))?.kind, 'ambiguous', 'no result has the code');
  });

  it('the match column\'s words, and reading "ambiguous: N" back', () => {
    assert.equal(matchText({ kind: 'empty' }), 'nothing to search');
    assert.equal(matchText({ kind: 'error', message: 'API limit(s) exceeded.' }), 'error: API limit(s) exceeded.');
    assert.equal(ambiguousCount(' ambiguous: 12 '), 12);
    for (const cell of ['ambiguous: ', 'ambiguous: 3 more', 'not ambiguous: 3', 'ambiguous: x', 'exact']) assert.equal(ambiguousCount(cell), undefined, cell);
  });
});

describe('a kept answer read back from the disk cache', () => {
  const result = { name: 'N', address: 'A', lat: 1.3, lon: 103.8, x: 1, y: 2 };
  it('the job\'s own shape and the client\'s page both read; the postal code from either name', () => {
    assert.deepEqual(readSearchAnswer({ found: 1, results: [{ ...result, postal: '048618' }] }), { found: 1, results: [{ ...result, postal: '048618' }] });
    assert.deepEqual(readSearchAnswer({ found: 1, results: [{ ...result, postalCode: '048618' }] })?.results[0]?.postal, '048618');
    assert.deepEqual(readSearchAnswer({ found: 0, results: [] }), { found: 0, results: [] });
  });

  it('anything else is not an answer', () => {
    for (const value of [null, 'x', 3, {}, { found: '1', results: [] }, { found: 1, results: {} }, { found: 1, results: [null] }, { found: 1, results: ['x'] }, { found: 1, results: [{ ...result, name: 1 }] }, { found: 1, results: [{ ...result, address: null }] }, { found: 1, results: [{ ...result, x: '1' }] }]) {
      assert.equal(readSearchAnswer(value), undefined, JSON.stringify(value));
    }
  });
});

describe('the plan of a job', () => {
  it('rows with nothing to search ask nothing and are counted as such; the others are asked once per query', () => {
    const source = sourceRows('id,address\n1,5 Raffles Place\n2,\n3, 5 RAFFLES  place \n');
    const plan = planGeocode(source, [1], 'wgs84');
    assert.deepEqual(plan.queries, ['5 Raffles Place', '', '5 RAFFLES  place']);
    assert.deepEqual(plan.items.map((i) => i.key), ['5 raffles place', '5 raffles place']);
    const answers = new Map([['5 raffles place', ok(1, [place()])]]);
    assert.deepEqual(rowMatch(plan, 1, answers), { kind: 'empty' });
    assert.deepEqual(matchCounts(plan, answers), { exact: 2, picked: 0, ambiguous: 0, 'not found': 0, empty: 1, error: 0 });
    assert.deepEqual(matchCounts(plan, new Map()), { exact: 0, picked: 0, ambiguous: 0, 'not found': 0, empty: 1, error: 0 }, 'not answered: not counted');
    assert.equal(SEARCH_KIND, 'search');
  });

  it('a JSON file takes the added fields in the style of its own keys', () => {
    const camel = planGeocode(sourceRows('[{"postalCode": "048618", "buildingName": "x"}]'), [0], 'wgs84');
    const snake = planGeocode(sourceRows('[{"postal_code": "048618", "building_name": "x"}]'), [0], 'wgs84');
    assert.deepEqual(camel.names, ['onemapLatitude', 'onemapLongitude', 'onemapAddress', 'onemapPostal', 'onemapMatch']);
    assert.deepEqual(snake.names, ['onemap_latitude', 'onemap_longitude', 'onemap_address', 'onemap_postal', 'onemap_match']);
  });
});
