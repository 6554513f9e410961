// Issue 8 in the engine: the order rule, named coordinates converted under their (renamed) names, and
// the shapes real files have. Exact texts, default settings unless a case says otherwise.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { CoordinateError, convertText, convertTexts, planConversion, type ConvertOptions } from '../../../src/shared/coords';
import { forgetNames } from '../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

const SVY21: ConvertOptions = { to: 'EPSG:3414' };
const WGS84: ConvertOptions = { to: 'EPSG:4326' };

describe('the order rule: what we write, we read back the same', () => {
  const cases: [name: string, input: string, options: ConvertOptions, output: string][] = [
    ['"lat, lon" to SVY21 is easting first', '1.3521, 103.8198', SVY21, '26496, 37134'],
    ['"lon, lat" to SVY21 is easting first too', '103.8198, 1.3521', SVY21, '26496, 37134'],
    ['SVY21 with svy21Order yx is written northing first', '1.3521, 103.8198', { ...SVY21, svy21Order: 'yx' }, '37134, 26496'],
    ['SVY21 to degrees in plain text: latitude first', '26496, 37134', WGS84, '1.3521, 103.8198'],
    ['SVY21 to degrees in a GeoJSON position: longitude first', '[26496, 37134]', WGS84, '[103.8198, 1.3521]'],
    ['SVY21 to degrees in WKT: longitude first', 'POINT (26496 37134)', WGS84, 'POINT (103.8198 1.3521)'],
    ['degrees to Web Mercator keep their order', '1.3521, 103.8198', { to: 'EPSG:3857' }, '150529, 11557167'],
  ];
  for (const [name, input, options, output] of cases) {
    it(name, () => assert.equal(convertText(input, options).text, output));
  }
});

describe('named coordinates (issue 8 examples)', () => {
  const cases: [name: string, input: string, options: ConvertOptions, output: string][] = [
    [
      'LTA DataMall bus stop, keys on separate lines',
      '{\n  "BusStopCode": "01012",\n  "Latitude": 1.29684825487647,\n  "Longitude": 103.85253591654006\n}',
      SVY21,
      '{\n  "BusStopCode": "01012",\n  "Northing": 31024.417897810,\n  "Easting": 30138.719949349\n}',
    ],
    ['lat/lng object', '{"lat": 1.3521, "lng": 103.8198}', SVY21, '{"north": 37134, "east": 26496}'],
    ['query string', 'lat=1.3521&lng=103.8198', SVY21, 'north=37134&east=26496'],
    ['names decide the axes, whatever the order', '{"lng": 103.8198, "lat": 1.3521}', SVY21, '{"east": 26496, "north": 37134}'],
    ['x/y names stay x/y', '{"x": 26496, "y": 37134}', WGS84, '{"x": 103.8198, "y": 1.3521}'],
    ['"Location": "lat lon" in one string', '{"Location": "1.29375 103.85718"}', SVY21, '{"Location": "30656 30682"}'],
    [
      'CSV whose columns are not adjacent',
      'lat,name,lng\n1.3521,"Blk 1, Street",103.8198\n',
      SVY21,
      'north,name,east\n37134,"Blk 1, Street",26496\n',
    ],
    ['renaming off', '{"lat": 1.3521, "lng": 103.8198}', { ...SVY21, rename: false }, '{"lat": 37134, "lng": 26496}'],
    [
      // On the way back X/Y and NORTHING/EASTING are one point in one system: only the renamed pair converts.
      'a row with both systems (OneMap search): with `from`, only that pair converts and the lone LONGTITUDE stays',
      '{"X":"22940.6744","Y":"31822.0613","LATITUDE":"1.30406152096298","LONGITUDE":"103.78785819334942","LONGTITUDE":"103.78785819334942"}',
      { to: 'EPSG:3414', from: 'EPSG:4326' },
      '{"X":"22940.6744","Y":"31822.0613","NORTHING":"31822.061300000","EASTING":"22940.674400002","LONGTITUDE":"103.78785819334942"}',
    ],
  ];
  for (const [name, input, options, output] of cases) {
    it(name, () => {
      const result = convertText(input, options);
      assert.equal(result.text, output);
      // And back, to the same text (renaming off: the names stay either way).
      assert.equal(convertText(result.text, { to: result.from, from: result.to, rename: options.rename }).text, input);
    });
  }

  it('a row with both systems and no `from` asks which system to convert', () => {
    const error = catchError(() => convertText('{"X":"22940.6744","Y":"31822.0613","LATITUDE":"1.29952","LONGITUDE":"103.78718"}', SVY21));
    assert.equal(error.code, 'mixed-systems');
    assert.deepEqual(error.systems?.slice().sort(), ['EPSG:3414', 'EPSG:4326']);
  });

  it('rows selected without their header: the header names the columns (the command renames it: headerRename.test.ts)', () => {
    const header = 'id,lat,lng';
    const result = convertTexts(['2,1.3521,103.8198'], { ...SVY21, header });
    assert.deepEqual(result.texts, ['2,37134,26496']);
    assert.equal(planConversion(['2,1.3521,103.8198'], { header }).pairs[0]!.syntax, 'named');
  });

  it('what is left of a row once its named columns are taken never pairs with the next row', () => {
    // Elevation 8 at the end of one row and id 10000 at the start of the next would read as SVY21.
    const text = 'id,lat,lon,elevation_m\n9999,1.3521,103.8198,8\n10000,1.3522,103.8199,9\n';
    const result = convertText(text, SVY21);
    assert.equal(result.converted, 2);
    assert.equal(result.from, 'EPSG:4326');
  });

  it('a name that contradicts its value is reported where it is, and nothing converts', () => {
    const text = 'lat,lng\n1.3521,103.8198\n30000,103.8198\n';
    const error = catchError(() => convertText(text, SVY21));
    assert.equal(error.code, 'name-contradicts-value');
    assert.equal(text.slice(error.location!.start, error.location!.end), '30000');
    assert.match(error.message, /"lat" is named for degrees but holds 30000/);
  });

  it('a latitude and a longitude under each other\'s names are reported as swapped, not as metres', () => {
    const text = '{"lat": 103.85718, "lng": 1.29375}';
    const error = catchError(() => convertText(text, SVY21));
    assert.equal(error.code, 'name-contradicts-value');
    assert.equal(text.slice(error.location!.start, error.location!.end), '103.85718');
    assert.match(error.message, /^"lat" holds 103\.85718, a longitude, and "lng" holds 1\.29375, a latitude: the names are swapped\./);
  });
});

describe('shapes real files have', () => {
  const cases: [name: string, input: string, options: ConvertOptions, output: string][] = [
    [
      'GeoJSON positions with Z and M',
      '{"coordinates":[[103.8198,1.3521,15,-1.7976931348623157e+308]]}',
      SVY21,
      '{"coordinates":[[26496,37134,15,-1.7976931348623157e+308]]}',
    ],
    [
      'GeoJSON wrapped in JavaScript with single quotes and HTML in a property',
      "var json_layer = {'type':'FeatureCollection','features':[{'properties':{'Description':'<td>ADDRESS</td><td>1, Street</td>'},'geometry':{'type':'Point','coordinates':[103.8198,1.3521]}}]};",
      SVY21,
      "var json_layer = {'type':'FeatureCollection','features':[{'properties':{'Description':'<td>ADDRESS</td><td>1, Street</td>'},'geometry':{'type':'Point','coordinates':[26496,37134]}}]};",
    ],
    ['zeros beside real coordinates are not SVY21', '0.000000,0.000000,1.3521,103.8198', SVY21, '0.000000,0.000000,26496,37134'],
    ['integer SVY21 values', '26496, 37134', WGS84, '1.3521, 103.8198'],
  ];
  for (const [name, input, options, output] of cases) {
    it(name, () => assert.equal(convertText(input, options).text, output));
  }
});

function catchError(run: () => unknown): CoordinateError {
  try {
    run();
  } catch (error) {
    if (error instanceof CoordinateError) return error;
    throw error;
  }
  assert.fail('expected a CoordinateError');
}
