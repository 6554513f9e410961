// Reverse Geocode on real files and on the forms users write: the questions made (keys, what is sent) and the
// text written back from answers given here, as the job runner would hand them over.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { applyInsertions } from '../../../src/planningArea/addPlanningAreas';
import { type Nearest, nearestOf, prepareReverseGeocode, writeReverseGeocode } from '../../../src/reverseGeocode/reverseGeocodeRows';
import { transformPoint } from '../../../src/shared/coords/transform';
import { csvRecords, parseCsv, readReal } from '../coords/realFixtures';

const place = (n: number): Nearest => ({ building: `BUILDING ${n}`, address: `${n} SOME ROAD`, postalCode: `0${n}0000`.slice(0, 6) });

/** Every key answered with a place numbered by its first appearance. */
function answerAll(keys: readonly string[]): Map<string, JobAnswer<Nearest>> {
  const answers = new Map<string, JobAnswer<Nearest>>();
  for (const key of keys) if (!answers.has(key)) answers.set(key, { ok: true, value: place(answers.size + 1) });
  return answers;
}

function run(text: string, answers?: (keys: string[]) => Map<string, JobAnswer<Nearest>>, buffer = 50) {
  const job = prepareReverseGeocode(text, buffer);
  const keys = job.items.map((i) => i.key);
  const result = writeReverseGeocode(text, job, (answers ?? answerAll)(keys));
  return { job, result, text: applyInsertions(text, result.insertions) };
}

describe('Reverse Geocode: questions', () => {
  it('HDB car parks in SVY21: revgeocodexy with the file\'s own X and Y to a tenth of a metre, and the buffer', () => {
    const source = readReal('hdb-carpark-information.csv');
    const { job } = run(source);
    const rows = csvRecords('hdb-carpark-information.csv');
    assert.equal(job.items.length, rows.length);
    for (const [i, row] of rows.entries()) {
      const { point, buffer } = job.items[i]!.query as { point: { X: number; Y: number }; buffer: number };
      // Read as WGS84 and back: within a hair of the file's value, rounded to a tenth.
      assert.ok(Math.abs(point.X - Number(row.x_coord)) <= 0.05 + 1e-6 && Math.abs(point.Y - Number(row.y_coord)) <= 0.05 + 1e-6, JSON.stringify([point, row]));
      assert.equal(buffer, 50);
      assert.equal(job.items[i]!.key, `revgeocode|xy|${point.X.toFixed(1)},${point.Y.toFixed(1)}|buffer=50`);
    }
  });

  it('LTA bus stops in WGS84: revgeocode at 5 decimals; the buffer is part of the key', () => {
    const source = readReal('lta-datamall-bus-stops.json');
    const stops = JSON.parse(source) as Array<{ Latitude: number; Longitude: number }>;
    const job = prepareReverseGeocode(source, 120);
    assert.equal(job.items.length, stops.length);
    assert.deepEqual(job.items[0], {
      key: 'revgeocode|1.29685,103.85254|buffer=120',
      query: { point: { lat: 1.29685, lon: 103.85254 }, buffer: 120 },
    });
    for (const [i, stop] of stops.entries()) assert.equal((job.items[i]!.query.point as { lat: number }).lat, Math.round(stop.Latitude * 1e5) / 1e5);
  });

  it('the same point in either axis order, or twice, is one key', () => {
    const latFirst = prepareReverseGeocode('name,lat,lng\nA,1.3521,103.8198\nB,1.3521,103.8198\n', 50);
    const lonFirst = prepareReverseGeocode('name,lng,lat\nA,103.8198,1.3521\n', 50);
    assert.equal(new Set(latFirst.items.map((i) => i.key)).size, 1);
    assert.equal(lonFirst.items[0]!.key, latFirst.items[0]!.key);
    assert.equal(lonFirst.items[0]!.key, 'revgeocode|1.35210,103.81980|buffer=50');
  });

  it('Web Mercator is asked as WGS84 through revgeocode; a TSV gets tab-separated columns', () => {
    const source = 'name\tx\ty\nCavenagh\t11559510.22\t145167.07\n';
    const [lon, lat] = transformPoint('EPSG:3857', 'EPSG:4326', 11559510.22, 145167.07);
    const { job, text } = run(source);
    assert.equal(job.items[0]!.key, `revgeocode|${lat.toFixed(5)},${lon.toFixed(5)}|buffer=50`);
    assert.equal(text, 'name\tx\ty\tnearest_building\tnearest_address\tnearest_postal_code\nCavenagh\t11559510.22\t145167.07\tBUILDING 1\t1 SOME ROAD\t010000\n');
  });

  it('a row with two places asks twice and gets two groups of columns, named after its pairs', () => {
    const source = 'trip,start_lat,start_lng,end_lat,end_lng\n1,1.3521,103.8198,1.2840,103.8514\n';
    const { job, text, result } = run(source);
    assert.equal(job.items.length, 2);
    assert.deepEqual(result.columns, [
      'start_nearest_building',
      'start_nearest_address',
      'start_nearest_postal_code',
      'end_nearest_building',
      'end_nearest_address',
      'end_nearest_postal_code',
    ]);
    assert.equal(text.split('\n')[1], '1,1.3521,103.8198,1.2840,103.8514,BUILDING 1,1 SOME ROAD,010000,BUILDING 2,2 SOME ROAD,020000');
  });
});

describe('Reverse Geocode: writing', () => {
  it('HDB car parks (quoted CSV): three quoted columns after the last, nothing else changed', () => {
    const source = readReal('hdb-carpark-information.csv');
    const { text, result } = run(source);
    const [header, ...rows] = parseCsv(text);
    const [sourceHeader, ...sourceRows] = parseCsv(source);
    assert.deepEqual(header, [...sourceHeader!, 'nearest_building', 'nearest_address', 'nearest_postal_code']);
    for (const [i, row] of rows.entries()) assert.deepEqual(row.slice(0, -3), sourceRows[i]);
    assert.ok(text.split('\n')[1]!.endsWith('"Y","BUILDING 1","1 SOME ROAD","010000"'), text.split('\n')[1]);
    assert.equal(result.places.found, sourceRows.length);
  });

  it('LTA bus stops (JSON, PascalCase, tabs): NearestBuilding, NearestAddress, NearestPostalCode as strings in its style', () => {
    const source = readReal('lta-datamall-bus-stops.json');
    const { text } = run(source);
    const before = JSON.parse(source) as Array<Record<string, unknown>>;
    const after = JSON.parse(text) as Array<Record<string, unknown>>;
    assert.deepEqual(after[0], { ...before[0], NearestBuilding: 'BUILDING 1', NearestAddress: '1 SOME ROAD', NearestPostalCode: '010000' });
    assert.match(text, /"Longitude": 103\.85253591654006,\n\t\t"NearestBuilding": "BUILDING 1",\n\t\t"NearestAddress"/);
    assert.equal(after.length, before.length);
  });

  it('JSON on one line, camelCase keys: fields in the object\'s own spacing', () => {
    const source = '[{"stopId": 1, "latitude": 1.3521, "longitude": 103.8198}]';
    const { text } = run(source);
    assert.equal(text, '[{"stopId": 1, "latitude": 1.3521, "longitude": 103.8198, "nearestBuilding": "BUILDING 1", "nearestAddress": "1 SOME ROAD", "nearestPostalCode": "010000"}]');
  });

  it('nothing near says its buffer; an error is written in its row with the server\'s words; commas are quoted', () => {
    const source = 'id,lat,lng\n1,1.3521,103.8198\n2,1.2000,103.6000\n3,1.4000,103.9000\n';
    const { text, result } = run(source, (keys) => new Map<string, JobAnswer<Nearest>>([
      [keys[0]!, { ok: true, value: { building: 'TAN, LIM "HOUSE"', address: '1 ROAD', postalCode: '018989' } }],
      [keys[1]!, { ok: true, value: null }],
      [keys[2]!, { ok: false, error: 'Invalid location, please check.' }],
    ]), 30);
    assert.deepEqual(text.split('\n').slice(1, 4), [
      '1,1.3521,103.8198,"TAN, LIM ""HOUSE""",1 ROAD,018989',
      '2,1.2000,103.6000,nothing within 30 m,,',
      '3,1.4000,103.9000,"error: Invalid location, please check.",,',
    ]);
    assert.deepEqual(result.places, { found: 1, nothing: 1, errors: 1, notReached: 0 });
  });

  it('after Cancel the rows not reached say `not asked` (the table stays square), each insertion naming its own row', () => {
    const source = 'id,lat,lng\n1,1.3521,103.8198\n2,1.2840,103.8514\n3,1.3000,103.8000\n';
    const { job, result, text } = run(source, (keys) => new Map([[keys[1]!, { ok: true, value: place(7) }], [keys[2]!, { ok: true, value: null }]]));
    assert.deepEqual(text.split('\n'), ['id,lat,lng,nearest_building,nearest_address,nearest_postal_code', '1,1.3521,103.8198,not asked,,', '2,1.2840,103.8514,BUILDING 7,7 SOME ROAD,070000', '3,1.3000,103.8000,nothing within 50 m,,', '']);
    assert.deepEqual(result.insertions.map((i) => [job.rows[i.row]!.label, i.notAsked === true]), [['the header', false], ['line 2', true], ['line 3', false], ['line 4', false]]);
    assert.equal(result.places.notReached, 1);
  });

  it('run twice, nothing is asked; a header with some of the columns is refused before anything is asked, naming the column', () => {
    const { text } = run('id,lat,lng\n1,1.3521,103.8198\n');
    const again = prepareReverseGeocode(text, 50);
    assert.deepEqual([again.mode, again.items.length, again.done], ['finish', 0, 1]);
    assert.throws(() => prepareReverseGeocode('id,lat,lng,nearest_building\n1,1.3521,103.8198,X\n', 50), /already has nearest_building: remove or rename it, then run Reverse Geocode again/);
  });

  it("OneMap's nearest place: block and road make the address; no building is empty; none is null", () => {
    const base = { lat: 1.28, lon: 103.85, x: 29000, y: 29000 };
    assert.deepEqual(nearestOf([{ ...base, block: '10', road: 'ANSON ROAD', building: 'INTERNATIONAL PLAZA', postalCode: '079903' }, { ...base, road: 'OTHER' }]), {
      building: 'INTERNATIONAL PLAZA',
      address: '10 ANSON ROAD',
      postalCode: '079903',
    });
    assert.deepEqual(nearestOf([{ ...base, road: 'ANSON ROAD' }]), { building: '', address: 'ANSON ROAD', postalCode: '' });
    assert.equal(nearestOf([]), null);
  });
});
