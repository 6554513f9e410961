// Rows that hold two pairs (a trip's start and end), named or not, in either axis order, with or without
// their header line: both pairs convert, each in its own columns, exactly as each pair converts alone, and
// every name that would now lie is renamed, longitude-first headers as well as latitude-first ones.
import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { convertText, convertTexts, planConversion, renamedHeader, type CrsId } from '../../../src/shared/coords';
import { forgetNames } from '../../../src/shared/coords/named/names';

// Each test classifies its names afresh, as a new process would (names.ts keeps what it classified).
beforeEach(forgetNames);

const START = { lat: '1.3039454', lon: '103.8408471' }; // Raffles Place MRT
const END = { lat: '1.2966', lon: '103.7764' }; // NUS

/** A pair converted alone, as "x,y" values (SVY21 is written easting first). */
function alone(lat: string, lon: string, to: CrsId): [string, string] {
  const [x, y] = convertText(`${lon},${lat}`, { to }).text.split(',');
  return [x!, y!];
}

describe('a CSV row with two pairs', () => {
  for (const to of ['EPSG:3414', 'EPSG:3857'] as const) {
    // Each pair alone, converted inside the tests: code run as the file loads would make every mutant it
    // reaches a static one for Stryker (a fresh process and every test each).
    const both = (): string[] => [...alone(START.lat, START.lon, to), ...alone(END.lat, END.lon, to)];

    it(`named latitude first converts both pairs to ${to}, renaming all four columns`, () => {
      const [sx, sy, ex, ey] = both();
      const text = `trip,start_lat,start_lng,end_lat,end_lng\n1,${START.lat},${START.lon},${END.lat},${END.lon}`;
      const result = convertText(text, { to });
      assert.equal(result.converted, 2);
      assert.equal(result.text, `trip,start_north,start_east,end_north,end_east\n1,${sy},${sx},${ey},${ex}`);
    });

    it(`named longitude first converts both pairs to ${to}, renaming all four columns`, () => {
      const [sx, sy, ex, ey] = both();
      const text = `trip,start_lng,start_lat,end_lng,end_lat\n1,${START.lon},${START.lat},${END.lon},${END.lat}`;
      const result = convertText(text, { to });
      assert.equal(result.converted, 2);
      assert.equal(result.text, `trip,start_east,start_north,end_east,end_north\n1,${sx},${sy},${ex},${ey}`);
    });

    it(`rows selected without their header: both pairs of each row convert to ${to}, and the header is renamed`, () => {
      const [sx, sy, ex, ey] = both();
      const header = 'trip,start_lng,start_lat,end_lng,end_lat';
      const rows = [`1,${START.lon},${START.lat},${END.lon},${END.lat}`, `2,${END.lon},${END.lat},${START.lon},${START.lat}`];
      const result = convertTexts(rows, { to, header });
      assert.equal(result.converted, 4);
      assert.deepEqual(result.texts, [`1,${sx},${sy},${ex},${ey}`, `2,${ex},${ey},${sx},${sy}`]);
      assert.equal(renamedHeader(header, planConversion(rows, { to, header }), to), 'trip,start_east,start_north,end_east,end_north');
    });
  }

  it('unnamed values: latitude-first pairs and longitude-first pairs each give both points', () => {
    const [sx, sy] = alone(START.lat, START.lon, 'EPSG:3414');
    const [ex, ey] = alone(END.lat, END.lon, 'EPSG:3414');
    const latFirst = planConversion([`${START.lat},${START.lon},${END.lat},${END.lon}`], { to: 'EPSG:3414' });
    assert.deepEqual(latFirst.pairs.map((p) => [p.order, p.x, p.y]), [['yx', 103.8408471, 1.3039454], ['yx', 103.7764, 1.2966]]);
    const lonFirst = planConversion([`${START.lon},${START.lat},${END.lon},${END.lat}`], { to: 'EPSG:3414' });
    assert.deepEqual(lonFirst.pairs.map((p) => [p.order, p.x, p.y]), [['xy', 103.8408471, 1.3039454], ['xy', 103.7764, 1.2966]]);
    assert.equal(convertText(`${START.lon},${START.lat},${END.lon},${END.lat}`, { to: 'EPSG:3414' }).text, `${sx},${sy},${ex},${ey}`);
  });

  it('there and back: a two-pair table returns byte for byte, header included', () => {
    const text = `trip,start_lng,start_lat,end_lng,end_lat\n1,${START.lon},${START.lat},${END.lon},${END.lat}\n`;
    const there = convertText(text, { to: 'EPSG:3414' }).text;
    const back = convertText(there, { to: 'EPSG:4326' }).text;
    assert.equal(back, text);
  });
});

describe('a header renamed with x first', () => {
  const cases: [header: string, row: string, to: CrsId, renamed: string][] = [
    ['id,lng,lat', `1,${START.lon},${START.lat}`, 'EPSG:3414', 'id,east,north'],
    ['id,Longitude,Latitude', `1,${START.lon},${START.lat}`, 'EPSG:3857', 'id,Easting,Northing'],
    ['ID,LON,LAT', `1,${START.lon},${START.lat}`, 'EPSG:3414', 'ID,EAST,NORTH'],
    ['id,Easting,Northing', '1,28837.86,31809.18', 'EPSG:4326', 'id,Longitude,Latitude'],
    ['id,east,north', '1,28837.86,31809.18', 'EPSG:4326', 'id,lng,lat'],
  ];
  for (const [header, row, to, renamed] of cases) {
    it(`${header} → ${renamed}`, () => {
      assert.equal(renamedHeader(header, planConversion([row], { to, header }), to), renamed);
      const whole = convertText(`${header}\n${row}`, { to });
      assert.equal(whole.text.split('\n')[0], renamed, 'the same names when the header is converted with its rows');
    });
  }

  it('names already right for the target stay, x first', () => {
    assert.equal(renamedHeader('id,east,north', planConversion(['1,28837.86,31809.18'], { to: 'EPSG:3857', header: 'id,east,north' }), 'EPSG:3857'), undefined);
    assert.equal(renamedHeader('id,lng,lat', planConversion([`1,${START.lon},${START.lat}`], { to: 'EPSG:3414', header: 'id,lng,lat' }), 'EPSG:3414'), 'id,east,north');
    // Degree names over metres are a contradiction, not a rename: nothing is converted.
    assert.throws(() => planConversion(['1,11559310.7,145034.3'], { to: 'EPSG:4326', header: 'id,lng,lat' }), /"lng" is named for degrees but holds 11559310\.7, which is metres/);
  });
});
