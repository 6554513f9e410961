// The theme readers on every recorded OneMap answer (test/fixtures/onemap-samples/theme_*): both DateTime
// forms, a point's "lat,lng" and a polygon's "[[lng,lat]]" text, an empty theme, an unknown query name.
import * as assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { isOneMapError, readAllThemes, readTheme, readThemeDate, readThemeInfo, readThemePosition, readThemeStatus, themeStatusRequest } from '../../../src/onemap';
import { repoRoot } from '../repoRoot';
import { sample } from '../samples';

const FILE = {
  kindergartens2020: 'theme_Alias3e-onemap-dart_retrieveTheme-kindergartens-fixture-excerpt.json',
  status: 'theme_ahzhezhe-onemapsg_checkThemeStatus-liquor_control_zones-public-2025-08.json',
  all2020: 'theme_ahzhezhe-onemapsg_getAllThemesInfo-moreInfo-Y-privateapi-2020-05.json',
  all2025: 'theme_ahzhezhe-onemapsg_getAllThemesInfo-moreInfo-Y-public-2025-08.json',
  info2025: 'theme_ahzhezhe-onemapsg_getThemeInfo-liquor_control_zones-public-2025-08.json',
  liquor2020: 'theme_ahzhezhe-onemapsg_retrieveTheme-liquor_control_zones-privateapi-2020-05.json',
  liquor2025: 'theme_ahzhezhe-onemapsg_retrieveTheme-liquor_control_zones-public-2025-08.json',
};

test('every recorded theme answer is named here, so none goes unread', () => {
  const recorded = readdirSync(path.join(repoRoot, 'test/fixtures/onemap-samples')).filter((name) => name.startsWith('theme_'));
  assert.deepEqual(recorded.sort(), Object.values(FILE).sort());
});

test('the list of themes in both forms: 131 in 2020, 166 in 2025, sorted by name, "null" read as absent', () => {
  const old = readAllThemes(sample(FILE.all2020));
  const now = readAllThemes(sample(FILE.all2025));
  assert.equal(old.length, 131);
  assert.equal(now.length, 166);
  const kindergartens = now.find((theme) => theme.queryName === 'kindergartens');
  assert.deepEqual(kindergartens, { queryName: 'kindergartens', name: 'Kindergartens', category: 'Education', owner: 'EARLY CHILDHOOD DEVELOPMENT AGENCY', icon: 'school.gif', published: '01/01/2012', expires: '31/12/2026' });
  const customs = now.find((theme) => theme.queryName === 'customs_tabacco_product');
  assert.equal(customs?.category, undefined);
  assert.equal(old.find((theme) => theme.queryName === 'liquor_control_zones')?.published, undefined);
  const names = now.map((theme) => theme.name);
  assert.deepEqual(names, [...names].sort((a, b) => a.localeCompare(b, 'en')));
});

test('getThemeInfo names the theme; a query name it does not list is told clearly', () => {
  assert.deepEqual(readThemeInfo(sample(FILE.info2025), 'liquor_control_zones'), { queryName: 'liquor_control_zones', name: 'Liquor Control Zone(s) proclaimed under Liquor Control (Supply and Consumption) Act 2015' });
  assert.throws(() => readThemeInfo({ Theme_Names: [] }, 'no_such_theme'), (error) => isOneMapError(error, 'bad-request') && /no theme "no_such_theme"/.test(error.message));
});

test('checkThemeStatus reads UpdatedFile and sends the time as the TypeScript client does', () => {
  assert.equal(readThemeStatus(sample(FILE.status), 'liquor_control_zones'), true);
  assert.equal(readThemeStatus({ UpdatedFile: false }, 'x'), false);
  assert.throws(() => readThemeStatus({}, 'x'), (error) => isOneMapError(error, 'malformed-response'));
  const { query } = themeStatusRequest('liquor_control_zones', new Date(Date.UTC(2020, 0, 2, 3, 4, 5)));
  assert.equal(query.get('dateTime'), '2020-01-02T03:04:05:000Z');
});

test('a 2020 point theme: DateTime as an object, "lat,lng" positions, every other field kept in order', () => {
  const theme = readTheme(sample(FILE.kindergartens2020), 'kindergartens');
  assert.equal(theme.name, 'Kindergartens');
  assert.equal(theme.owner, 'MINISTRY OF EDUCATION');
  assert.equal(theme.category, 'Education');
  assert.equal(theme.dataDate, '2017-03-08T23:00:04.254+00:00');
  assert.equal(theme.featCount, 59);
  assert.equal(theme.records.length, 2);
  assert.deepEqual(theme.records[0]!.geometry, { type: 'Point', coordinates: [103.827075942185, 1.29307225899878] });
  assert.deepEqual(theme.records[0]!.fields.map(([key]) => key), ['NAME', 'DESCRIPTION', 'ADDRESSPOSTALCODE', 'ADDRESSSTREETNAME', 'ICON_NAME']);
  assert.equal(theme.records[1]!.fields[0]![1], 'Kim Keat Christian Church Kindergarten');
});

test('a 2025 polygon theme: DateTime as an ISO string, "[[lng,lat]]" text read lng first', () => {
  const theme = readTheme(sample(FILE.liquor2025), 'liquor_control_zones');
  assert.equal(theme.dataDate, '2015-02-12T15:29:05+00:00');
  assert.equal(theme.owner, 'SINGAPORE POLICE FORCE');
  assert.equal(theme.records.length, 2);
  // The recording keeps one position per zone: drawn as a point there, never swapped into the sea.
  assert.deepEqual(theme.records[0]!.geometry, { type: 'Point', coordinates: [103.848649478524, 1.31069258855609] });
  assert.ok(!theme.records[0]!.fields.some(([key]) => key === 'LatLng' || key === 'Type'));
  assert.equal(theme.records[1]!.fields.find(([key]) => key === 'NAME')?.[1], 'Liquor Control Zone (Geylang)');
});

test('a whole polygon ring is closed; rings nested one level deeper read too', () => {
  const ring = '[[103.84,1.31],[103.85,1.31],[103.85,1.32]]';
  assert.deepEqual(readThemePosition(ring), { type: 'Polygon', coordinates: [[[103.84, 1.31], [103.85, 1.31], [103.85, 1.32], [103.84, 1.31]]] });
  assert.equal((readThemePosition(`[${ring},${ring}]`) as { coordinates: unknown[] }).coordinates.length, 2);
  for (const broken of ['[[103.84,1.31],[103.85', '1.31;103.84', '', '[[200,1]]', '95,103']) assert.equal(readThemePosition(broken), undefined, broken);
});

test('an empty theme (FeatCount 0 with no records) is a theme with nothing to draw, not an error', () => {
  const theme = readTheme(sample(FILE.liquor2020), 'liquor_control_zones');
  assert.equal(theme.featCount, 0);
  assert.deepEqual(theme.records, []);
  assert.equal(theme.dataDate, '2015-02-13T07:29:05.000+00:00');
});

test('an unknown query name, in either way OneMap says it, and a record without a position', () => {
  for (const body of [{ SrchResults: [] }, { SrchResults: [{ ErrorMessage: 'Invalid Query Name' }] }]) {
    assert.throws(() => readTheme(body, 'nope'), (error) => isOneMapError(error, 'bad-request') && /no theme "nope"/.test(error.message));
  }
  const theme = readTheme({ SrchResults: [{ Theme_Name: 'T', FeatCount: 2 }, { NAME: 'a', LatLng: 'here' }, { NAME: 'b', LatLng: '1.3,103.8' }] }, 't');
  assert.equal(theme.records.length, 1);
  assert.equal(theme.skipped, 1);
  assert.equal(readThemeDate('not a date'), undefined);
});
