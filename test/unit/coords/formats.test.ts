// The formats people paste, each with the exact text the conversion must produce. The converted
// numbers come from OneMap's recorded answers (test/fixtures/onemap-samples), rounded by hand:
//   A  WGS84 1.3039454, 103.8408471        → SVY21 28837.856, 31809.177   → 3857 11559510.223, 145167.070
//   B  WGS84 1.319728905, 103.8421581      → SVY21 28983.752, 33554.436   → 3857 11559656.163, 146924.542
//   C  SVY21 28833.0605447, 31810.3242714  → WGS84 1.3039558, 103.8408040 → 3857 11559505.426, 145168.225
//   D  SVY21 28983.788791079794, 33554.509813284 → WGS84 1.3197296, 103.8421584 → 3857 11559656.200, 146924.616
//   E  3857 11559510.222714178, 145167.06962612906 → WGS84 1.3039454, 103.8408471 → SVY21 28837.856, 31809.177
// Everything except the converted numbers must come out byte for byte as it went in.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { convertText, type ConvertOptions } from '../../../src/shared/coords';

interface Case {
  name: string;
  input: string;
  options: ConvertOptions;
  output: string;
  converted: number;
}

// Fixed decimals: these cases are about the text around the numbers (precision.test.ts and
// autoPrecision.test.ts cover the decimals chosen by default).
const FIXED = { degreeDecimals: 7, metreDecimals: 3 } as const;
const TO_SVY21: ConvertOptions = { to: 'EPSG:3414', ...FIXED };
const TO_WGS84: ConvertOptions = { to: 'EPSG:4326', ...FIXED };
const TO_3857: ConvertOptions = { to: 'EPSG:3857', ...FIXED };

const CASES: Case[] = [
  // Separators and brackets around a single pair.
  { name: 'a, b', input: '1.3039454, 103.8408471', options: TO_SVY21, output: '28837.856, 31809.177', converted: 1 },
  { name: 'a,b without a space', input: '1.3039454,103.8408471', options: TO_SVY21, output: '28837.856,31809.177', converted: 1 },
  { name: 'a b', input: '1.3039454 103.8408471', options: TO_SVY21, output: '28837.856 31809.177', converted: 1 },
  { name: 'a;b', input: '1.3039454;103.8408471', options: TO_SVY21, output: '28837.856;31809.177', converted: 1 },
  { name: 'a\tb', input: '1.3039454\t103.8408471', options: TO_SVY21, output: '28837.856\t31809.177', converted: 1 },
  { name: '(a, b)', input: '(1.3039454, 103.8408471)', options: TO_SVY21, output: '(28837.856, 31809.177)', converted: 1 },
  { name: '[a, b]', input: '[103.8408471, 1.3039454]', options: TO_SVY21, output: '[28837.856, 31809.177]', converted: 1 },
  { name: 'pair split over two lines', input: '1.3039454,\n103.8408471', options: TO_SVY21, output: '28837.856,\n31809.177', converted: 1 },
  { name: 'surrounding prose', input: 'Meet at 1.3039454, 103.8408471 please.', options: TO_SVY21, output: 'Meet at 28837.856, 31809.177 please.', converted: 1 },
  // Number syntax.
  { name: 'exponents', input: '1.3039454e0, 1.038408471E2', options: TO_SVY21, output: '28837.856, 31809.177', converted: 1 },
  { name: 'explicit plus signs', input: '+1.3039454, +103.8408471', options: TO_SVY21, output: '28837.856, 31809.177', converted: 1 },
  {
    name: 'more digits than a double holds',
    input: '28983.788791079794, 33554.509813284',
    options: TO_WGS84,
    output: '1.3197296, 103.8421584',
    converted: 1,
  },
  // Order: detected for degrees and Web Mercator, kept in the output.
  { name: 'WGS84 lon, lat stays x-first', input: '103.8408471, 1.3039454', options: TO_SVY21, output: '28837.856, 31809.177', converted: 1 },
  { name: 'WGS84 to Web Mercator', input: '1.3039454, 103.8408471', options: TO_3857, output: '145167.070, 11559510.223', converted: 1 },
  { name: 'Web Mercator x, y', input: '11559510.222714178, 145167.06962612906', options: TO_WGS84, output: '103.8408471, 1.3039454', converted: 1 },
  { name: 'Web Mercator y, x', input: '145167.06962612906, 11559510.222714178', options: TO_WGS84, output: '1.3039454, 103.8408471', converted: 1 },
  { name: 'Web Mercator to SVY21', input: '11559510.222714178, 145167.06962612906', options: TO_SVY21, output: '28837.856, 31809.177', converted: 1 },
  { name: 'SVY21 X, Y (default order)', input: '28833.0605447, 31810.3242714', options: TO_WGS84, output: '1.3039558, 103.8408040', converted: 1 },
  {
    name: 'SVY21 Y, X with svy21Order yx',
    input: '31810.3242714, 28833.0605447',
    options: { to: 'EPSG:4326', svy21Order: 'yx', ...FIXED },
    output: '1.3039558, 103.8408040',
    converted: 1,
  },
  { name: 'SVY21 to Web Mercator', input: '28833.0605447 31810.3242714', options: TO_3857, output: '11559505.426 145168.225', converted: 1 },
  // GeoJSON.
  {
    name: 'GeoJSON LineString',
    input: '{"type":"LineString","coordinates":[[103.8408471,1.3039454],[103.8421581,1.319728905]]}',
    options: TO_SVY21,
    output: '{"type":"LineString","coordinates":[[28837.856,31809.177],[28983.752,33554.436]]}',
    converted: 2,
  },
  {
    name: 'GeoJSON MultiPolygon (four levels of nesting)',
    input: '{"type":"MultiPolygon","coordinates":[[[[103.8408471,1.3039454],[103.8421581,1.319728905],[103.8408471,1.3039454]]]]}',
    options: TO_SVY21,
    output: '{"type":"MultiPolygon","coordinates":[[[[28837.856,31809.177],[28983.752,33554.436],[28837.856,31809.177]]]]}',
    converted: 3,
  },
  {
    name: 'GeoJSON position with elevation',
    input: '[103.8408471, 1.3039454, 15]',
    options: TO_SVY21,
    output: '[28837.856, 31809.177, 15]',
    converted: 1,
  },
  {
    name: 'pretty-printed GeoJSON, one number per line',
    input: '{\n  "type": "Point",\n  "coordinates": [\n    103.8408471,\n    1.3039454\n  ]\n}\n',
    options: TO_SVY21,
    output: '{\n  "type": "Point",\n  "coordinates": [\n    28837.856,\n    31809.177\n  ]\n}\n',
    converted: 1,
  },
  {
    name: 'GeoJSON feature collection: ids, years, versions and counts stay',
    input:
      '{"type":"FeatureCollection","features":[{"type":"Feature","id":7,"properties":{"name":"Orchard","year":2023,' +
      '"version":"1.2.3","visits":[12, 15],"floors":3},"geometry":{"type":"Point","coordinates":[103.8408471,1.3039454]}},' +
      '{"type":"Feature","id":8,"properties":{"name":"Newton","year":2019,"rating":4.5},' +
      '"geometry":{"type":"Point","coordinates":[103.8421581,1.319728905,42]}}]}',
    options: TO_SVY21,
    output:
      '{"type":"FeatureCollection","features":[{"type":"Feature","id":7,"properties":{"name":"Orchard","year":2023,' +
      '"version":"1.2.3","visits":[12, 15],"floors":3},"geometry":{"type":"Point","coordinates":[28837.856,31809.177]}},' +
      '{"type":"Feature","id":8,"properties":{"name":"Newton","year":2019,"rating":4.5},' +
      '"geometry":{"type":"Point","coordinates":[28983.752,33554.436,42]}}]}',
    converted: 2,
  },
  {
    name: 'GeoJSON in Web Mercator',
    input: '{"coordinates":[11559510.222714178,145167.06962612906]}',
    options: TO_WGS84,
    output: '{"coordinates":[103.8408471,1.3039454]}',
    converted: 1,
  },
  // WKT.
  { name: 'WKT POINT', input: 'POINT (103.8408471 1.3039454)', options: TO_SVY21, output: 'POINT (28837.856 31809.177)', converted: 1 },
  {
    name: 'WKT LINESTRING: lon/lat pairs, not the lat/lon pair across the comma',
    input: 'LINESTRING (103.8408471 1.3039454, 103.8421581 1.319728905)',
    options: TO_SVY21,
    output: 'LINESTRING (28837.856 31809.177, 28983.752 33554.436)',
    converted: 2,
  },
  {
    name: 'WKT POINT Z keeps the elevation',
    input: 'POINT Z (103.8408471 1.3039454 15)',
    options: TO_SVY21,
    output: 'POINT Z (28837.856 31809.177 15)',
    converted: 1,
  },
  {
    name: 'WKT in SVY21',
    input: 'SRID=3414;POINT(28833.0605447 31810.3242714)',
    options: TO_WGS84,
    output: 'SRID=3414;POINT(103.8408040 1.3039558)',
    converted: 1,
  },
  // CSV and TSV.
  {
    name: 'CSV with header, ids and names',
    input: 'id,name,lat,lon\n1,Orchard,1.3039454,103.8408471\n2,Newton,1.319728905,103.8421581\n',
    options: TO_SVY21,
    output: 'id,name,north,east\n1,Orchard,31809.177,28837.856\n2,Newton,33554.436,28983.752\n',
    converted: 2,
  },
  {
    name: 'CSV id,lat,lon,elevation rows',
    input: '3,1.3039454,103.8408471,15',
    options: TO_SVY21,
    output: '3,28837.856,31809.177,15',
    converted: 1,
  },
  {
    name: 'CSV with quoted values',
    input: '"id","lat","lon"\r\n"1","1.3039454","103.8408471"\r\n"2","1.319728905","103.8421581"\r\n',
    options: TO_SVY21,
    output: '"id","north","east"\r\n"1","31809.177","28837.856"\r\n"2","33554.436","28983.752"\r\n',
    converted: 2,
  },
  {
    name: "CSV with single-quoted values",
    input: "'1.3039454', '103.8408471'",
    options: TO_SVY21,
    output: "'28837.856', '31809.177'",
    converted: 1,
  },
  {
    name: 'TSV',
    input: 'id\tlat\tlon\tname\n1\t1.3039454\t103.8408471\tOrchard\n',
    options: TO_SVY21,
    output: 'id\tnorth\teast\tname\n1\t31809.177\t28837.856\tOrchard\n',
    converted: 1,
  },
  {
    name: 'SVY21 CSV id,x,y: the id is not an easting',
    input: 'id,x,y\n1,28833.0605447,31810.3242714\n',
    options: TO_WGS84,
    output: 'id,x,y\n1,103.8408040,1.3039558\n',
    converted: 1,
  },
  {
    name: 'SVY21 CSV with a large id and a trailing column',
    input: '12000,28833.0605447,31810.3242714,15',
    options: TO_WGS84,
    output: '12000,1.3039558,103.8408040,15',
    converted: 1,
  },
  {
    name: 'SVY21 CSV rows with ids in the SVY21 range: pairs never straddle rows',
    input: '10001,28833.0605447,31810.3242714\n10002,28983.788791079794,33554.509813284',
    options: TO_WGS84,
    output: '10001,1.3039558,103.8408040\n10002,1.3197296,103.8421584',
    converted: 2,
  },
  // Documents mixing formats and orders.
  {
    name: '"lat, lon" strings and GeoJSON [lon, lat] in one file',
    input: 'start: "1.3039454, 103.8408471"\nroute: [[103.8421581, 1.319728905], [103.8408471, 1.3039454]]\n',
    options: TO_SVY21,
    output: 'start: "28837.856, 31809.177"\nroute: [[28983.752, 33554.436], [28837.856, 31809.177]]\n',
    converted: 3,
  },
  {
    name: 'numbers that are not coordinates stay',
    input: 'v1.2.3 x1 EPSG:3414 on 2023-11-30, 10:45 — id 42: 1.3039454, 103.8408471 (2 of 3) x1e5 1.5',
    options: TO_SVY21,
    output: 'v1.2.3 x1 EPSG:3414 on 2023-11-30, 10:45 — id 42: 28837.856, 31809.177 (2 of 3) x1e5 1.5',
    converted: 1,
  },
  {
    name: 'non-ASCII text around the numbers',
    input: 'Café “Orchard” → 1.3039454, 103.8408471 📍 ünïcödé',
    options: TO_SVY21,
    output: 'Café “Orchard” → 28837.856, 31809.177 📍 ünïcödé',
    converted: 1,
  },
  { name: 'a leading byte order mark', input: '\uFEFF1.3039454, 103.8408471', options: TO_SVY21, output: '\uFEFF28837.856, 31809.177', converted: 1 },
  {
    name: 'a lone surrogate elsewhere in the text',
    input: 'broken \uD800 text; 1.3039454, 103.8408471',
    options: TO_SVY21,
    output: 'broken \uD800 text; 28837.856, 31809.177',
    converted: 1,
  },
  {
    name: 'non-breaking space between the numbers',
    input: '1.3039454,\u00A0103.8408471',
    options: TO_SVY21,
    output: '28837.856,\u00A031809.177',
    converted: 1,
  },
  {
    name: 'a number glued to a non-ASCII letter is not a coordinate',
    input: 'é1.3039454 1.3039454, 103.8408471',
    options: TO_SVY21,
    output: 'é1.3039454 28837.856, 31809.177',
    converted: 1,
  },
];

describe('formats: exact output text', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const result = convertText(c.input, c.options);
      assert.equal(result.text, c.output);
      assert.equal(result.converted, c.converted);
      assert.equal(result.to, c.options.to);
    });
  }
});

describe('source system in the result', () => {
  it('reports the detected system', () => {
    assert.equal(convertText('1.3039454, 103.8408471', TO_SVY21).from, 'EPSG:4326');
    assert.equal(convertText('28833.0605447, 31810.3242714', TO_WGS84).from, 'EPSG:3414');
    assert.equal(convertText('11559510.222714178, 145167.06962612906', TO_WGS84).from, 'EPSG:3857');
  });

  it('with `from`, converts only that system and leaves the others alone', () => {
    const input = 'wgs84 1.3039454, 103.8408471 | svy21 28833.0605447, 31810.3242714 | 3857 11559510.222714178, 145167.06962612906';
    const result = convertText(input, { from: 'EPSG:3414', to: 'EPSG:4326', ...FIXED });
    assert.equal(result.text, 'wgs84 1.3039454, 103.8408471 | svy21 1.3039558, 103.8408040 | 3857 11559510.222714178, 145167.06962612906');
    assert.equal(result.converted, 1);
    assert.equal(result.from, 'EPSG:3414');
  });
});
