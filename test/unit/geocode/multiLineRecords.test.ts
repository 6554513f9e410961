// Geocode Addresses on a table read by records, not lines: an address written on two lines inside its quoted
// field is one row and one query, its row gets the new cells after the field's last line, a row short of the
// header is filled first, and the BOM, every CRLF and the field's own bytes stay as they were. What a user
// checks: every record has the header's field count, and each row's coordinates are that row's own.
//
// No published Singapore CSV with a multi-line address was found, so the file is made from real rows:
// data.gov.sg's HDB car parks (test/fixtures/real/hdb-carpark-information-2025.csv) saved as Excel on Windows
// saves them (BOM, CRLF between records, a bare LF where a cell holds a line break), with two addresses written
// as on an envelope (the block above the street) and one row whose trailing empty cells were dropped.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RowTracker } from '../../../src/batch/rowTracker';
import { placeInsertions } from '../../../src/batch/rowWrite';
import { defaultColumns, geocodedLayout, geocodeInsertions, planGeocode, rewriteRow, sourceRows, trackedRowsOf, type OutputChoice } from '../../../src/geocode';
import { parseCsv } from '../coords/realFixtures';
import { answerFor, answersFor, applied, readReal } from './support';

const ACM_FIELD = '"BLK 98A\nALJUNIED CRESCENT"';
const BM28_FIELD = '"BLK 117, 161\r\nBUKIT MERAH CENTRAL"';
const AH1_SHORT = 'AH1,BLK 101 JALAN DUSUN,29257.7203,34500.3599,SURFACE CAR PARK';

/** The header, the first 12 car parks and BM28 (its address has a comma), changed as the file's comment says. */
function envelopeExport(): string {
  const lines = readReal('hdb-carpark-information-2025.csv').split('\n');
  const rows = [...lines.slice(0, 13), lines.find((l) => l.startsWith('BM28,'))!].map((line) => {
    if (line.startsWith('ACM,')) return line.replace('BLK 98A ALJUNIED CRESCENT', ACM_FIELD);
    if (line.startsWith('AH1,')) return AH1_SHORT;
    if (line.startsWith('BM28,')) return line.replace('"BLK 117, 161 BUKIT MERAH CENTRAL"', BM28_FIELD);
    return line;
  });
  return '\uFEFF' + rows.join('\r\n') + '\r\n';
}

/** The file's records as RFC 4180 reads them, each as {column: value}; asserts each has the header's field count. */
function rectangular(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  for (const [i, row] of rows.entries()) assert.equal(row.length, header!.length, `record ${i + 2}: ${row.length} fields, the header ${header!.length}: ${row.join(',')}`);
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

function geocode(text: string, choice: OutputChoice) {
  const source = sourceRows(text);
  const plan = planGeocode(source, defaultColumns(source.names), choice);
  const insertions = geocodeInsertions(text, plan, choice, answersFor(plan));
  return { source, plan, insertions, out: applied(text, insertions) };
}

describe('Geocode Addresses reads a table by records', () => {
  it('an address on two lines is one row and one query, its line break a space in the question; rows after it keep their line numbers', () => {
    const text = envelopeExport();
    const { source, plan } = geocode(text, 'both');
    assert.equal(source.rows.length, 13);
    assert.deepEqual(plan.queries.slice(0, 3), ['BLK 270/271 ALBERT CENTRE BASEMENT CAR PARK', 'BLK 98A ALJUNIED CRESCENT', 'BLK 101 JALAN DUSUN']);
    assert.equal(plan.queries[12], 'BLK 117, 161 BUKIT MERAH CENTRAL');
    assert.deepEqual(source.rows[1]!.values.slice(0, 2), ['ACM', 'BLK 98A\nALJUNIED CRESCENT']);
    assert.deepEqual(
      trackedRowsOf(source).slice(0, 5).map((r) => r.label),
      ['the header', 'line 2', 'line 3', 'line 5', 'line 6'],
    );
    assert.equal(trackedRowsOf(source).at(-1)!.label, 'line 15');
  });

  it('every record gets the header\'s field count, each row its own coordinates, the multi-line fields byte for byte, BOM and CRLF kept', () => {
    const text = envelopeExport();
    const { out, insertions } = geocode(text, 'both');
    const records = rectangular(out);
    assert.equal(records.length, 13);
    for (const record of records) {
      // The gazetteer's car park is the row's own: the X and Y written are the row's x_coord and y_coord.
      assert.deepEqual(
        [record.onemap_x, record.onemap_y, record.onemap_address],
        [record.x_coord, record.y_coord, record.address!.replace(/\s*\n\s*/g, ' ')],
        record.car_park_no,
      );
    }
    // Three addresses name another car park too (BLK 501/513/508 ANG MO KIO STREET 52/53; BLK 651 ANG MO KIO
    // AVENUE 9; a second car park of the same industrial park): two places, the row's own first.
    const ambiguous = records.filter((r) => r.onemap_match !== 'exact').map((r) => `${r.car_park_no}: ${r.onemap_match}`);
    assert.deepEqual(ambiguous, ['AK52: ambiguous: 2', 'AK83: ambiguous: 2', 'AK9: ambiguous: 2']);
    assert.ok(out.includes(`ACM,${ACM_FIELD},33758.4143,`), 'the field with a bare LF, as it was');
    assert.ok(out.includes(`BM28,${BM28_FIELD},26052.9053,`), 'the field with a CRLF and a comma, as it was');
    assert.ok(out.startsWith('\uFEFFcar_park_no,address,'));
    assert.ok(out.split('\r\n')[0]!.endsWith(',car_park_basement,onemap_latitude,onemap_longitude,onemap_x,onemap_y,onemap_address,onemap_postal,onemap_match'));
    assert.equal(out.split('\r\n').length, text.split('\r\n').length, 'no CRLF added or lost');
    assert.equal(out.split('\n').length, text.split('\n').length, 'no line break added: nothing was written inside a field');
    assert.equal(insertions.length, 14);
  });

  it('a row short of the header is filled with empty cells before the new ones', () => {
    const { out } = geocode(envelopeExport(), 'wgs84');
    const ah1 = out.split('\r\n').find((l) => l.startsWith('AH1,'))!;
    assert.equal(ah1, `${AH1_SHORT},,,,,,,,1.3282834951094038,103.84461988914597,BLK 101 JALAN DUSUN,,exact`);
    assert.deepEqual(
      rectangular(out).find((r) => r.car_park_no === 'AH1'),
      { ...Object.fromEntries(Object.keys(rectangular(out)[0]!).map((k) => [k, ''])), car_park_no: 'AH1', address: 'BLK 101 JALAN DUSUN', x_coord: '29257.7203', y_coord: '34500.3599', car_park_type: 'SURFACE CAR PARK', onemap_latitude: '1.3282834951094038', onemap_longitude: '103.84461988914597', onemap_address: 'BLK 101 JALAN DUSUN', onemap_match: 'exact' },
    );
  });

  it('after Cancel, a short or multi-line row not reached still gets every cell, `not asked`', () => {
    const text = envelopeExport();
    const source = sourceRows(text);
    const plan = planGeocode(source, defaultColumns(source.names), 'svy21');
    const first = plan.items[0]!;
    const out = applied(text, geocodeInsertions(text, plan, 'svy21', new Map([[first.key, answerFor(first.query)]])));
    const records = rectangular(out);
    assert.equal(records[0]!.onemap_match, 'exact');
    assert.deepEqual(records.slice(1).map((r) => r.onemap_match), new Array(12).fill('not asked'));
  });

  it('a selection on the second line of a multi-line address takes the whole row', () => {
    const text = envelopeExport();
    const at = text.indexOf('ALJUNIED CRESCENT"');
    const source = sourceRows(text, [{ start: at, end: at + 8 }]);
    assert.deepEqual(source.rows.map((r) => r.values[0]), ['ACM']);
    const plan = planGeocode(source, [1], 'wgs84');
    const out = applied(text, geocodeInsertions(text, plan, 'wgs84', answersFor(plan)));
    assert.ok(out.includes(`ACM,${ACM_FIELD},33758.4143,33695.5198,MULTI-STOREY CAR PARK,ELECTRONIC PARKING,WHOLE DAY,SUN & PH FR 7AM-10.30PM,YES,5,2.1,N,1.3210042901059578,103.88506094761526,BLK 98A ALJUNIED CRESCENT,,exact\r\n`), out);
  });
});

describe('comment lines', () => {
  it('MOE\'s schools with a `# Source:` line after the header: the comment is no row, asked nothing, left as it was', () => {
    const lines = readReal('moe-general-information-of-schools.csv').split('\n');
    const comment = '# Source: data.gov.sg, General Information of Schools';
    lines.splice(1, 0, comment);
    const text = lines.join('\n');
    const { source, plan, out } = geocode(text, 'wgs84');
    assert.equal(source.rows.length, 60);
    assert.deepEqual([source.rows[0]!.label, source.rows[59]!.label], ['line 3', 'line 62']);
    assert.ok(!plan.queries.some((q) => q.includes('Source')));
    assert.equal(out.split('\n')[1], comment);
    assert.equal(rectangular(out.split('\n').filter((l) => l !== comment).join('\n')).length, 60);
  });

  it('a row whose first cell is a unit number (`#01-23`) has the header\'s fields: it is a row', () => {
    const text = 'unit,block,street_name\n#01-23,101,JALAN DUSUN\n# 1 row\n';
    const { plan, out } = geocode(text, 'wgs84');
    assert.deepEqual(plan.queries, ['101 JALAN DUSUN']);
    assert.equal(out, 'unit,block,street_name,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\n#01-23,101,JALAN DUSUN,1.3282834951094038,103.84461988914597,BLK 101 JALAN DUSUN,,exact\n# 1 row\n');
  });
});

describe('rows tracked during the job are records', () => {
  it('an edit on the second line of a multi-line address skips that row, named by its first line; the rows around it are written in place', () => {
    const text = envelopeExport();
    const { source, insertions } = geocode(text, 'wgs84');
    const rows = trackedRowsOf(source);
    const tracker = new RowTracker(rows);
    // The user types a postal code after the street, inside the quoted field, and a line above BM28.
    const typedAt = text.indexOf('ALJUNIED CRESCENT"') + 'ALJUNIED CRESCENT'.length;
    const lineAt = text.indexOf('BM28,');
    const added = 'NEW,BLK 1 NOWHERE\r\n';
    tracker.applyChanges([
      { rangeOffset: typedAt, rangeLength: 0, text: ' 380098' },
      { rangeOffset: lineAt, rangeLength: 0, text: added },
    ]);
    const edited = text.slice(0, typedAt) + ' 380098' + text.slice(typedAt, lineAt) + added + text.slice(lineAt);
    const placed = placeInsertions(tracker, rows, insertions, 'Geocoding addresses');
    assert.deepEqual(placed.skipped.map((i) => rows[i]!.label), ['line 3']);
    const out = applied(edited, placed.edits);
    assert.ok(out.includes('ACM,"BLK 98A\nALJUNIED CRESCENT 380098",33758.4143,33695.5198,MULTI-STOREY CAR PARK,ELECTRONIC PARKING,WHOLE DAY,SUN & PH FR 7AM-10.30PM,YES,5,2.1,N\r\n'), 'the edited row is as the user left it');
    assert.ok(out.includes(`\r\n${added}BM28,${BM28_FIELD},`), 'the new line is not the job\'s');
    const records = parseCsv(out.replace(/^\uFEFF/, ''));
    assert.deepEqual(records.map((r) => r.length), [17, 17, 12, ...new Array(10).fill(17), 2, 17]);
    assert.equal(records.at(-1)!.at(-1), 'exact');
    assert.equal(records[3]![0], 'AH1');
    assert.equal(records[3]!.at(-3), 'BLK 101 JALAN DUSUN');
  });
});

describe('Resolve Ambiguous Rows rewrites a multi-line row', () => {
  it('from its first added column to the end of its last line; the address field as it was', () => {
    const text = '\uFEFFname,address,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\r\nA,"BLK 1\nANG MO KIO AVE 1",1,2,X,,ambiguous: 3\r\nB,"BLK 2, AMK",,,,,not found\r\n';
    const source = sourceRows(text);
    const layout = geocodedLayout(source.names)!;
    assert.equal(source.rows[0]!.values[6], 'ambiguous: 3');
    const place = { name: 'P', address: '1 ANG MO KIO AVENUE 1 SINGAPORE 569976', postal: '569976', lat: 1.36, lon: 103.85, x: 1, y: 2 };
    const replacement = rewriteRow(text, source, 0, layout.names, layout.choice, { kind: 'picked', place })!;
    const out = text.slice(0, replacement.start) + replacement.text + text.slice(replacement.end);
    assert.equal(out, '\uFEFFname,address,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\r\nA,"BLK 1\nANG MO KIO AVE 1",1.36,103.85,1 ANG MO KIO AVENUE 1 SINGAPORE 569976,569976,picked\r\nB,"BLK 2, AMK",,,,,not found\r\n');
  });

  it('a quote inside a field (`5" pipe`) is a character: the rewrite starts at the first added column all the same', () => {
    const text = 'name,remark,address,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\nA,5" pipe,"BLK 1\nAMK AVE 1",1,2,X,,ambiguous: 2\n';
    const source = sourceRows(text);
    const layout = geocodedLayout(source.names)!;
    const place = { name: 'P', address: 'Q', postal: '569976', lat: 1.36, lon: 103.85, x: 1, y: 2 };
    const replacement = rewriteRow(text, source, 0, layout.names, layout.choice, { kind: 'picked', place })!;
    const out = text.slice(0, replacement.start) + replacement.text + text.slice(replacement.end);
    assert.equal(out, 'name,remark,address,onemap_latitude,onemap_longitude,onemap_address,onemap_postal,onemap_match\nA,5" pipe,"BLK 1\nAMK AVE 1",1.36,103.85,Q,569976,picked\n');
  });
});
