// OneMap's own converter, recorded from live calls, reproduced by the engine.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, transformPoint, type CrsId } from '../../../src/shared/coords';
import { assertClose, readSample, type RecordedConversion } from './support';

const METRE = 1e-6;
const DEGREE = 1e-9;

const FILES = ['convert_ahzhezhe_snapshot_2025.json', 'convert_pyonemap_2023-08.json'];
const DIRECTIONS: [key: string, from: CrsId, to: CrsId][] = [
  ['4326to3857', 'EPSG:4326', 'EPSG:3857'],
  ['4326to3414', 'EPSG:4326', 'EPSG:3414'],
  ['3414to3857', 'EPSG:3414', 'EPSG:3857'],
  ['3414to4326', 'EPSG:3414', 'EPSG:4326'],
  ['3857to3414', 'EPSG:3857', 'EPSG:3414'],
  ['3857to4326', 'EPSG:3857', 'EPSG:4326'],
];

/** (x, y) of a request or response: longitude/latitude for WGS84, X/Y otherwise. */
function xy(value: RecordedConversion['request'], crs: CrsId): [number, number] {
  const pair = crs === 'EPSG:4326' ? [value.longitude, value.latitude] : [value.X, value.Y];
  assert.ok(typeof pair[0] === 'number' && typeof pair[1] === 'number', `sample lacks ${crs} coordinates: ${JSON.stringify(value)}`);
  return pair as [number, number];
}

for (const file of FILES) {
  const samples = readSample<Record<string, RecordedConversion>>(file);
  describe(`recorded OneMap conversions in ${file}`, () => {
    it('has all six directions', () => {
      for (const [key] of DIRECTIONS) assert.ok(samples[key], `${key} missing`);
    });

    for (const [key, from, to] of DIRECTIONS) {
      const tolerance = to === 'EPSG:4326' ? DEGREE : METRE;
      it(`${key}: transformPoint reproduces OneMap`, () => {
        const [x, y] = xy(samples[key]!.request, from);
        const [ex, ey] = xy(samples[key]!.response, to);
        const [ax, ay] = transformPoint(from, to, x, y);
        assertClose(ax, ex, tolerance, `${key} x`);
        assertClose(ay, ey, tolerance, `${key} y`);
      });

      it(`${key}: convertText reproduces OneMap in text`, () => {
        const [x, y] = xy(samples[key]!.request, from);
        const [ex, ey] = xy(samples[key]!.response, to);
        // Written as people write each system: "lat, lon" for WGS84, "X, Y" for the metre systems.
        const text = from === 'EPSG:4326' ? `${y}, ${x}` : `${x}, ${y}`;
        const result = convertText(text, { to, degreeDecimals: 12, metreDecimals: 9 });
        assert.equal(result.from, from);
        assert.equal(result.converted, 1);
        const match = /^(-?\d+\.\d+), (-?\d+\.\d+)$/.exec(result.text);
        assert.ok(match, `unexpected output ${JSON.stringify(result.text)}`);
        const [first, second] = [Number(match[1]), Number(match[2])];
        // The rule of issue 8: SVY21 easting first; degrees from SVY21 latitude first; otherwise the source's order.
        const latitudeFirst = (from === 'EPSG:4326' && to === 'EPSG:3857') || (from === 'EPSG:3414' && to === 'EPSG:4326');
        const [ax, ay] = latitudeFirst ? [second, first] : [first, second];
        assertClose(ax, ex, tolerance, `${key} x in "${result.text}"`);
        assertClose(ay, ey, tolerance, `${key} y in "${result.text}"`);
      });
    }
  });
}

describe('OneMap search and reverse-geocode results (both systems in one answer)', () => {
  interface Place {
    X?: string;
    Y?: string;
    XCOORD?: string;
    YCOORD?: string;
    LATITUDE: string;
    LONGITUDE: string;
  }
  const pyonemap = readSample<{
    search_200640: { response: { results: Place[] } };
    revgeocodexy: { response: { GeocodeInfo: Place[] } };
    revgeocode: { response: { GeocodeInfo: Place[] } };
  }>('convert_pyonemap_2023-08.json');
  const places = [
    ...pyonemap.search_200640.response.results,
    ...pyonemap.revgeocodexy.response.GeocodeInfo,
    ...pyonemap.revgeocode.response.GeocodeInfo,
  ];
  it('has places', () => assert.ok(places.length >= 5));
  for (const place of places) {
    const x = Number(place.X ?? place.XCOORD);
    const y = Number(place.Y ?? place.YCOORD);
    const lon = Number(place.LONGITUDE);
    const lat = Number(place.LATITUDE);
    it(`${lat}, ${lon} ↔ ${x}, ${y}`, () => {
      // OneMap prints XCOORD with 7 decimals: agreement to a micrometre is as close as the data allows.
      const [ax, ay] = transformPoint('EPSG:4326', 'EPSG:3414', lon, lat);
      assertClose(ax, x, 1e-6, 'easting');
      assertClose(ay, y, 1e-6, 'northing');
      const [alon, alat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
      assertClose(alon, lon, 1e-11, 'longitude');
      assertClose(alat, lat, 1e-11, 'latitude');
    });
  }
});
