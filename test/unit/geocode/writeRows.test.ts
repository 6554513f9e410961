// What Geocode Addresses writes into real files: after each row's last column (quoted as the file quotes, the
// header named), as members of each JSON object in the object's own style, or after a plain line; nothing else
// changes. And Resolve Ambiguous Rows' rewrite of one row.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'jsonc-parser';
import { defaultColumns, geocodeInsertions, geocodedLayout, geocodeRun, planGeocode, rewriteRow, sourceRows, trackedRowsOf, type OutputChoice } from '../../../src/geocode';
import { answerFor, answersFor, applied, readReal } from './support';

function geocode(text: string, choice: OutputChoice, columns?: number[]): { out: string; insertions: { row: number; offset: number; text: string }[] } {
  const source = sourceRows(text);
  const plan = planGeocode(source, columns ?? defaultColumns(source.names), choice);
  const insertions = geocodeInsertions(text, plan, choice, answersFor(plan));
  return { out: applied(text, insertions), insertions };
}

/** The output with every insertion taken out again (each checked to stand where it was put): the original, if nothing else changed. */
function undo(out: string, insertions: readonly { offset: number; text: string }[]): string {
  let back = out;
  for (const insertion of [...insertions].sort((a, b) => b.offset - a.offset)) {
    const at = insertion.offset + insertions.filter((i) => i.offset < insertion.offset).reduce((n, i) => n + i.text.length, 0);
    assert.equal(back.slice(at, at + insertion.text.length), insertion.text);
    back = back.slice(0, at) + back.slice(at + insertion.text.length);
  }
  return back;
}

describe('a CSV', () => {
  it('MOE\'s schools: the header named in its style, each row\'s values after its last column, nothing else changed', () => {
    const text = readReal('moe-general-information-of-schools.csv');
    const { out, insertions } = geocode(text, 'both');
    const lines = out.split('\n');
    assert.ok(lines[0]!.endsWith(',onemap_latitude,onemap_longitude,onemap_x,onemap_y,onemap_address,onemap_postal,onemap_match'), lines[0]);
    assert.ok(lines[1]!.endsWith(',1.44298589789841,103.800304550731,24326.0527090401,47183.593349325,11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907,738907,exact'), lines[1]);
    const cantonment = lines.find((l) => l.startsWith('CANTONMENT PRIMARY SCHOOL,'))!;
    assert.match(cantonment, /,088256,exact$/);
    assert.equal(out.endsWith('\n'), true);
    assert.equal(insertions.length, 61);
    assert.equal(undo(out, insertions), text);
  });

  it('HDB\'s car parks, every field quoted: the new fields quoted too, an address with a comma kept whole', () => {
    const text = readReal('hdb-carpark-information.csv');
    const { out, insertions } = geocode(text, 'wgs84');
    assert.equal(undo(out, insertions), text);
    const lines = out.split('\n');
    assert.ok(lines[0]!.endsWith('"car_park_basement","onemap_latitude","onemap_longitude","onemap_address","onemap_postal","onemap_match"'), lines[0]);
    // The car park's own entry in the gazetteer: HDB's address, the republisher's degrees, no postal code.
    assert.ok(lines[1]!.endsWith('"Y","1.3010632720874935","103.85411804993093","BLK 270/271 ALBERT CENTRE BASEMENT CAR PARK","","exact"'), lines[1]);
    const withComma = lines.find((l) => l.includes('"BLK 117, 161 BUKIT MERAH CENTRAL"'))!;
    assert.match(withComma, /^"[^"]*","BLK 117, 161 BUKIT MERAH CENTRAL",("[^"]*",){10}"[\d.]+","[\d.]+","BLK 117, 161 BUKIT MERAH CENTRAL","","exact"$/);
  });

  it('a TSV gets tab-separated columns; a value with a tab or a quote would be quoted', () => {
    const text = 'name\tpostal\nAdmiralty\t738907\n';
    const { out } = geocode(text, 'svy21');
    assert.equal(out, 'name\tpostal\tonemap_x\tonemap_y\tonemap_address\tonemap_postal\tonemap_match\nAdmiralty\t738907\t24326.0527090401\t47183.593349325\t11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907\t738907\texact\n');
  });

  it('a row not found gets empty cells and its match; run twice, nothing is left; a header with some of the columns is refused', () => {
    const text = 'address\nzzzqqq nowhere\n';
    const { out } = geocode(text, 'wgs84');
    assert.equal(out, 'address,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\nzzzqqq nowhere,,,,,not found\n');
    const again = geocodeRun(sourceRows(out));
    assert.deepEqual([again.mode, again.rows.length, again.done], ['finish', 0, 1]);
    assert.equal(planGeocode(sourceRows(out), [0], 'wgs84').items.length, 0);
    assert.throws(() => geocodeRun(sourceRows('address,onemap_x\nfoo,1\n')), { name: 'GeocodedBeforeError' });
  });
});

describe('a JSON array of objects', () => {
  it('LTA\'s bus stops, tab-indented, one member a line: the members in the same style, numbers as numbers', () => {
    const text = readReal('lta-datamall-bus-stops.json');
    const { out, insertions } = geocode(text, 'wgs84');
    assert.ok(out.startsWith('[\n\t{\n\t\t"BusStopCode": "01012",\n\t\t"RoadName": "Victoria St",\n\t\t"Description": "Hotel Grand Pacific",\n\t\t"Latitude": 1.29684825487647,\n\t\t"Longitude": 103.85253591654006,\n\t\t"OnemapLatitude": 1.29684825487647,\n\t\t"OnemapLongitude": 103.85253591654006,\n\t\t"OnemapAddress": "VICTORIA ST HOTEL GRAND PACIFIC",\n\t\t"OnemapPostal": "",\n\t\t"OnemapMatch": "'), out.slice(0, 400));
    const objects = JSON.parse(out) as Record<string, unknown>[];
    assert.equal(objects.length, 300);
    for (const o of objects) assert.ok(typeof o.OnemapMatch === 'string');
    assert.equal(insertions.length, 300);
    assert.equal(undo(out, insertions), text);
  });

  it('OneMap\'s planning areas, all on one line with ", " between members: the fields on that line too', () => {
    const text = readReal('onemap-planning-areas.json');
    const source = sourceRows(text);
    assert.deepEqual(source.names, ['pln_area_n', 'geojson']);
    const { out, insertions } = geocode(text, 'wgs84', [0]);
    assert.equal(undo(out, insertions), text);
    assert.equal(out.split('\n').length, text.split('\n').length);
    const parsed = JSON.parse(out) as { SearchResults: Record<string, unknown>[] };
    assert.equal(parsed.SearchResults.length, 5);
    assert.ok(parsed.SearchResults.every((r) => 'onemap_match' in r));
    assert.match(out, /", "onemap_latitude": (null|[\d.]+), "onemap_longitude": /);
  });

  it('a trailing comma stays where the file had one; a missing value is null', () => {
    const text = '[\n  { "address": "zzzqqq nowhere", },\n]\n';
    const { out } = geocode(text, 'wgs84');
    assert.equal(out, '[\n  { "address": "zzzqqq nowhere", "onemap_latitude": null, "onemap_longitude": null, "onemap_address": null, "onemap_postal": null, "onemap_match": "not found", },\n]\n');
    assert.deepEqual(parse(out, [], { allowTrailingComma: true })[0].onemap_match, 'not found');
  });
});

describe('plain lines', () => {
  it('each line gets its values after a tab; empty lines stay empty', () => {
    const { out } = geocode('738907\n\nzzzqqq\n', 'wgs84');
    assert.equal(out, '738907\t1.44298589789841\t103.800304550731\t11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907\t738907\texact\n\nzzzqqq\t\t\t\t\tnot found\n');
  });
});

describe('the rows a job watches', () => {
  it('a table\'s header is row 0 and is written with the rows; the data rows follow', () => {
    const source = sourceRows('postal\n738907\n');
    assert.deepEqual(trackedRowsOf(source).map((r) => r.label), ['the header', 'line 2']);
    const plan = planGeocode(source, [0], 'wgs84');
    assert.deepEqual(geocodeInsertions('postal\n738907\n', plan, 'wgs84', answersFor(plan)).map((i) => i.row), [0, 1]);
  });

  it('after Cancel, a row not answered gets empty cells and the match `not asked`: every row keeps the header\'s count', () => {
    const text = 'postal,name\n738907,A\n737916,"B, C"\n';
    const source = sourceRows(text);
    const plan = planGeocode(source, [0], 'wgs84');
    const answers = new Map([['738907', answerFor('738907')]]);
    const insertions = geocodeInsertions(text, plan, 'wgs84', answers);
    assert.deepEqual(insertions.map((i) => [i.row, i.notAsked === true]), [[0, false], [1, false], [2, true]]);
    const lines = applied(text, insertions).split('\n');
    assert.equal(lines[2], '737916,"B, C",,,,,not asked');
    const cells = (line: string) => line.replace(/"[^"]*"/g, '').split(',').length;
    assert.deepEqual(lines.slice(0, 3).map(cells), [7, 7, 7]);
    assert.deepEqual(geocodeInsertions(text, plan, 'wgs84', new Map()), [], 'no row answered: nothing is written, not even the header');
  });

  it('after Cancel, plain lines and JSON objects not reached say `not asked` too', () => {
    const lines = 'blk 1 raffles\nblk 2 raffles\n';
    const linePlan = planGeocode(sourceRows(lines), [0], 'svy21');
    const lineAnswers = new Map([[linePlan.items[0]!.key, answerFor(linePlan.items[0]!.query)]]);
    assert.match(applied(lines, geocodeInsertions(lines, linePlan, 'svy21', lineAnswers)).split('\n')[1]!, /^blk 2 raffles\t\t\t\t\tnot asked$/);
    const json = '[{"postal": "738907"}, {"postal": "737916"}]';
    const jsonPlan = planGeocode(sourceRows(json), [0], 'wgs84');
    const out = JSON.parse(applied(json, geocodeInsertions(json, jsonPlan, 'wgs84', new Map([['738907', answerFor('738907')]]))));
    assert.deepEqual(out[1], { postal: '737916', onemap_latitude: null, onemap_longitude: null, onemap_address: null, onemap_postal: null, onemap_match: 'not asked' });
  });
});

describe('a pick rewrites one row', () => {
  it('in a CSV: from the first added column to the row\'s end, the match `picked`', () => {
    const text = 'address,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\n"blk 1, x",1,2,A,,ambiguous: 3\nnext,,,,,not found\n';
    const source = sourceRows(text);
    const layout = geocodedLayout(source.names)!;
    assert.equal(layout.choice, 'wgs84');
    const place = { name: 'P', address: '1 A ROAD SINGAPORE 018925', postal: '018925', lat: 1.28, lon: 103.85, x: 1, y: 2 };
    const replacement = rewriteRow(text, source, 0, layout.names, layout.choice, { kind: 'picked', place })!;
    const out = text.slice(0, replacement.start) + replacement.text + text.slice(replacement.end);
    assert.equal(out, 'address,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\n"blk 1, x",1.28,103.85,1 A ROAD SINGAPORE 018925,018925,picked\nnext,,,,,not found\n');
  });

  it('in JSON: the added members only, in their places', () => {
    const text = '[\n\t{\n\t\t"Name": "x",\n\t\t"OnemapX": 1,\n\t\t"OnemapY": 2,\n\t\t"OnemapAddress": "A",\n\t\t"OnemapPostal": "",\n\t\t"OnemapMatch": "ambiguous: 2"\n\t}\n]';
    const source = sourceRows(text);
    const layout = geocodedLayout(source.names)!;
    assert.equal(layout.choice, 'svy21');
    const place = { name: 'P', address: 'B', postal: '018925', lat: 1.28, lon: 103.85, x: 29000.5, y: 30000.25 };
    const replacement = rewriteRow(text, source, 0, layout.names, layout.choice, { kind: 'picked', place })!;
    const out = text.slice(0, replacement.start) + replacement.text + text.slice(replacement.end);
    assert.equal(out, '[\n\t{\n\t\t"Name": "x",\n\t\t"OnemapX": 29000.5,\n\t\t"OnemapY": 30000.25,\n\t\t"OnemapAddress": "B",\n\t\t"OnemapPostal": "018925",\n\t\t"OnemapMatch": "picked"\n\t}\n]');
  });
});
