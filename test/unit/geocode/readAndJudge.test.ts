// Geocode Addresses reading real files: which columns hold the query (by their names), each row's query text,
// and how sure each of OneMap's answers is: exact, ambiguous: N, not found, or OneMap's own words.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classify, defaultColumns, matchText, planGeocode, queryText, readSearchAnswer, rowMatch, sourceRows, type Candidate } from '../../../src/geocode';
import { answerFor, answersFor, rawSearch, readReal } from './support';

function names(header: string, delimiter = ','): string[] {
  return header.split(delimiter);
}

describe('the query columns, picked by their names', () => {
  it('MOE\'s school list: the postal code alone, though it has an address too', () => {
    const source = sourceRows(readReal('moe-general-information-of-schools.csv'));
    assert.equal(source.form, 'table');
    assert.equal(source.rows.length, 60);
    assert.deepEqual(defaultColumns(source.names).map((i) => source.names[i]), ['postal_code']);
  });

  it('HDB\'s car parks (every field quoted): the address', () => {
    const source = sourceRows(readReal('hdb-carpark-information.csv'));
    assert.deepEqual(defaultColumns(source.names).map((i) => source.names[i]), ['address']);
  });

  it('HDB resale transactions: block and street_name, joined in the file\'s order; blk_no and street likewise', () => {
    const resale = names('month,town,flat_type,block,street_name,storey_range,floor_area_sqm,flat_model,lease_commence_date,resale_price');
    assert.deepEqual(defaultColumns(resale), [3, 4]);
    assert.equal(queryText(resale, ['2017-01', 'ANG MO KIO', '2 ROOM', '406', 'ANG MO KIO AVE 10'], [4, 3]), '406 ANG MO KIO AVE 10');
    assert.deepEqual(defaultColumns(names('blk_no,street,max_floor_lvl,year_completed')), [0, 1]);
  });

  it('LTA\'s bus stops (JSON objects): the stop\'s name and its road, as the file orders them', () => {
    const source = sourceRows(readReal('lta-datamall-bus-stops.json'));
    assert.equal(source.form, 'json');
    assert.equal(source.rows.length, 300);
    assert.deepEqual(source.names, ['BusStopCode', 'RoadName', 'Description', 'Latitude', 'Longitude']);
    assert.deepEqual([source.rows[0]!.label, source.rows[1]!.label, source.rows[299]!.label], ['the object on line 2', 'the object on line 9', 'the object on line 2095']);
    const columns = defaultColumns(source.names);
    assert.deepEqual(columns.map((i) => source.names[i]), ['RoadName', 'Description']);
    assert.equal(queryText(source.names, source.rows[0]!.values, columns), 'Victoria St Hotel Grand Pacific');
  });

  it('plain lines: one query a line, blank lines skipped', () => {
    const source = sourceRows('10 Anson Road\n\n018989\n');
    assert.equal(source.form, 'lines');
    assert.deepEqual(source.rows.map((r) => r.values[0]), ['10 Anson Road', '018989']);
    assert.deepEqual(source.rows.map((r) => r.label), ['line 1', 'line 3']);
    const withCommas = sourceRows('10 Anson Road, Singapore 079903\n1 Raffles Place, Singapore 048616\n');
    assert.equal(withCommas.form, 'lines', 'an address with a comma is no header');
    assert.equal(withCommas.rows.length, 2);
  });

  it('a postal code a spreadsheet stripped of its leading zero gets it back; other columns keep their digits', () => {
    const header = ['name', 'postal_code'];
    assert.equal(queryText(header, ['x', '18925'], [1]), '018925');
    assert.equal(queryText(header, ['18925', ''], [0]), '18925');
  });

  it('only the rows of the selection', () => {
    const text = readReal('moe-general-information-of-schools.csv');
    const third = text.indexOf('AHMAD IBRAHIM PRIMARY');
    const source = sourceRows(text, [{ start: third, end: third + 5 }]);
    assert.deepEqual(source.rows.map((r) => r.values[0]), ['AHMAD IBRAHIM PRIMARY SCHOOL']);
  });
});

describe('how sure an answer is', () => {
  const place = (postal: string, address = `1 SOMEWHERE SINGAPORE ${postal}`, x = 30000): Candidate => ({ name: address, address, postal, lat: 1.3, lon: 103.8, x, y: 30000 });

  it('a postal code OneMap returns as such is exact, its leading zero kept', () => {
    const raw = rawSearch('018925');
    assert.equal(typeof raw.results[0].POSTAL, 'string');
    assert.equal(raw.results[0].POSTAL, '018925');
    const match = classify('018925', answerFor('018925'));
    assert.equal(match?.kind, 'exact');
    assert.equal(match?.kind === 'exact' && match.place.postal, '018925');
  });

  it('a postal code is exact even when its digits start other places\' words too', () => {
    const answer = { ok: true as const, value: { found: 3, results: [place('123456', 'A'), place('999999', 'BLK 123456', 1), place('123456', 'A TOWER', 2)] } };
    const match = classify('123456', answer);
    assert.equal(match?.kind, 'exact');
    assert.equal(match?.kind === 'exact' && match.place.address, 'A');
  });

  it('one result is exact; the same place twice is exact; several places are ambiguous: found', () => {
    assert.equal(classify('x', { ok: true, value: { found: 1, results: [place('1')] } })?.kind, 'exact');
    assert.equal(classify('x', { ok: true, value: { found: 2, results: [place('1'), place('1')] } })?.kind, 'exact');
    const several = classify('x', { ok: true, value: { found: 25, results: Array.from({ length: 10 }, (_, i) => place(String(i), `P${i}`, i * 100)) } });
    assert.equal(several && matchText(several), 'ambiguous: 25');
    const three = classify('x', { ok: true, value: { found: 3, results: [place('1', 'A'), place('2', 'B', 500), place('3', 'C', 900)] } });
    assert.equal(three && matchText(three), 'ambiguous: 3');
  });

  it('nothing found, and an error in OneMap\'s own words', () => {
    assert.equal(matchText(classify('zzz', answerFor('zzzqqq'))!), 'not found');
    assert.equal(matchText(classify('x', { ok: false, error: 'Invalid searchVal' })!), 'error: Invalid searchVal');
    assert.equal(classify('x', undefined), undefined);
  });

  it('a bus stop\'s "NIL" postal code is no postal code, not the text NIL', () => {
    const match = classify('hotel grand pacific', answerFor('hotel grand pacific'));
    assert.ok(match && match.kind !== 'not found' && match.kind !== 'error' && match.kind !== 'empty');
    if (match.kind === 'exact' || match.kind === 'ambiguous' || match.kind === 'picked') assert.equal(match.place.postal, '');
  });

  it('MOE\'s 60 schools by postal code: all exact, at the school\'s own position, the two codes published without their zero too', () => {
    const source = sourceRows(readReal('moe-general-information-of-schools.csv'));
    const plan = planGeocode(source, defaultColumns(source.names), 'wgs84');
    const cantonment = source.rows.findIndex((r) => r.values[0] === 'CANTONMENT PRIMARY SCHOOL');
    assert.equal(source.rows[cantonment]!.values[3], '88256');
    assert.equal(plan.queries[cantonment], '088256');
    const answers = answersFor(plan);
    const matches = source.rows.map((_, i) => rowMatch(plan, i, answers));
    assert.deepEqual([...new Set(matches.map((m) => m?.kind))], ['exact']);
    const first = matches[0]!;
    assert.equal(first.kind === 'exact' && first.place.lat, 1.44298589789841);
  });

  it('a kept answer is read back in either shape the search cache holds; anything else is not an answer', () => {
    const mine = answerFor('018925');
    assert.deepEqual(readSearchAnswer(JSON.parse(JSON.stringify(mine.ok && mine.value))), mine.ok && mine.value);
    const clientPage = { found: 1, totalPages: 1, page: 1, results: [{ name: 'A', address: 'A', lat: 1.3, lon: 103.8, x: 1, y: 2 }] };
    assert.equal(readSearchAnswer(clientPage)?.results[0]?.postal, '');
    assert.equal(readSearchAnswer({ found: 1, results: [{ name: 'A' }] }), undefined);
    assert.equal(readSearchAnswer('x'), undefined);
  });
});
