// What Show on Map draws after Add Nearest Places: each line runs from the row's own place to the place the
// row's columns name, with the distance the file has. Checked against the text the run wrote (the columns a
// user reads) and the brute-force loop, on real files, trips and random rows.
import * as assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { addNearestPlaces, applyInsertions, PlaceIndex, type Kind, type KindLines, type NearestOptions } from '../../../src/nearest';
import { transformPoint } from '../../../src/shared/coords/transform';
import { parseCsv, readReal } from '../coords/realFixtures';
import { bruteNearest } from './bruteForce';
import { busStops, recordedThemePlaces, stationPlaces } from './fixturePlaces';

const stations = stationPlaces();
const mrt: Kind = { words: ['mrt'], index: new PlaceIndex(stations) };

function run(text: string, kinds: readonly Kind[] = [mrt], options: NearestOptions = { decimals: 0 }) {
  const result = addNearestPlaces(text, kinds, [], {}, options);
  return { text: applyInsertions(text, result.insertions), lines: (k: number) => result.lines.kindLines(k, options.decimals) };
}

/** Within the 7 decimals the page is sent (about a centimetre). */
function near(actual: number, wanted: number, what: string): void {
  assert.ok(Math.abs(actual - wanted) <= 0.6e-7, `${what}: ${actual} is not ${wanted}`);
}

/** The position in WGS84, [lat, lon], of the station the loop finds nearest to (x, y) (names repeat: Bugis has two). */
function nearestAt(x: number, y: number): [number, number] {
  const i = bruteNearest(stations, x, y).place;
  const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', stations.x[i]!, stations.y[i]!);
  return [lat, lon];
}

function line(lines: KindLines, i: number) {
  const c = lines.coords.slice(4 * i, 4 * i + 4);
  return { from: [c[0]!, c[1]!], to: [c[2]!, c[3]!], label: lines.labels[i]!, name: lines.names[lines.nearest[i]!]!, metres: lines.metres[i]! };
}

describe('Add Nearest Places on the map: lines between the right ends', () => {
  it('HDB car parks (CSV, SVY21): each line from the row’s x/y to the station its columns name, labelled by its address', () => {
    const source = readReal('hdb-carpark-information.csv');
    const { text, lines } = run(source);
    const [header, ...rows] = parseCsv(text);
    const drawn = lines(0);
    assert.equal(drawn.labels.length, 300);
    const at = (name: string) => header!.indexOf(name);
    for (const [i, row] of rows.entries()) {
      const l = line(drawn, i);
      const [x, y] = [Number(row[at('x_coord')]), Number(row[at('y_coord')])];
      const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
      near(l.from[0]!, lat, `${row[0]} lat`);
      near(l.from[1]!, lon, `${row[0]} lon`);
      assert.equal(l.name, row[at('nearest_mrt')], row[0]);
      const [sLat, sLon] = nearestAt(x, y);
      near(l.to[0]!, sLat, `${l.name} lat`);
      near(l.to[1]!, sLon, `${l.name} lon`);
      assert.equal(String(l.metres), row[at('nearest_mrt_m')], row[0]);
      assert.equal(l.label, row[at('address')]);
    }
    // Each station is sent once however many rows it is nearest to.
    assert.equal(new Set(drawn.nearest).size, drawn.names.length);
    assert.ok(drawn.names.length < 300);
  });

  it('LTA bus stops (JSON): labelled by Description, the distance the number the object got', () => {
    const stops = busStops();
    const { text, lines } = run(readReal('lta-datamall-bus-stops.json'));
    const after = JSON.parse(text) as Array<{ Description: string; Latitude: number; Longitude: number; NearestMrt: string; NearestMrtM: number }>;
    const drawn = lines(0);
    assert.equal(drawn.labels.length, stops.length);
    for (const [i, stop] of after.entries()) {
      const l = line(drawn, i);
      assert.deepEqual([l.label, l.name, l.metres], [stop.Description, stop.NearestMrt, stop.NearestMrtM], stop.Description);
      near(l.from[0]!, stop.Latitude, 'lat');
      near(l.from[1]!, stop.Longitude, 'lon');
    }
  });

  it('a second kind has its own lines, and decimals as the file has them', () => {
    const theme = recordedThemePlaces();
    const kinds: Kind[] = [mrt, { words: ['zones'], index: new PlaceIndex(theme) }];
    const { text, lines } = run(readReal('hdb-carpark-information-2025.csv'), kinds, { decimals: 2 });
    const [header, ...rows] = parseCsv(text);
    const drawn = lines(1);
    assert.equal(drawn.labels.length, rows.length);
    for (const [i, row] of rows.entries()) {
      const l = line(drawn, i);
      assert.equal(l.name, row[header!.indexOf('nearest_zones')]);
      assert.equal(String(l.metres), row[header!.indexOf('nearest_zones_m')]);
    }
  });

  it('a row with two places gets two lines, named start and end; a row without coordinates none', () => {
    const a = [103.8198, 1.3521];
    const b = [103.9454, 1.3533];
    const source = `trip,start_lat,start_lng,end_lat,end_lng\n<b>home</b>,${a[1]},${a[0]},${b[1]},${b[0]}\nempty,,,,\n`;
    const { text, lines } = run(source);
    const drawn = lines(0);
    assert.deepEqual(drawn.labels, ['<b>home</b> (start)', '<b>home</b> (end)'], 'the label as the file has it (the page writes it as text)');
    const [, row] = parseCsv(text);
    assert.deepEqual([line(drawn, 0).name, line(drawn, 1).name], [row![5], row![7]]);
    assert.deepEqual(line(drawn, 0).from, [a[1], a[0]]);
    assert.deepEqual(line(drawn, 1).from, [b[1], b[0]]);
  });

  it('a table without a name-like column is labelled by its first column, and an empty one by its line', () => {
    const source = 'blk,lat,lng\n101,1.3521,103.8198\n,1.3000,103.8000\n';
    assert.deepEqual(run(source).lines(0).labels, ['101', 'Line 3']);
  });

  it('random rows: every line ends at the brute-force nearest, at its distance in whole metres', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double({ min: 1.24, max: 1.46, noNaN: true }), fc.double({ min: 103.62, max: 104.0, noNaN: true })), { minLength: 1, maxLength: 30 }), (points) => {
        const source = `name,lat,lon\n${points.map(([lat, lon], i) => `p${i},${lat},${lon}`).join('\n')}\n`;
        const drawn = run(source).lines(0);
        assert.equal(drawn.labels.length, points.length);
        points.forEach(([lat, lon], i) => {
          const [x, y] = transformPoint('EPSG:4326', 'EPSG:3414', lon, lat);
          const hit = bruteNearest(stations, x, y);
          const l = line(drawn, i);
          assert.equal(l.label, `p${i}`);
          assert.equal(l.name, stations.names[hit.place]);
          assert.equal(l.metres, Math.round(Math.sqrt(hit.d2)));
        });
      }),
      { numRuns: 40 },
    );
  });
});
