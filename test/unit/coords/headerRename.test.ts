// Rows of a table converted without their header line (the user selected the rows): the header's names of
// the converted columns are renamed as the rows' own names would be, so that the file reads back the same.
// Which rows were converted is the command's to judge; here, the renamed line and the round trip.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import fc from 'fast-check';
import { convertTexts, planConversion, renamedHeader, type ConvertOptions, type CrsId } from '../../../src/shared/coords';
import { forgetNames } from '../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

/** The header line a user's rows would need after converting them to `to`, or undefined. */
function headerAfter(header: string, rows: string, options: ConvertOptions & { to: CrsId }): string | undefined {
  return renamedHeader(header, planConversion([rows], { ...options, header }), options.to);
}

describe('the header of rows converted without it', () => {
  const cases: [name: string, header: string, rows: string, options: ConvertOptions & { to: CrsId }, expected: string | undefined][] = [
    ['lat/lon to SVY21', 'id,name,lat,lon,elevation_m', '1,Raffles Place MRT,1.283933,103.851463,12', { to: 'EPSG:3414' }, 'id,name,north,east,elevation_m'],
    ['LTA style, columns apart', 'CarParkID,lat,Agency,lng', '1,1.29375,LTA,103.85718', { to: 'EPSG:3857' }, 'CarParkID,north,Agency,east'],
    ['metres back to degrees', 'id,Northing,Easting', '7,37134,26496', { to: 'EPSG:4326' }, 'id,Latitude,Longitude'],
    ['tab-separated, camelCase', 'stop\tpickupLat\tpickupLng', 'A\t1.3521\t103.8198', { to: 'EPSG:3414' }, 'stop\tpickupNorth\tpickupEast'],
    [
      "OneMap's export, from degrees: only that pair's names change; LONGTITUDE stays",
      'X,Y,LATITUDE,LONGITUDE,LONGTITUDE',
      '22940.6744,31822.0613,1.29952,103.78718,103.78718',
      { to: 'EPSG:3414', from: 'EPSG:4326' },
      'X,Y,NORTHING,EASTING,LONGTITUDE',
    ],
    ['x/y names say nothing about units', 'id,X,Y', '1,103.8198,1.3521', { to: 'EPSG:3414' }, undefined],
    ['names already true to the target', 'id,easting,northing', '1,26496,37134', { to: 'EPSG:3857' }, undefined],
    ['plain pairs in rows the header does not name', 'id,note', '1,"at 1.3521, 103.8198"', { to: 'EPSG:3414' }, undefined],
  ];
  for (const [name, header, rows, options, expected] of cases) {
    it(name, () => assert.equal(headerAfter(header, rows, options), expected));
  }

  it('the plan notes each column once however many rows there are', () => {
    const rows = Array.from({ length: 50 }, (_, i) => `${i},1.3${i % 10},103.8${i % 10}`).join('\n');
    const plan = planConversion([rows], { header: 'id,lat,lng' });
    assert.deepEqual(plan.headerNames?.map((n) => [n.axis, n.text]).sort(), [['x', 'lng'], ['y', 'lat']]);
  });

  it('a header that is not the one planned with is left alone', () => {
    const plan = planConversion(['1,1.3521,103.8198'], { header: 'id,lat,lng' });
    assert.equal(renamedHeader('identifier,lat,lng', plan, 'EPSG:3414'), undefined);
  });
});

describe('rows and their header: there and back, byte for byte', () => {
  const NAMES: Array<[lat: string, lng: string]> = [['lat', 'lng'], ['latitude', 'longitude'], ['Latitude', 'Longitude'], ['LATITUDE', 'LONGITUDE'], ['start_lat', 'start_lng']];
  const table = fc.record({
    names: fc.constantFrom(...NAMES),
    to: fc.constantFrom<CrsId>('EPSG:3414', 'EPSG:3857'),
    points: fc.array(
      fc.record({
        lat: fc.double({ min: 1.24, max: 1.46, noNaN: true }),
        lon: fc.double({ min: 103.62, max: 104.0, noNaN: true }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    decimals: fc.integer({ min: 6, max: 9 }),
  });

  it('degrees → metres → degrees, header renamed and renamed back', () => {
    fc.assert(
      fc.property(table, ({ names: [lat, lng], to, points, decimals }) => {
        const header = `id,${lat},name,${lng}`;
        const rows = points.map((p, i) => `${i + 1},${p.lat.toFixed(decimals)},"Blk ${i}, Street",${p.lon.toFixed(decimals)}`).join('\n');
        const thereHeader = headerAfter(header, rows, { to });
        assert.ok(thereHeader && thereHeader !== header, `the header ${header} is renamed for metres`);
        const [there] = convertTexts([rows], { to, header }).texts;
        const backHeader = headerAfter(thereHeader, there!, { to: 'EPSG:4326' });
        const [back] = convertTexts([there!], { to: 'EPSG:4326', header: thereHeader }).texts;
        assert.equal(`${backHeader}\n${back}`, `${header}\n${rows}`);
      }),
      { seed: 8, numRuns: 300 },
    );
  });
});
