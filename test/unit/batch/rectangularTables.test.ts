// Every data row of a table gets the new columns, with or without coordinates: Add Planning Area, Reverse
// Geocode and Travel Times on real files (test/fixtures/real) whose coordinates were blanked in some rows, as
// LTA, data.gov.sg and HDB exports have them (empty cells, "NA", text, 0). What a user checks: every line has
// the header's column count, the rest of each line (CRLF, BOM, quotes, blank lines, comments) as it was, and a
// row edited during the job is skipped, not written into.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { RowTracker } from '../../../src/batch/rowTracker';
import { placeInsertions } from '../../../src/batch/rowWrite';
import { addPlanningAreas, applyInsertions, planningAreaIndex } from '../../../src/planningArea';
import { placementValues } from '../../../src/planningArea/columnNames';
import { type Nearest, prepareReverseGeocode, writeReverseGeocode } from '../../../src/reverseGeocode/reverseGeocodeRows';
import type { Travel } from '../../../src/travelTimes/travelRequest';
import { matrixPlaces } from '../../../src/travelTimes/matrix';
import { prepareTravelTimes, writeTravelTimes } from '../../../src/travelTimes/travelRows';
import { readReal } from '../coords/realFixtures';

const index = planningAreaIndex();

/** The fields of one CSV record as RFC 4180 reads them (quoted fields may hold the delimiter and line breaks). */
function fields(record: string, delimiter = ','): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < record.length; i++) {
    const c = record[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (record[i + 1] === '"') field += record[++i];
      else quoted = false;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      out.push(field);
      field = '';
    } else field += c;
  }
  return [...out, field];
}

/**
 * The text's records, blank lines and `#` comments left out: a line break inside a quoted field (one opened at
 * a field's start, as RFC 4180 has them) joins two lines.
 */
function records(text: string, delimiter = ','): string[] {
  const out: string[] = [];
  let record = '';
  let quoted = false;
  let fieldStart = true;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (c === undefined || (!quoted && (c === '\n' || (c === '\r' && body[i + 1] === '\n')))) {
      if (record.trim() !== '' && !record.startsWith('#')) out.push(record);
      record = '';
      fieldStart = true;
      if (c === '\r') i++;
      continue;
    }
    if (quoted && c === '"' && body[i + 1] === '"') {
      record += '""';
      i++;
      continue;
    }
    if (c === '"' && (quoted || fieldStart)) quoted = !quoted;
    fieldStart = !quoted && c === delimiter;
    record += c;
  }
  return out;
}

/** Asserts that every record has as many fields as the header; returns the records' fields. */
function assertRectangular(text: string, delimiter = ','): string[][] {
  const [header, ...rows] = records(text, delimiter).map((r) => fields(r, delimiter));
  for (const [i, row] of rows.entries()) assert.equal(row.length, header!.length, `record ${i + 2} has ${row.length} fields, the header ${header!.length}: ${row.join(delimiter)}`);
  return [header!, ...rows];
}

/** Each line of `after` begins with the same line of `before`, line breaks and all: only cells were added at the ends. */
function assertOnlyAppended(before: string, after: string): void {
  const a = before.split('\n');
  const b = after.split('\n');
  assert.equal(b.length, a.length, 'no line added or removed');
  for (const [i, line] of a.entries()) {
    const bare = line.replace(/\r$/, '');
    assert.ok(b[i]!.startsWith(bare), `line ${i + 1} begins as it was: ${b[i]}`);
    assert.equal(b[i]!.endsWith('\r'), line.endsWith('\r'), `line ${i + 1} keeps its line break`);
  }
}

/** LTA's car parks with some rows' `lat,lng` replaced: empty cells, NA, text, zeros. Rows are 1-based data rows. */
const BLANKED = new Map([
  [3, ','],
  [5, 'NA,NA'],
  [8, 'unknown,unknown'],
  [13, '0,0'],
]);

function ltaWithGaps(): string {
  const lines = readReal('lta-carpark-locations.csv').split('\n');
  for (const [row, cells] of BLANKED) lines[row] = lines[row]!.replace(/,[^,]*,[^,]*$/, `,${cells}`);
  return lines.join('\n');
}

/** The same, as a Windows export: BOM, CRLF, a comment after the header and a blank line inside. */
function ltaWindowsExport(): string {
  const lines = ltaWithGaps().replace(/\n$/, '').split('\n');
  lines.splice(1, 0, '# Source: LTA DataMall, car park locations');
  lines.splice(10, 0, '');
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

const answerAllNear = (keys: readonly string[]): Map<string, JobAnswer<Nearest>> =>
  new Map(keys.map((key, i) => [key, { ok: true, value: { building: `BUILDING ${i}`, address: `${i} SOME ROAD`, postalCode: '018989' } }]));

function reverseGeocode(text: string): { text: string; job: ReturnType<typeof prepareReverseGeocode>; result: ReturnType<typeof writeReverseGeocode> } {
  const job = prepareReverseGeocode(text, 50);
  const result = writeReverseGeocode(text, job, answerAllNear(job.items.map((i) => i.key)));
  return { text: applyInsertions(text, result.insertions), job, result };
}

describe('Tables stay rectangular: rows without coordinates get the new columns too', () => {
  it('Add Planning Area on LTA car parks with blank, NA, text and zero coordinates: empty cells there, every line as long as the header', () => {
    const source = ltaWithGaps();
    const result = addPlanningAreas(source, index);
    const text = applyInsertions(source, result.insertions);
    const [header, ...rows] = assertRectangular(text);
    assert.deepEqual(header!.slice(-2), ['PlanningArea', 'Region']);
    for (const [row] of BLANKED) assert.deepEqual(rows[row - 1]!.slice(-2), ['', ''], `row ${row}`);
    assert.deepEqual(rows[0]!.slice(-2), placementValues(index.locate(103.8144006, 1.292483012)));
    assert.equal(result.rows.withoutCoordinates, BLANKED.size);
    assert.equal(result.placedRows, rows.length - BLANKED.size);
    assertOnlyAppended(source, text);
    // The quoted address with commas is still one field, as written.
    assert.ok(text.includes('HG1,"BLK 1,2,6,7 HOUGANG AVE 3",C,HDB,HG1_C,1.362153542,103.8941874,HOUGANG,NORTH-EAST REGION\n'));
  });

  it('a Windows export (BOM, CRLF, a comment, a blank line): cells added, the comment, the blank line, the BOM and every CRLF as they were', () => {
    const source = ltaWindowsExport();
    const text = applyInsertions(source, addPlanningAreas(source, index).insertions);
    assertRectangular(text);
    assertOnlyAppended(source, text);
    assert.ok(text.startsWith('\uFEFFCarParkID,Development,LotType,Agency,id,lat,lng,PlanningArea,Region\r\n# Source: LTA DataMall, car park locations\r\n'));
    assert.equal(text.match(/\r\n\r\n/g)?.length, 1, 'the blank line stays blank');
    assert.equal(text.split('\r\n').length, source.split('\r\n').length);
    assert.equal(text.replace(/\r\n/g, '').includes('\n'), false, 'no bare LF added');
  });

  it('HDB car parks, every field quoted: a row without X and Y gets "" cells, quoted like the rest', () => {
    const lines = readReal('hdb-carpark-information.csv').split('\n');
    lines[4] = lines[4]!.replace(/"[\d.]+","[\d.]+"/, '"",""');
    const source = lines.join('\n');
    const text = applyInsertions(source, addPlanningAreas(source, index).insertions);
    const [, ...rows] = assertRectangular(text);
    assert.deepEqual(rows[3]!.slice(-2), ['', '']);
    assert.ok(text.split('\n')[4]!.endsWith('"N","",""'), text.split('\n')[4]);
    assertOnlyAppended(source, text);
  });

  it('Reverse Geocode: a row without coordinates says `no coordinates`, nothing is asked for it, and it is not counted as done', () => {
    const source = ltaWindowsExport();
    const { text, job, result } = reverseGeocode(source);
    const [header, ...rows] = assertRectangular(text);
    assert.deepEqual(header!.slice(-3), ['NearestBuilding', 'NearestAddress', 'NearestPostalCode']);
    const without = rows.filter((r) => r.at(-3) === 'no coordinates');
    assert.equal(without.length, BLANKED.size);
    for (const row of without) assert.deepEqual(row.slice(-2), ['', '']);
    assert.equal(job.items.length, rows.length - BLANKED.size);
    assert.equal(result.insertions.filter((i) => i.notAsked === true).length, BLANKED.size);
    assertOnlyAppended(source, text);
  });

  it('Travel Times: a trip row without coordinates says `no coordinates`; a row with one place gets empty cells; TSV and CRLF kept', () => {
    const source = 'trip\tstart_lat\tstart_lng\tend_lat\tend_lng\tnote\r\nA\t1.3521\t103.8198\t1.2840\t103.8514\tok\r\nB\t\t\t\t\tnot yet surveyed\r\nC\t1.3521\t103.8198\tNA\tNA\t"one end, ""quoted"""\r\n';
    const job = prepareTravelTimes(source, { routeType: 'walk' });
    assert.equal(job.items.length, 1);
    assert.equal(job.onePlace, 1);
    const result = writeTravelTimes(source, job, new Map([[job.items[0]!.key, { ok: true, value: { minutes: 75, km: 6.1 } } as JobAnswer<Travel>]]));
    const text = applyInsertions(source, result.insertions);
    assert.equal(
      text,
      'trip\tstart_lat\tstart_lng\tend_lat\tend_lng\tnote\twalk_minutes\twalk_km\r\n' +
        'A\t1.3521\t103.8198\t1.2840\t103.8514\tok\t75\t6.1\r\n' +
        'B\t\t\t\t\tnot yet surveyed\tno coordinates\t\r\n' +
        'C\t1.3521\t103.8198\tNA\tNA\t"one end, ""quoted"""\t\t\r\n',
    );
    assertRectangular(text, '\t');
    assert.deepEqual(result.trips, { routed: 1, none: 0, errors: 0, notReached: 0 });
  });

  it('a quoted field holding a line break is one row: its cells go after its last column, never inside the field; a quote inside a field is a character', () => {
    const source = 'name,remark,lat,lng\nBishan,"entrance at\nthe back",1.3510,103.8483\nSurvey point 7,"not located:\nsee ""notes""",,\nCulvert,5" pipe,,\nOrchard,"",1.3048,103.8318\n';
    const text = applyInsertions(source, addPlanningAreas(source, index).insertions);
    assert.equal(
      text,
      'name,remark,lat,lng,planning_area,region\nBishan,"entrance at\nthe back",1.3510,103.8483,BISHAN,CENTRAL REGION\n' +
        'Survey point 7,"not located:\nsee ""notes""",,,,\nCulvert,5" pipe,,,,\nOrchard,"",1.3048,103.8318,ORCHARD,CENTRAL REGION\n',
    );
    assertRectangular(text);
  });

  it('a row short of the header\'s fields (trailing empty cells dropped, a Total line) is filled first: the new values stand under their names', () => {
    const source = 'name,lat,lng,"remark, if any"\nBishan,1.3510,103.8483\nOrchard,1.3048,103.8318,"busy, always"\n"Newton, north",1.3138,103.8380\nTotal\n';
    const text = applyInsertions(source, addPlanningAreas(source, index).insertions);
    assert.equal(
      text,
      'name,lat,lng,"remark, if any",planning_area,region\nBishan,1.3510,103.8483,,BISHAN,CENTRAL REGION\n' +
        'Orchard,1.3048,103.8318,"busy, always",ORCHARD,CENTRAL REGION\n"Newton, north",1.3138,103.8380,"","NEWTON","CENTRAL REGION"\nTotal,,,,,\n',
    );
    assertRectangular(text);
  });

  it('a header-only file, and a file where no row has coordinates, are refused as having none: nothing written', () => {
    for (const source of ['name,lat,lng\n', 'name,lat,lng\r\nA,,\r\nB,NA,NA\r\n']) {
      assert.throws(() => addPlanningAreas(source, index), /No coordinate pairs found/, JSON.stringify(source));
      assert.throws(() => prepareReverseGeocode(source, 50), /No coordinate pairs found/, JSON.stringify(source));
    }
    // Coordinates only in a row outside the selection: the rows selected have none, and none is written.
    const source = 'name,lat,lng\nA,,\nB,1.3510,103.8483\n';
    assert.deepEqual(addPlanningAreas(source, index, [{ start: 13, end: 16 }]).insertions, []);
  });

  it('Travel Time Matrix reads the places of the rows that have them: a row without coordinates is no origin', () => {
    const places = matrixPlaces(ltaWithGaps());
    assert.equal(places.length, readReal('lta-carpark-locations.csv').trim().split('\n').length - 1 - BLANKED.size);
    assert.ok(places.every((p) => Number.isFinite(p.lat) && Number.isFinite(p.lon)));
  });

  it('JSON: an object without coordinates is left as it is by all three commands; the others get their fields', () => {
    const source = '[\n  {"name": "A", "start_lat": 1.3521, "start_lng": 103.8198, "end_lat": 1.2840, "end_lng": 103.8514},\n  {"name": "B", "start_lat": null, "start_lng": null, "end_lat": null, "end_lng": null}\n]\n';
    const objectB = '{"name": "B", "start_lat": null, "start_lng": null, "end_lat": null, "end_lng": null}';
    const areas = applyInsertions(source, addPlanningAreas(source, index).insertions);
    const reverse = reverseGeocode(source).text;
    const job = prepareTravelTimes(source, { routeType: 'walk' });
    const travel = applyInsertions(source, writeTravelTimes(source, job, new Map([[job.items[0]!.key, { ok: true, value: { minutes: 75, km: 6.1 } } as JobAnswer<Travel>]])).insertions);
    for (const [command, text] of [['Add Planning Area', areas], ['Reverse Geocode', reverse], ['Travel Times', travel]] as const) {
      const [a, b] = JSON.parse(text) as Array<Record<string, unknown>>;
      assert.ok(Object.keys(a!).length > 5, `${command} wrote into A`);
      assert.ok(text.includes(`\n  ${objectB}\n`), `${command} left B as it was`);
      assert.deepEqual(Object.keys(b!), ['name', 'start_lat', 'start_lng', 'end_lat', 'end_lng']);
    }
  });
});

describe('Rows without coordinates are tracked during the job like any other', () => {
  it('a row without coordinates filled in during the job is skipped and named; a line added above another moves its cells with it', () => {
    const source = ltaWithGaps();
    const job = prepareReverseGeocode(source, 50);
    const lines = source.split('\n');
    const offsetOf = (line: number): number => lines.slice(0, line).reduce((n, l) => n + l.length + 1, 0);
    // The user types coordinates into data row 3 (line 4, which ends `,,`) and adds a line above data row 5.
    const typed = ',1.3,103.8';
    const row3End = offsetOf(3) + lines[3]!.length;
    const added = 'NEW,ROW,X,LTA,NEW_X,,\n';
    const tracker = new RowTracker(job.rows);
    tracker.applyChanges([
      { rangeOffset: row3End - 2, rangeLength: 2, text: typed },
      { rangeOffset: offsetOf(5), rangeLength: 0, text: added },
    ]);
    const edited = source.slice(0, row3End - 2) + typed + source.slice(row3End, offsetOf(5)) + added + source.slice(offsetOf(5));
    const result = writeReverseGeocode(source, job, answerAllNear(job.items.map((i) => i.key)));
    const placed = placeInsertions(tracker, job.rows, result.insertions, 'Reverse Geocode');
    assert.deepEqual(
      placed.skipped.map((row) => job.rows[row]!.label),
      ['line 4'],
    );
    const text = applyInsertions(edited, placed.edits);
    const after = text.split('\n');
    assert.equal(after[3], lines[3]!.slice(0, -2) + typed, 'the edited row is left as the user wrote it');
    assert.equal(after[5], 'NEW,ROW,X,LTA,NEW_X,,', 'the new line is not the job\'s');
    assert.ok(after[6]!.startsWith(lines[5]!) && after[6]!.endsWith(',no coordinates,,'), after[6]);
    assert.equal(after[0], 'CarParkID,Development,LotType,Agency,id,lat,lng,NearestBuilding,NearestAddress,NearestPostalCode');
  });
});
