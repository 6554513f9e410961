// Add Nearest Places' lines after a window reload: drawn again from the file's own columns, they are the lines
// the run drew (same ends, labels, places and distances), on real files, trips, two kinds and random rows; the
// columns holding them are found by their values, whichever the run wrote; an edited cell, removed columns and
// two places of one name are handled as said.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  addNearestPlaces,
  applyInsertions,
  keptPlaces,
  linesFromColumns,
  matchColumns,
  PlaceIndex,
  withoutColumns,
  type Kind,
  type KindLines,
  type NearestOptions,
} from '../../../src/nearest';
import { readReal } from '../coords/realFixtures';
import { recordedThemePlaces, stationPlaces } from './fixturePlaces';

const mrt: Kind = { words: ['mrt'], index: new PlaceIndex(stationPlaces()) };

function run(text: string, kinds: readonly Kind[] = [mrt], options: NearestOptions = { decimals: 0 }, spans: Array<{ start: number; end: number }> = []) {
  const result = addNearestPlaces(text, kinds, spans, {}, options);
  return { text: applyInsertions(text, result.insertions), lines: (k: number) => result.lines.kindLines(k, options.decimals) };
}

/** The lines drawn again from `text`'s columns, found from `lines`. */
function again(text: string, lines: KindLines, decimals = 0) {
  const columns = matchColumns(text, {}, lines);
  assert.ok(columns, 'the columns are found');
  return { columns, ...linesFromColumns(text, {}, columns, keptPlaces(lines), decimals) };
}

describe('Add Nearest Places on the map after a window reload: the lines from the file’s columns', () => {
  it('HDB car parks (CSV, SVY21): the same 300 lines, from nearest_mrt and nearest_mrt_m', () => {
    const { text, lines } = run(readReal('hdb-carpark-information.csv'));
    const drawn = lines(0);
    const back = again(text, drawn);
    assert.deepEqual(back.columns, [{ stem: '', name: 'nearest_mrt', metres: 'nearest_mrt_m' }]);
    assert.equal(back.unknown, 0);
    assert.equal(back.lines.labels.length, 300);
    assert.deepEqual(back.lines, drawn);
  });

  it('LTA bus stops (JSON): the same lines, from the objects’ NearestMrt and NearestMrtM', () => {
    const { text, lines } = run(readReal('lta-datamall-bus-stops.json'));
    const back = again(text, lines(0));
    assert.deepEqual(back.columns, [{ stem: '', name: 'NearestMrt', metres: 'NearestMrtM' }]);
    assert.deepEqual(back.lines, lines(0));
  });

  it('two kinds, two decimals: each kind from its own columns', () => {
    const kinds: Kind[] = [mrt, { words: ['zones'], index: new PlaceIndex(recordedThemePlaces()) }];
    const { text, lines } = run(readReal('hdb-carpark-information-2025.csv'), kinds, { decimals: 2 });
    for (const [k, name] of [[0, 'nearest_mrt'], [1, 'nearest_zones']] as const) {
      const back = again(text, lines(k), 2);
      assert.deepEqual(back.columns, [{ stem: '', name, metres: `${name}_m` }]);
      assert.deepEqual(back.lines, lines(k));
    }
  });

  it('a row with two places: start and end each from its own columns, even when both go to one station', () => {
    const source = 'trip,start_lat,start_lng,end_lat,end_lng\nhome,1.3521,103.8198,1.3533,103.9454\nnear,1.3521,103.8198,1.3522,103.8199\n';
    const { text, lines } = run(source);
    const back = again(text, lines(0));
    assert.deepEqual(
      back.columns.map((c) => [c.stem, c.name, c.metres]),
      [
        ['start', 'start_nearest_mrt', 'start_nearest_mrt_m'],
        ['end', 'end_nearest_mrt', 'end_nearest_mrt_m'],
      ],
    );
    assert.deepEqual(back.lines, lines(0));
  });

  it('the lines’ places in other columns (a walking run’s) are found there', () => {
    const source = [
      'name,lat,lon,nearest_mrt,nearest_mrt_m,nearest_mrt_walk,nearest_mrt_walk_min,nearest_mrt_walk_m',
      'a,1.3521,103.8198,BISHAN MRT STATION,900,MARYMOUNT MRT STATION,14.5,1210',
      'b,1.3000,103.8000,REDHILL MRT STATION,700,QUEENSTOWN MRT STATION,12,1000',
      '',
    ].join('\n');
    const lines: KindLines = {
      coords: [1.3521, 103.8198, 1.349, 103.839, 1.3, 103.8, 1.294, 103.806],
      labels: ['a', 'b'],
      names: ['MARYMOUNT MRT STATION', 'QUEENSTOWN MRT STATION'],
      nearest: [0, 1],
      metres: [1210, 1000],
    };
    const back = again(source, lines);
    assert.deepEqual(back.columns, [{ stem: '', name: 'nearest_mrt_walk', metres: 'nearest_mrt_walk_m' }]);
    assert.deepEqual(back.lines, lines);
  });

  it('a run on selected rows: only those rows have lines again, the others’ empty cells draw none', () => {
    const source = 'name,lat,lon\na,1.3521,103.8198\nb,1.3000,103.8000\nc,1.4400,103.8000\n';
    const start = source.indexOf('b,');
    const { text, lines } = run(source, [mrt], { decimals: 0 }, [{ start, end: source.indexOf('\n', start) }]);
    assert.equal(lines(0).labels.length, 1);
    const back = again(text, lines(0));
    assert.deepEqual(back.lines, lines(0));
  });

  it('a cell edited to a place the run did not find is counted, its line left out; the others are drawn', () => {
    const { text, lines } = run('name,lat,lon\na,1.3521,103.8198\nb,1.3000,103.8000\n');
    const columns = matchColumns(text, {}, lines(0))!;
    const edited = text.replace(/\na,([^,]*),([^,]*),[^,]*,/, '\na,$1,$2,NOWHERE STATION,');
    assert.notEqual(edited, text);
    const back = linesFromColumns(edited, {}, columns, keptPlaces(lines(0)), 0);
    assert.equal(back.unknown, 1);
    assert.deepEqual(back.lines.labels, ['b']);
  });

  it('columns removed since: refused with their names, as the layer’s entry says', () => {
    const { text, lines } = run('name,lat,lon\na,1.3521,103.8198\n');
    const columns = matchColumns(text, {}, lines(0))!;
    const without = withoutColumns(text, ['nearest_mrt']).text;
    assert.throws(() => linesFromColumns(without, {}, columns, keptPlaces(lines(0)), 0), { name: 'LinesGoneError', message: 'no longer has nearest_mrt' });
    assert.throws(() => linesFromColumns('', {}, columns, keptPlaces(lines(0)), 0), { name: 'LinesGoneError' });
  });

  it('a file that changed between the run and Show on Map keeps nothing', () => {
    const { text, lines } = run('name,lat,lon\na,1.3521,103.8198\nb,1.3000,103.8000\n');
    assert.equal(matchColumns(text.replace(/(\nb,[^,]*,[^,]*,)[^,]*/, '$1SOMEWHERE ELSE'), {}, lines(0)), undefined);
    assert.equal(matchColumns('name,lat,lon\nz,1.44,103.7\n', {}, lines(0)), undefined);
  });

  it('two kept places of one name: the one at the distance its row has written, either way round', () => {
    const text = 'name,lat,lon,nearest_mrt,nearest_mrt_m\na,1.3000,103.8000,BUGIS MRT STATION,1106\nb,1.3000,103.8000,BUGIS MRT STATION,2211\n';
    // Two places due north of the rows, 0.01° and 0.02° of latitude away (1 106 m and 2 211 m on SVY21).
    for (const order of [[0.01, 0.02], [0.02, 0.01]]) {
      const places = { names: ['BUGIS MRT STATION', 'BUGIS MRT STATION'], coords: [1.3 + order[0]!, 103.8, 1.3 + order[1]!, 103.8] };
      const { lines } = linesFromColumns(text, {}, [{ stem: '', name: 'nearest_mrt', metres: 'nearest_mrt_m' }], places, 0);
      assert.deepEqual([lines.coords[2], lines.coords[6]], [1.31, 1.32], `places in the order ${order}`);
      assert.deepEqual(lines.metres, [1106, 2211]);
    }
  });

  it('no distance column: the distance is worked out again on SVY21, in the decimals kept', () => {
    const text = 'name,lat,lon,nearest_mrt\na,1.3000,103.8000,NORTH\n';
    const { lines } = linesFromColumns(text, {}, [{ stem: '', name: 'nearest_mrt' }], { names: ['NORTH'], coords: [1.31, 103.8] }, 1);
    assert.ok(Math.abs(lines.metres[0]! - 1105.9) < 5, `about 1.1 km: ${lines.metres[0]}`);
    assert.equal(lines.metres[0], Number(lines.metres[0]!.toFixed(1)));
  });

  it('random rows: the lines from the columns are the lines the run drew', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 1.24, max: 1.46, noNaN: true }), fc.double({ min: 103.62, max: 104.0, noNaN: true })), { minLength: 1, maxLength: 25 }), (points) => {
        const { text, lines } = run(`name,lat,lon\n${points.map(([lat, lon], i) => `p${i},${lat},${lon}`).join('\n')}\n`);
        assert.deepEqual(again(text, lines(0)).lines, lines(0));
      }),
      { numRuns: 30 },
    );
  });
});
