// Travel Time Matrix at its edges: a selection of plain pairs ending or starting exactly at a pair, rows named
// or unnamed in every delimiter, the largest matrix allowed, two places alike on one axis only, and the CSV
// exactly as written (quotes, OneMap's "no route", the final newline).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { MAX_MATRIX_ROUTES, matrixCsv, matrixPlaces, prepareMatrix } from '../../../src/travelTimes/matrix';
import { routeItem, type Travel } from '../../../src/travelTimes/travelRequest';

describe('Travel Time Matrix: places', () => {
  const PAIRS = '1.3521, 103.8198\n1.2840 103.8514\n';
  const endOfFirst = PAIRS.indexOf('\n');
  const startOfSecond = endOfFirst + 1;

  it('a selection of plain pairs: one that ends where a pair starts, or starts where one ends, leaves it out', () => {
    assert.deepEqual(matrixPlaces(PAIRS, [{ start: 0, end: startOfSecond }]).map((p) => p.label), ['1.3521, 103.8198']);
    assert.deepEqual(matrixPlaces(PAIRS, [{ start: endOfFirst, end: PAIRS.length }]).map((p) => p.label), ['1.2840 103.8514']);
    assert.deepEqual(matrixPlaces(PAIRS, [{ start: endOfFirst - 1, end: startOfSecond + 1 }]).map((p) => p.label), ['1.3521, 103.8198', '1.2840 103.8514']);
    assert.deepEqual(matrixPlaces(PAIRS, [{ start: endOfFirst, end: startOfSecond }]), []);
  });

  it('a row with nothing that reads as a name is named by its coordinates, to 5 decimals', () => {
    assert.deepEqual(matrixPlaces('lat,lng\n1.3521,103.8198\n'), [{ label: '1.35210, 103.81980', lat: 1.3521, lon: 103.8198 }]);
  });

  for (const [name, d] of [['tab', '\t'], ['semicolon', ';'], ['comma', ',']] as const) {
    it(`${name}-separated rows are named by their name column, not by a cell split wrongly`, () => {
      const places = matrixPlaces(`id${d}name${d}lat${d}lng\n7${d}Home${d}1.3521${d}103.8198\n`);
      assert.deepEqual(places.map((p) => p.label), ['Home']);
    });
  }

  it("a BOM before the header: its first column's name is still read (name before address)", () => {
    assert.deepEqual(matrixPlaces('\uFEFFname,address,lat,lng\nHome,1 Raffles Place,1.3521,103.8198\n').map((p) => p.label), ['Home']);
  });
});

describe('Travel Time Matrix: the job', () => {
  const A = { label: 'A', lat: 1.3, lon: 103.8 };

  it('no destinations is said as such', () => {
    assert.throws(() => prepareMatrix([A], [], { routeType: 'walk' }), /^Error: No destinations found/);
  });

  it(`exactly ${MAX_MATRIX_ROUTES} routes is allowed`, () => {
    const hundred = Array.from({ length: 100 }, (_, i) => ({ label: String(i), lat: 1.3, lon: 103.7 + i / 1000 }));
    assert.equal(prepareMatrix(hundred, hundred, { routeType: 'walk' }).pairs.length, MAX_MATRIX_ROUTES);
  });

  it('two places alike in latitude only, or in longitude only, are a trip, asked; the same point is not', () => {
    const sameLat = { label: 'B', lat: 1.3, lon: 103.9 };
    const sameLon = { label: 'C', lat: 1.4, lon: 103.8 };
    const job = prepareMatrix([A], [sameLat, sameLon, { ...A, label: 'A again' }], { routeType: 'drive' });
    assert.deepEqual(job.items.map((i) => i.key), ['route|drive|1.30000,103.80000|1.30000,103.90000', 'route|drive|1.30000,103.80000|1.40000,103.80000']);
    assert.equal(job.pairs[2], undefined);
  });
});

describe('Travel Time Matrix: the CSV as written', () => {
  it('quotes only cells with a quote, comma or line break, doubling quotes; OneMap\'s "no route" in error; ends with a newline', () => {
    const origins = [{ label: 'The "Hub"', lat: 1.3, lon: 103.8 }, { label: 'Line\nbreak', lat: 1.31, lon: 103.8 }];
    const destinations = [{ label: 'Work', lat: 1.284, lon: 103.8514 }];
    const job = prepareMatrix(origins, destinations, { routeType: 'pt', date: '11-26-2026', time: '08:30:00' });
    const answers = new Map<string, JobAnswer<Travel>>([
      [job.items[0]!.key, { ok: true, value: { none: 'no public-transport route' } }],
      [job.items[1]!.key, { ok: true, value: { minutes: 12.5, km: 3.25 } }],
    ]);
    assert.equal(
      matrixCsv(job, answers),
      'origin,origin_lat,origin_lon,destination,destination_lat,destination_lon,pt_minutes,pt_km,error\n' +
        '"The ""Hub""",1.3,103.8,Work,1.284,103.8514,,,no public-transport route\n' +
        '"Line\nbreak",1.31,103.8,Work,1.284,103.8514,12.5,3.25,\n',
    );
  });

  it('a public-transport trip without a date or time asks for none (empty, not made up)', () => {
    const item = routeItem({ lat: 1.3, lon: 103.8 }, { lat: 1.284, lon: 103.8514 }, { routeType: 'pt' });
    assert.equal(item.key, 'route|pt|TRANSIT|1.30000,103.80000|1.28400,103.85140||');
    assert.deepEqual(item.query, { start: { lat: 1.3, lon: 103.8 }, end: { lat: 1.284, lon: 103.8514 }, routeType: 'pt', date: '', time: '', mode: 'TRANSIT', numItineraries: 1 });
  });
});
