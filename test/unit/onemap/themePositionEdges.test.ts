// Where a theme's record is drawn, at the edges: a point is "lat,lng" (lat first) and a polygon "[[lng,lat]]"
// (lng first), each taken up to ±90/±180 and no further, a swapped point refused rather than put in the sea;
// the data date in both of OneMap's forms; a record's fields as text, without the position fields.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { readTheme, readThemeDate, readThemePosition } from '../../../src/onemap/themeResponses';

test('a point is "lat,lng": read lng first, both ends of each range taken, one step past refused', () => {
  assert.deepEqual(readThemePosition('1.29307,103.82707'), { type: 'Point', coordinates: [103.82707, 1.29307] });
  assert.deepEqual(readThemePosition(' -1.5 ,  -103 '), { type: 'Point', coordinates: [-103, -1.5] });
  for (const [lat, lng] of [[90, 180], [-90, -180], [-90, 180], [90, -180]]) {
    assert.deepEqual(readThemePosition(`${lat},${lng}`), { type: 'Point', coordinates: [lng, lat] }, `${lat},${lng}`);
  }
  for (const off of ['90.0001,103.8', '-90.0001,103.8', '1.3,180.0001', '1.3,-180.0001', '103.82707,1.29307']) {
    assert.equal(readThemePosition(off), undefined, off);
  }
  for (const notOne of ['1.3,103.8,5', '1.3', '+1.3,103.8', '1.3,103.8x', 'x1.3,103.8', '1.,103.8', '1.3 103.8', '1.3,,103.8']) {
    assert.equal(readThemePosition(notOne), undefined, notOne);
  }
  assert.equal(readThemePosition(1.3), undefined);
});

test('a polygon is "[[lng,lat]]": lng first at its edges; fewer than three positions is a point at the first', () => {
  assert.deepEqual(readThemePosition('[[180,90],[-180,-90],[180,-90]]'), {
    type: 'Polygon',
    coordinates: [[[180, 90], [-180, -90], [180, -90], [180, 90]]],
  });
  assert.equal(readThemePosition('[[180.0001,1],[103,1],[103,2]]'), undefined);
  assert.equal(readThemePosition('[[103,1],[103,90.0001],[104,2]]'), undefined);
  assert.equal(readThemePosition('[[1.31,103.84],[1.31,103.85],[1.32,103.85]]'), undefined, 'lat first puts 103 as a latitude');
  assert.deepEqual(readThemePosition('[[103.84,1.31],[103.85,1.32]]'), { type: 'Point', coordinates: [103.84, 1.31] });
  assert.deepEqual(readThemePosition('[[103.84,1.31]]'), { type: 'Point', coordinates: [103.84, 1.31] });
  const closedAlready = '[[103.84,1.31],[103.85,1.31],[103.85,1.32],[103.84,1.31]]';
  assert.deepEqual(readThemePosition(closedAlready), { type: 'Polygon', coordinates: [JSON.parse(closedAlready)] }, 'not closed twice');
  const sameLng = '[[103.84,1.31],[103.85,1.31],[103.84,1.32]]';
  assert.equal((readThemePosition(sameLng) as { coordinates: number[][][] }).coordinates[0]!.length, 4, 'a last position sharing only the longitude is not the first');
  const sameLat = '[[103.84,1.31],[103.85,1.32],[103.86,1.31]]';
  assert.equal((readThemePosition(sameLat) as { coordinates: number[][][] }).coordinates[0]!.length, 4, 'nor one sharing only the latitude');
  for (const broken of ['[]', '[[]]', '[[[]]]', '[1,2]', '[["103",1]]', '[[103,1],5]', '[[103,1],[103,2],[104]]', '[ [103.84,1.31', '[null]']) {
    assert.equal(readThemePosition(broken), undefined, broken);
  }
});

test('the data date: an ISO string, or {date, timezone} with its zone (else UTC) and milliseconds kept to three', () => {
  assert.equal(readThemeDate(' 2015-02-12T15:29:05+00:00 '), '2015-02-12T15:29:05+00:00');
  assert.equal(readThemeDate({ date: '2015-02-13 07:29:05.123456', timezone: '+08:00' }), '2015-02-13T07:29:05.123+08:00');
  assert.equal(readThemeDate({ date: '2015-02-13 07:29:05', timezone: '-05:30' }), '2015-02-13T07:29:05-05:30');
  for (const zone of ['Asia/Singapore', '+0800', '08:00', ' +08:00', undefined]) {
    assert.equal(readThemeDate({ date: '2015-02-13 07:29:05.1', timezone: zone }), '2015-02-13T07:29:05.1Z', String(zone));
  }
  for (const bad of [{ date: 20150213 }, { timezone: '+08:00' }, 'Friday', '', 42, null]) assert.equal(readThemeDate(bad), undefined, JSON.stringify(bad));
});

test('a record keeps every field as trimmed text, numbers too, without LatLng, Type, empty or "null" values', () => {
  const long = 'y'.repeat(2_100);
  const theme = readTheme(
    {
      SrchResults: [
        { Theme_Name: ' Kindergartens ', Category: 'null', Owner: ' MOE ', DateTime: 'soon' },
        { NAME: ' Kim Keat ', LatLng: '1.3,103.8', Type: 'Point', POSTAL: 310123, EMPTY: '  ', GONE: 'null', NAN: Number.NaN, LONG: long, FLAG: true },
      ],
    },
    'kindergartens',
  );
  assert.deepEqual(
    { name: theme.name, owner: theme.owner, category: theme.category, dataDate: theme.dataDate, featCount: theme.featCount, skipped: theme.skipped },
    { name: 'Kindergartens', owner: 'MOE', category: undefined, dataDate: undefined, featCount: 1, skipped: 0 },
  );
  assert.deepEqual(theme.records[0]!.fields, [['NAME', 'Kim Keat'], ['POSTAL', '310123'], ['LONG', 'y'.repeat(2_000)]]);
});
