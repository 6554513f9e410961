// Add Nearest Places with the travel time: the routes planned (start: the row, end: each of its k straight-line
// nearest candidates, keyed as Travel Times keys them), the shortest route winning, ties, failures written as
// Travel Times writes them, a cancelled job's rows, and the old columns replaced as one replacement a row.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { JobAnswer } from '../../../src/batch/jobTypes';
import { applyInsertions, nearestK, PlaceIndex, placesFromSvy21, withoutColumns, type Kind } from '../../../src/nearest';
import { prepareNearestTravel, writeNearestTravel } from '../../../src/travelTimes/nearestRoutes';
import { shortestRoute } from '../../../src/travelTimes/nearestRouteColumns';
import { replacedRows } from '../../../src/travelTimes/replacedRows';
import { transformPoint } from '../../../src/shared/coords/transform';
import { routeItem, type Travel } from '../../../src/travelTimes/travelRequest';
import { parseCsv, readReal } from '../coords/realFixtures';
import { bruteNearest } from '../nearest/bruteForce';
import { stationPlaces } from '../nearest/fixturePlaces';

const stations = stationPlaces();
const mrt: Kind = { words: ['mrt'], index: new PlaceIndex(stations) };
const walk = { routeType: 'walk' } as const;
const ok = (minutes: number, km: number): JobAnswer<Travel> => ({ ok: true, value: { minutes, km } });
const wgs = (x: number, y: number) => {
  const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
  return { lat, lon };
};

describe('Add Nearest Places by route: the routes asked', () => {
  it('HDB car parks: each row to its 3 nearest stations, start the row, end the station; the same key as Travel Times', () => {
    const text = readReal('hdb-carpark-information.csv');
    const job = prepareNearestTravel(text, [mrt], walk, [], {}, { decimals: 0 });
    const [header, ...rows] = parseCsv(text);
    const xAt = header!.indexOf('x_coord');
    const keys = new Set(job.items.map((i) => i.key));
    for (const [i, row] of rows.entries()) {
      const [x, y] = [Number(row[xAt]), Number(row[xAt + 1])];
      const [candidates] = [...job.planned[i]!.values()];
      const expected = nearestK(mrt.index, x, y, 3);
      assert.deepEqual(candidates![0]!.candidates.map((c) => c.name), expected.map((c) => stations.names[c.place]), row[0]);
      assert.equal(candidates![0]!.straight.name, stations.names[bruteNearest(stations, x, y).place]);
      for (const [n, c] of candidates![0]!.candidates.entries()) {
        const place = expected[n]!.place;
        const item = routeItem(wgs(x, y), wgs(stations.x[place]!, stations.y[place]!), walk);
        assert.equal(c.key, item.key);
        assert.ok(keys.has(item.key));
        // Start is the row (rounded as sent), end the station: not the other way round.
        const sent = job.items.find((it) => it.key === item.key)!.query;
        assert.deepEqual([sent.start, sent.end], [item.query.start, item.query.end]);
        assert.ok(Math.abs(sent.start.lat - wgs(x, y).lat) < 1e-5 && Math.abs(sent.end.lat - wgs(stations.x[place]!, stations.y[place]!).lat) < 1e-5);
      }
    }
    // A route shared by rows at one spot is asked once.
    assert.equal(job.items.length, keys.size);
    assert.ok(job.items.length <= 300 * 3);
  });

  it('a row standing on the candidate is 0 min and 0 m without asking', () => {
    const places = placesFromSvy21([{ name: 'here', x: 30000, y: 30000 }]);
    const text = 'name,x,y\nA,30000,30000\n';
    const job = prepareNearestTravel(text, [{ words: ['p'], index: new PlaceIndex(places) }], walk, [], { from: 'EPSG:3414' }, { decimals: 0 });
    assert.equal(job.items.length, 0);
    const out = applyInsertions(text, writeNearestTravel(text, job, new Map()).insertions);
    assert.equal(out, 'name,x,y,nearest_p,nearest_p_m,nearest_p_walk,nearest_p_walk_min,nearest_p_walk_m\nA,30000,30000,here,0,here,0,0\n');
  });
});

describe('Add Nearest Places by route: the shortest route wins', () => {
  const three = (a: JobAnswer<Travel> | undefined, b: JobAnswer<Travel> | undefined, c: JobAnswer<Travel> | undefined) => [
    { name: 'nearest', answer: a },
    { name: 'second', answer: b },
    { name: 'third', answer: c },
  ];
  it('the fewest minutes, not the nearest in a straight line', () => {
    assert.deepEqual(shortestRoute(three(ok(12, 0.9), ok(8.5, 0.7), ok(9, 0.6))), { name: 'second', minutes: 8.5, metres: 700, at: 1 });
  });
  it('ties: the same minutes go to fewer metres, then to the nearer in a straight line', () => {
    assert.deepEqual(shortestRoute(three(ok(8, 0.71), ok(8, 0.7), ok(8, 0.7))), { name: 'second', minutes: 8, metres: 700, at: 1 });
    assert.deepEqual(shortestRoute(three(ok(8, 0.7), ok(8, 0.7), ok(9, 0.1))), { name: 'nearest', minutes: 8, metres: 700, at: 0 });
  });
  it('failed candidates are passed over; all failed: the first one says why, as Travel Times writes it', () => {
    assert.deepEqual(shortestRoute(three({ ok: false, error: 'Bad request' }, ok(10, 1), { none: 'no route' } as never)), { name: 'second', minutes: 10, metres: 1000, at: 1 });
    assert.deepEqual(shortestRoute(three({ ok: false, error: 'Bad request' }, { ok: true, value: { none: 'no route' } }, { ok: false, error: 'x' })), { failed: 'error: Bad request' });
    assert.deepEqual(shortestRoute(three({ ok: true, value: { none: 'no route' } }, { ok: false, error: 'Bad request' }, { ok: false, error: 'x' })), { failed: 'no route' });
  });
  it('any candidate not asked (a cancelled job): not asked, though others were answered', () => {
    assert.equal(shortestRoute(three(ok(1, 0.1), undefined, ok(2, 0.2))), 'not asked');
  });
});

describe('Add Nearest Places by route: the rows written', () => {
  const places = placesFromSvy21([
    { name: 'A', x: 30100, y: 30000 },
    { name: 'B', x: 30000, y: 30200 },
    { name: 'C', x: 29700, y: 30000 },
    { name: 'D', x: 35000, y: 35000 },
  ]);
  const kind: Kind = { words: ['stop'], index: new PlaceIndex(places) };
  const text = 'id,x,y\n1,30000,30000\n2,,\n3,35000,34990\n';
  const find = { from: 'EPSG:3414' as const };

  it('each row gets its shortest; a row without coordinates empty cells; a row all failed says why; a row not reached says not asked', () => {
    const job = prepareNearestTravel(text, [kind], walk, [], find, { decimals: 0, radius: 1000 });
    const keyOf = (row: number, name: string) => [...job.planned[row]!.values()][0]![0]!.candidates.find((c) => c.name === name)!.key!;
    const answers = new Map<string, JobAnswer<Travel>>([
      [keyOf(0, 'A'), ok(6, 0.45)],
      [keyOf(0, 'B'), ok(4.5, 0.3)],
      [keyOf(0, 'C'), ok(5, 0.32)],
    ]);
    const written = writeNearestTravel(text, job, answers);
    assert.deepEqual(applyInsertions(text, written.insertions).split('\n'), [
      'id,x,y,nearest_stop,nearest_stop_m,stop_within_1000m,nearest_stop_walk,nearest_stop_walk_min,nearest_stop_walk_m',
      '1,30000,30000,A,100,3,B,4.5,300',
      '2,,,,,,,,',
      '3,35000,34990,D,10,1,not asked,,',
      '',
    ]);
    assert.deepEqual(written.routes, { routed: 1, failed: 0, notAsked: 1 });
    for (const key of [keyOf(2, 'D'), keyOf(2, 'A'), keyOf(2, 'B')]) answers.set(key, { ok: false, error: 'The server is busy' });
    const all = writeNearestTravel(text, job, answers);
    assert.equal(applyInsertions(text, all.insertions).split('\n')[3], '3,35000,34990,D,10,1,error: The server is busy,,');
    assert.deepEqual(all.routes, { routed: 1, failed: 1, notAsked: 0 });
  });

  it('replacing the old columns: each row one replacement in the document, the result as if written on the text without them', () => {
    const first = prepareNearestTravel(text, [kind], walk, [], find, { decimals: 0 });
    const before = applyInsertions(text, writeNearestTravel(text, first, new Map()).insertions);
    assert.match(before, /not asked/);
    const names = ['nearest_stop', 'nearest_stop_m', 'nearest_stop_walk', 'nearest_stop_walk_min', 'nearest_stop_walk_m'];
    const stripped = withoutColumns(before, names);
    assert.equal(stripped.text, text);
    const job = prepareNearestTravel(stripped.text, [kind], walk, [], find, { decimals: 0 });
    const answers = new Map(job.items.map((i) => [i.key, ok(3, 0.25)] as const));
    const written = writeNearestTravel(stripped.text, job, answers);
    const mapped = replacedRows(stripped.text, stripped.cuts, job.rows, written.insertions);
    assert.equal(mapped.insertions.length, 4);
    assert.deepEqual(
      mapped.rows.map((r) => before.slice(r.start, r.end)),
      before.split('\n').slice(0, 4),
    );
    assert.equal(applyInsertions(before, mapped.insertions), applyInsertions(stripped.text, written.insertions));
    assert.doesNotMatch(applyInsertions(before, mapped.insertions), /not asked/);
  });
});
