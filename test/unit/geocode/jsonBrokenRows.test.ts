// A JSON row broken where Geocode Addresses writes its fields (a key typed without its value yet, a comma or a
// closing brace missing): refused in words that name the line and say what to do, before any picker, so
// nothing is written; what JSON with comments allows (a trailing comma, a comment, a line break between
// members, keys in any order, an object with two pairs of coordinates) is written into exactly as before.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkRowsWhole, defaultColumns, geocodeInsertions, geocodeRun, planGeocode, sourceRows } from '../../../src/geocode';
import { answersFor, applied, readReal } from './support';

const WORDS = /, then run the command again: as it is, the file is not JSON, and nothing was written\.$/;
const ADMIRALTY = '"onemap_latitude": 1.44298589789841, "onemap_longitude": 103.800304550731, "onemap_address": "11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907", "onemap_postal": "738907", "onemap_match": "exact"';

/** The refusal the command gives before its first picker: read, run judged, rows checked (no columns, no output yet). */
function refusal(text: string): string {
  let message = '';
  assert.throws(() => checkRowsWhole(text, geocodeRun(sourceRows(text)).rows), (error: Error) => {
    message = error.message;
    return error.name === 'NotRowsError' && WORDS.test(error.message);
  });
  return message;
}

/** The text as Geocode Addresses writes it today, the rows checked first as the command checks them. */
function geocoded(text: string): string {
  const source = sourceRows(text);
  const run = geocodeRun(source);
  checkRowsWhole(text, run.rows);
  const plan = planGeocode(source, defaultColumns(source.names), 'wgs84', run);
  return applied(text, geocodeInsertions(text, plan, 'wgs84', answersFor(plan)));
}

test('a key without its value as the last member, with or without its colon: refused, the key and its line named', () => {
  assert.match(refusal('[{"postal": "738907", "note": }]'), /^Give "note" on line 1 a value \(or remove it\), then/);
  assert.match(refusal('[{"postal": "738907", "note"}]'), /^Give "note" on line 1 a value/);
  assert.match(refusal('[\n  {"postal": "738907"},\n  {\n    "postal": "737916",\n    "Note":\n  }\n]'), /^Give "Note" on line 5 a value/);
  assert.match(refusal('{"results": [{"postal": "738907", "note": }]}'), /^Give "note" on line 1/);
});

test('the last two members without a comma between them: refused, the key after the gap named', () => {
  assert.match(refusal('[{"postal": "738907" "note": "x"}]'), /^Put a comma before "note" on line 1, then/);
  assert.match(refusal('[{"postal": "738907"},\n{"name": "Admiralty" /* , */\n"postal": "738907"}]'), /^Put a comma before "postal" on line 3/);
  assert.match(refusal('[{"postal": "738907" // Admiralty, north\n "note": "x"}]'), /^Put a comma before "note" on line 2/);
});

test('an object whose string runs past its brace: refused, the line it opens on named', () => {
  assert.match(refusal('[{"postal": "738907"},\n {"postal": "737916", "note": "open}]'), /^Close the object that opens on line 2 with its "}"/);
});

test('run again on a file it wrote, a row left to finish broken where its fields go: refused', () => {
  const text = `[{"postal": "738907", ${ADMIRALTY}},\n {"postal": "737916", "onemap_latitude": null, "onemap_longitude": null, "onemap_address": null, "onemap_postal": null, "onemap_match": "not asked", "note": }]`;
  assert.equal(geocodeRun(sourceRows(text)).mode, 'finish');
  assert.match(refusal(text), /^Give "note" on line 2 a value/);
});

test('a real file, LTA\'s bus stops, with one stop\'s last value not typed yet: refused at that line; whole, it passes', () => {
  const whole = readReal('lta-datamall-bus-stops.json');
  // The third stop (01019), tab-indented one member a line: lines 16 to 22, its Longitude on line 21.
  const broken = whole.replace('"Longitude": 103.85302201172507', '"Longitude":');
  assert.notEqual(broken, whole);
  assert.match(refusal(broken), /^Give "Longitude" on line 21 a value/);
  for (const name of ['lta-datamall-bus-stops.json', 'sgbusdata-bus-stops-lat-long.json', 'onemap-planning-areas.json', 'onemap-mrt-stations.json']) {
    const text = readReal(name);
    assert.doesNotThrow(() => checkRowsWhole(text, geocodeRun(sourceRows(text)).rows), name);
  }
});

test('valid JSON is written into as before, byte for byte: trailing comma, comment, line breaks, key orders, two pairs', () => {
  const cases: Array<[string, string]> = [
    ['[{"postal": "738907", }]', `[{"postal": "738907", ${ADMIRALTY}, }]`],
    ['[{"name": "Admiralty", "postal": "738907"}]', `[{"name": "Admiralty", "postal": "738907", ${ADMIRALTY}}]`],
    ['[{"postal": "738907", "name": "Admiralty"}]', `[{"postal": "738907", "name": "Admiralty", ${ADMIRALTY}}]`],
    ['[{"postal": "738907", "lat": 1.443, "lng": 103.8, "x": 24326.05, "y": 47183.59}]', `[{"postal": "738907", "lat": 1.443, "lng": 103.8, "x": 24326.05, "y": 47183.59, ${ADMIRALTY}}]`],
    ['[{"postal": "738907", "lng": 103.8, "lat": 1.443}]', `[{"postal": "738907", "lng": 103.8, "lat": 1.443, ${ADMIRALTY}}]`],
    [
      '[\n  {\n    "postal": "738907",\n    "note": "x"\n  }\n]\n',
      `[\n  {\n    "postal": "738907",\n    "note": "x",\n    ${ADMIRALTY.split(', "').join(',\n    "')}\n  }\n]\n`,
    ],
    [
      '[{"postal": "738907", // Admiralty, north\n "note": "x"}]',
      `[{"postal": "738907", // Admiralty, north\n "note": "x"${ADMIRALTY.split(', "').map((f, i) => (i === 0 ? f : `"${f}`)).map((f) => `, // Admiralty, north\n ${f}`).join('')}}]`,
    ],
  ];
  for (const [text, expected] of cases) assert.equal(geocoded(text), expected, text);
});

test('a table and plain lines have no object to check: read and written as before', () => {
  assert.doesNotThrow(() => checkRowsWhole('postal,note\n738907,\n', geocodeRun(sourceRows('postal,note\n738907,\n')).rows));
  assert.equal(geocoded('postal,note\n738907,"a, b"\n'), 'postal,note,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\n738907,"a, b",1.44298589789841,103.800304550731,11 WOODLANDS CIRCLE ADMIRALTY PRIMARY SCHOOL SINGAPORE 738907,738907,exact\n');
});

test('keys not in double quotes, as JavaScript writes them: refused before any picker too, the object\'s line named', () => {
  // The row commands refused these already when writing; the one check of an object's wholeness now holds both.
  assert.match(refusal("[\n  {'postal': '738907'},\n  {postal: '737916'}\n]"), /^Put the keys of the object on line 2 in double quotes \("lat", not 'lat' or lat\), then/);
});
