// Add Nearest Places on real files and on the forms a user writes: the rows in, the text out. The oracle is the
// brute-force loop on each row's own coordinates (read here with a plain CSV reader or JSON.parse).
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addNearestPlaces, applyInsertions, NearestColumnsThereError, PlaceIndex, type Kind, type NearestOptions, type Places } from '../../../src/nearest';
import { transformPoint } from '../../../src/shared/coords/transform';
import { parseCsv, readReal } from '../coords/realFixtures';
import { bruteCount, bruteNearest } from './bruteForce';
import { busStops, recordedThemePlaces, stationPlaces } from './fixturePlaces';

const stations = stationPlaces();
const mrt: Kind = { words: ['mrt'], index: new PlaceIndex(stations) };
const DEFAULT: NearestOptions = { decimals: 0, radius: 1000 };

function run(text: string, kinds: readonly Kind[] = [mrt], options: NearestOptions = DEFAULT, spans: Array<{ start: number; end: number }> = []) {
  const result = addNearestPlaces(text, kinds, spans, {}, options);
  return { text: applyInsertions(text, result.insertions), result };
}

/** What the columns should say for a point in SVY21, from the loop. */
function expected(places: Places, x: number, y: number, radius = 1000): [string, number, number] {
  const hit = bruteNearest(places, x, y);
  return [places.names[hit.place]!, Math.round(Math.sqrt(hit.d2)), bruteCount(places, x, y, radius)];
}

describe('Add Nearest Places: real files, every row against brute force', () => {
  it('HDB car parks (CSV, SVY21, quoted): nearest_mrt, nearest_mrt_m and mrt_within_1000m after the last column', () => {
    const source = readReal('hdb-carpark-information.csv');
    const { text, result } = run(source);
    const [header, ...rows] = parseCsv(text);
    const [sourceHeader, ...sourceRows] = parseCsv(source);
    assert.deepEqual(header, [...sourceHeader!, 'nearest_mrt', 'nearest_mrt_m', 'mrt_within_1000m']);
    assert.equal(rows.length, 300);
    const xAt = sourceHeader!.indexOf('x_coord');
    for (const [i, row] of rows.entries()) {
      assert.deepEqual(row.slice(0, -3), sourceRows[i]);
      const [name, metres, count] = expected(stations, Number(row[xAt]), Number(row[xAt + 1]));
      assert.deepEqual(row.slice(-3), [name, String(metres), String(count)], row[0]);
    }
    assert.deepEqual(result.rows, { placed: 300, places: 300, withoutCoordinates: 0, outside: 0 });
    // Quoted like the rest of the file.
    assert.match(text.split('\n')[1]!, /,"[A-Z ]+ (MRT|LRT) STATION","\d+","\d+"$/);
  });

  it('LTA bus stops (JSON, PascalCase): NearestMrt, NearestMrtM (a number) and MrtWithin1000m after Longitude', () => {
    const source = readReal('lta-datamall-bus-stops.json');
    const { text } = run(source);
    const before = busStops();
    const after = JSON.parse(text) as Array<Record<string, unknown>>;
    for (const [i, stop] of before.entries()) {
      const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', stop.Longitude, stop.Latitude);
      const [name, metres, count] = expected(stations, x, y);
      assert.deepEqual(after[i], { ...stop, NearestMrt: name, NearestMrtM: metres, MrtWithin1000m: count }, stop.BusStopCode);
    }
  });

  it('two kinds at once (stations and a recorded theme), 2 decimals, no count', () => {
    const theme = recordedThemePlaces();
    const kinds: Kind[] = [mrt, { words: ['liquor', 'control', 'zones'], index: new PlaceIndex(theme) }];
    const { text, result } = run(readReal('hdb-carpark-information-2025.csv'), kinds, { decimals: 2 });
    assert.deepEqual(result.columns, ['nearest_mrt', 'nearest_mrt_m', 'nearest_liquor_control_zones', 'nearest_liquor_control_zones_m']);
    const [header, ...rows] = parseCsv(text);
    const xAt = header!.indexOf('x_coord');
    for (const row of rows) {
      const [x, y] = [Number(row[xAt]), Number(row[xAt + 1])];
      const a = bruteNearest(stations, x, y);
      const b = bruteNearest(theme, x, y);
      assert.deepEqual(row.slice(-4), [stations.names[a.place], String(Number(Math.sqrt(a.d2).toFixed(2))), theme.names[b.place], String(Number(Math.sqrt(b.d2).toFixed(2)))]);
    }
  });
});

describe('Add Nearest Places: systems, axis orders, two places a row', () => {
  // Three stations' own positions, and 250 m east of them: the answers are known without the loop.
  const picks = [3, 40, 120].map((i) => ({ name: stations.names[i]!, x: stations.x[i]!, y: stations.y[i]! }));
  const answers = picks.map((p) => expected(stations, p.x + 250, p.y));

  it('the same rows in SVY21, WGS84 and Web Mercator, each in both axis orders, get the same answers', () => {
    const texts: string[] = [];
    for (const [crs, names] of [['EPSG:3414', ['x', 'y']], ['EPSG:4326', ['lng', 'lat']], ['EPSG:3857', ['x', 'y']]] as const) {
      const rows = picks.map((p) => transformPoint('EPSG:3414', crs, p.x + 250, p.y).map((v) => v.toFixed(crs === 'EPSG:4326' ? 10 : 4)));
      texts.push(`id,${names[0]},${names[1]}\n${rows.map((r, i) => `${i},${r[0]},${r[1]}`).join('\n')}\n`);
      texts.push(`id,${names[1]},${names[0]}\n${rows.map((r, i) => `${i},${r[1]},${r[0]}`).join('\n')}\n`);
    }
    for (const source of texts) {
      const rows = parseCsv(run(source).text).slice(1);
      assert.deepEqual(rows.map((r) => r.slice(-3)), answers.map((a) => a.map(String)), source.split('\n')[0]);
    }
  });

  it('a row with two places (start_lat/start_lng and end_lat/end_lng) gets columns for each, named after the pair', () => {
    const wgs = picks.map((p) => transformPoint('EPSG:3414', 'EPSG:4326', p.x + 250, p.y));
    const source = `trip\tstart_lat\tstart_lng\tend_lat\tend_lng\n1\t${wgs[0]![1]}\t${wgs[0]![0]}\t${wgs[1]![1]}\t${wgs[1]![0]}\n`;
    const { text, result } = run(source);
    assert.deepEqual(result.columns, ['start_nearest_mrt', 'start_nearest_mrt_m', 'start_mrt_within_1000m', 'end_nearest_mrt', 'end_nearest_mrt_m', 'end_mrt_within_1000m']);
    assert.deepEqual(text.split('\n')[1]!.split('\t').slice(5), [...answers[0]!, ...answers[1]!].map(String));
    assert.deepEqual(result.rows, { placed: 1, places: 2, withoutCoordinates: 0, outside: 0 });
  });
});

describe('Add Nearest Places: rows without coordinates, outside Singapore, columns already there', () => {
  it('a row without coordinates gets empty cells (the table stays rectangular); a JSON object without them gets no fields', () => {
    const { text, result } = run('id,lat,lng\n1,1.3,103.85\n2,,\n');
    assert.equal(text.split('\n')[2], '2,,,,,');
    assert.equal(result.rows.withoutCoordinates, 1);
    const json = run('[{"id": 1, "lat": 1.3, "lng": 103.85}, {"id": 2}]').text;
    assert.deepEqual(Object.keys((JSON.parse(json) as object[])[1]!), ['id']);
  });

  it('rows outside Singapore are answered and counted', () => {
    const outside = (lon: number, lat: number): boolean => lat < 1.25 && lon > 104;
    const { result } = run('id,lat,lng\n1,1.3,103.85\n2,1.2,104.05\n', [mrt], { ...DEFAULT, outside });
    assert.deepEqual(result.rows, { placed: 2, places: 2, withoutCoordinates: 0, outside: 1 });
  });

  it('a file that already has the columns is refused by name; with a suffix they are written beside', () => {
    const once = run('id,lat,lng\n1,1.3,103.85\n').text;
    assert.throws(() => run(once), (e: unknown) => e instanceof NearestColumnsThereError && e.column === 'nearest_mrt');
    const twice = run(once, [mrt], { ...DEFAULT, suffix: '2' }).text;
    assert.equal(twice.split('\n')[0], 'id,lat,lng,nearest_mrt,nearest_mrt_m,mrt_within_1000m,nearest_mrt_2,nearest_mrt_m_2,mrt_within_1000m_2');
  });

  it('only the selected rows change', () => {
    const source = 'id,lat,lng\n1,1.3,103.85\n2,1.31,103.86\n';
    const start = source.indexOf('2,');
    const { text } = run(source, [mrt], DEFAULT, [{ start, end: start + 3 }]);
    assert.equal(text.split('\n')[1], '1,1.3,103.85');
    assert.notEqual(text.split('\n')[2], '2,1.31,103.86');
  });
});
