// Reverse Geocode, Travel Times and Travel Time Matrix from the palette in the installed extension, against the
// OneMap simulator, on real data (HDB car parks in SVY21, LTA bus stops in WGS84, trips between LTA bus stops):
// each command's columns are read back from the editor and compared with what the simulator itself answers for
// the same questions; the questions sent are counted in its request log; one Ctrl+Z restores the file; the
// matrix opens a new CSV with a line per origin and destination. ONEMAP_README_SHOTS=1 copies the screenshots
// into media/screenshots for the README.
import * as assert from 'node:assert/strict';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { revgeocodeItem } from '../../src/reverseGeocode/reverseGeocodeRows';
import { transformPoint } from '../../src/shared/coords/transform';
import { routeItem } from '../../src/travelTimes/travelRequest';
import { activeEditorText, focusActiveEditor, waitForEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { repoRoot, sampleWorkspace } from '../host/paths';
import { onSession, startSession, type Session } from '../host/session';
import { pollUntil } from '../host/webview';
import { openFile, pickQuickPickItem, runCommand, typeIntoInputBox, waitForInputBox, waitForNotification, waitForStatusBarText } from '../host/workbench';
import { DEMO_USER, type Simulator, startSimulator } from '../simulator';
import { authorised, call, signIn as simToken } from '../unit/simulator/call';

const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';
const BUFFER = 300;
const fixture = (name: string): string => readFileSync(join(sampleWorkspace, 'ui', name), 'utf8');

describe('Reverse Geocode, Travel Times and the matrix (against the OneMap simulator)', { timeout: 600_000 }, () => {
  let sim: Simulator;
  let session: Session | undefined;
  let token: string;

  before(async () => {
    sim = await startSimulator({ port: 0 });
    token = await simToken(sim);
    const settings = { 'onemap.baseUrl': sim.url, 'onemap.reverseGeocode.bufferMetres': BUFFER, 'onemap.http.requestsPerMinute': 240 };
    session = await startSession({ label: 'ui-revgeo-travel', ...extensionUnderTest(), settings });
    await session.page.setViewportSize({ width: 1440, height: 810 });
  });

  after(async () => {
    await session?.close();
    await sim?.close();
  });

  const steps = (name: string, body: (page: Page) => Promise<void>) => onSession(session, name, (shared) => body(shared.page));

  async function signedIn(page: Page): Promise<void> {
    if ((await waitForStatusBarText(page, ACCOUNT_ITEM, /^OneMap: /, 60_000)) !== 'OneMap: signed out') return;
    await runCommand(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);
  }

  /** What the simulator answers, asked straight (no extension in between). */
  async function simGet(path: string, params: Record<string, string>): Promise<any> {
    const answer = await call(sim, `${path}?${new URLSearchParams(params)}`, { headers: authorised(token) });
    assert.equal(answer.status, 200, answer.text);
    return answer.json;
  }

  /** The three fields Reverse Geocode writes for the simulator's answer about `item`'s point. */
  async function expectedNearest(item: ReturnType<typeof revgeocodeItem>): Promise<string[]> {
    const point = item.query.point as { lat?: number; lon?: number; X?: number; Y?: number };
    const xy = point.X !== undefined;
    const body = await simGet(xy ? '/api/public/revgeocodexy' : '/api/public/revgeocode', {
      location: xy ? `${point.X},${point.Y}` : `${point.lat},${point.lon}`,
      buffer: String(BUFFER),
    });
    const first = body.GeocodeInfo[0];
    if (!first) return [`nothing within ${BUFFER} m`, '', ''];
    const word = (v: string): string => (v === 'NIL' ? '' : v);
    return [word(first.BUILDINGNAME), [first.BLOCK, first.ROAD].map(word).filter((v) => v !== '').join(' '), word(first.POSTALCODE)];
  }

  /** Runs a command with no toast left from the commands before, so that the message read is this one's. */
  async function runFresh(page: Page, title: string): Promise<void> {
    await runCommand(page, 'Notifications: Clear All Notifications');
    await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden' });
    await runCommand(page, title);
  }

  async function undoOnce(page: Page, original: string): Promise<void> {
    await focusActiveEditor(page);
    await page.keyboard.press('ControlOrMeta+z');
    await waitForEditorText(page, original);
  }

  async function shot(name: string): Promise<void> {
    const path = await session!.screenshot(name);
    if (process.env.ONEMAP_README_SHOTS === '1') copyFileSync(path, join(repoRoot, 'media', 'screenshots', `${name}.png`));
  }

  test('Reverse Geocode on HDB car parks (CSV, SVY21): revgeocodexy once a car park, the nearest place written after each row', async () => {
    await steps('ui-reverse-geocode-csv', async (page) => {
      await signedIn(page);
      const original = fixture('hdb-carparks-6.csv');
      await openFile(page, 'ui/hdb-carparks-6.csv');
      await waitForEditorText(page, original);
      sim.reset();
      await runFresh(page, 'OneMap: Reverse Geocode…');
      const message = await waitForNotification(page, /^6 places: /, 60_000);
      assert.match(message, /^6 places: \d found, \d nothing within 300 m\.$/);
      const asked = sim.stats.requests.filter((r) => r.path.startsWith('/api/public/revgeocode'));
      assert.equal(asked.length, 6);
      assert.ok(asked.every((r) => r.path === '/api/public/revgeocodexy' && r.query.includes('buffer=300') && r.status === 200), JSON.stringify(asked));
      const text = await pollUntil(() => activeEditorText(page), (t) => t !== original, 'the rows with their nearest places');
      const [header, ...rows] = text.split('\n');
      assert.equal(header, `${original.split('\n')[0]},nearest_building,nearest_address,nearest_postal_code`);
      const lines = original.trimEnd().split('\n').slice(1);
      assert.equal(rows.length, lines.length + 1);
      for (const [i, line] of lines.entries()) {
        const [x, y] = line.split(',').slice(2, 4).map(Number);
        const expected = await expectedNearest(revgeocodeItem('EPSG:3414', ...toWgs84(x!, y!), BUFFER));
        assert.equal(rows[i], `${line},${expected.map(csvField).join(',')}`);
      }
      // Run again: every row has its nearest place, so it says so and asks nothing.
      sim.reset();
      await runFresh(page, 'OneMap: Reverse Geocode…');
      await waitForNotification(page, /^Every row already has its nearest building, address and postal code: Reverse Geocode has nothing left to do\./);
      assert.equal(sim.stats.requests.filter((r) => r.path.startsWith('/api/public/revgeocode')).length, 0);
      assert.equal(await activeEditorText(page), text);
      await focusActiveEditor(page);
      await page.keyboard.press('End');
      await shot('reverse-geocode');
      await page.keyboard.press('Home');
      await undoOnce(page, original);
    });
  });

  test('Reverse Geocode on LTA bus stops (JSON): NearestBuilding, NearestAddress, NearestPostalCode in each object; a rerun asks nothing', async () => {
    await steps('ui-reverse-geocode-json', async (page) => {
      await signedIn(page);
      const original = fixture('bus-stops.json');
      await openFile(page, 'ui/bus-stops.json');
      await waitForEditorText(page, original);
      sim.reset();
      await runFresh(page, 'OneMap: Reverse Geocode…');
      await waitForNotification(page, /^3 places: \d found, \d nothing within 300 m\.$/, 60_000);
      const text = await pollUntil(() => activeEditorText(page), (t) => t !== original, 'the stops with their nearest places');
      const before = JSON.parse(original) as Array<{ Latitude: number; Longitude: number }>;
      const after = JSON.parse(text) as Array<Record<string, unknown>>;
      for (const [i, stop] of before.entries()) {
        const [building, address, postal] = await expectedNearest(revgeocodeItem('EPSG:4326', stop.Latitude, stop.Longitude, BUFFER));
        assert.deepEqual(after[i], { ...stop, NearestBuilding: building, NearestAddress: address, NearestPostalCode: postal });
      }
      assert.equal(sim.stats.requests.filter((r) => r.path === '/api/public/revgeocode').length, 3 + 3 /* ours, above */);
      await undoOnce(page, original);
      // Asked again: every answer comes from the disk cache.
      sim.reset();
      await runFresh(page, 'OneMap: Reverse Geocode…');
      await waitForNotification(page, /^3 places: \d found, \d nothing within 300 m\.$/, 60_000);
      await pollUntil(() => activeEditorText(page), (t) => t === text, 'the same fields again');
      assert.equal(sim.stats.requests.filter((r) => r.path.startsWith('/api/public/revgeocode')).length, 0);
      await undoOnce(page, original);
    });
  });

  test('Travel Times, Drive, on trips between bus stops (CSV): drive_minutes and drive_km as the simulator routes them', async () => {
    await steps('ui-travel-times-csv', async (page) => {
      await signedIn(page);
      const original = fixture('bus-trips.csv');
      await openFile(page, 'ui/bus-trips.csv');
      await waitForEditorText(page, original);
      sim.reset();
      await runFresh(page, 'OneMap: Travel Times…');
      await pickQuickPickItem(page, 'Drive');
      assert.equal(await waitForNotification(page, /got a travel time/, 60_000), '4 trips got a travel time.');
      assert.equal(sim.stats.requests.filter((r) => r.path === '/api/public/routingsvc/route').length, 4);
      const text = await pollUntil(() => activeEditorText(page), (t) => t !== original, 'the trips with their times');
      const [header, ...rows] = text.split('\n');
      assert.equal(header, 'trip,from_stop,start_lat,start_lng,to_stop,end_lat,end_lng,drive_minutes,drive_km');
      for (const [i, line] of original.trimEnd().split('\n').slice(1).entries()) {
        const [, , a, b, , c, d] = line.split(',').map(Number);
        const { query } = routeItem({ lat: a!, lon: b! }, { lat: c!, lon: d! }, { routeType: 'drive' });
        const route = await simGet('/api/public/routingsvc/route', { start: `${query.start.lat},${query.start.lon}`, end: `${query.end.lat},${query.end.lon}`, routeType: 'drive' });
        const minutes = Math.round(route.route_summary.total_time / 6) / 10;
        const km = Math.round(route.route_summary.total_distance / 10) / 100;
        assert.equal(rows[i], `${line},${minutes},${km}`);
      }
      await shot('travel-times');
      // Run again: every trip has its drive time, so Drive is no longer offered; nothing is refused after a pick.
      await runFresh(page, 'OneMap: Travel Times…');
      const modes = page.locator('.quick-input-widget .quick-input-list .monaco-list-row .label-name');
      await modes.first().waitFor({ state: 'visible', timeout: 30_000 });
      assert.deepEqual(await modes.allInnerTexts(), ['Walk', 'Cycle', 'Public transport']);
      await page.keyboard.press('Escape');
      await undoOnce(page, original);
    });
  });

  test('Travel Times, public transport at a date and time typed, on trips (JSON): ptMinutes and ptKm in each object', async () => {
    await steps('ui-travel-times-json', async (page) => {
      await signedIn(page);
      const original = fixture('bus-trips.json');
      await openFile(page, 'ui/bus-trips.json');
      await waitForEditorText(page, original);
      sim.reset();
      await runFresh(page, 'OneMap: Travel Times…');
      await pickQuickPickItem(page, 'Public transport');
      await typeIntoInputBox(await waitForInputBox(page, /departure date/), '2026-12-01');
      await typeIntoInputBox(await waitForInputBox(page, /departure time/), '08:30');
      assert.equal(await waitForNotification(page, /got a travel time/, 60_000), '3 trips got a travel time.');
      const routes = sim.stats.requests.filter((r) => r.path === '/api/public/routingsvc/route');
      assert.ok(routes.length === 3 && routes.every((r) => r.query.includes('date=12-01-2026') && r.query.includes('time=08%3A30%3A00')), JSON.stringify(routes));
      const text = await pollUntil(() => activeEditorText(page), (t) => t !== original, 'the trips with their times');
      const trips = JSON.parse(original) as Array<{ startLat: number; startLng: number; endLat: number; endLng: number }>;
      const after = JSON.parse(text) as Array<Record<string, unknown>>;
      for (const [i, trip] of trips.entries()) {
        const { query } = routeItem({ lat: trip.startLat, lon: trip.startLng }, { lat: trip.endLat, lon: trip.endLng }, { routeType: 'pt', date: '12-01-2026', time: '08:30:00' });
        const plan = await simGet('/api/public/routingsvc/route', {
          start: `${query.start.lat},${query.start.lon}`,
          end: `${query.end.lat},${query.end.lon}`,
          routeType: 'pt',
          date: '12-01-2026',
          time: '08:30:00',
          mode: 'TRANSIT',
          numItineraries: '1',
        });
        const first = plan.plan.itineraries[0];
        const metres = first.legs.reduce((sum: number, leg: { distance: number }) => sum + leg.distance, 0);
        assert.deepEqual(after[i], { ...trip, ptMinutes: Math.round(first.duration / 6) / 10, ptKm: Math.round(metres / 10) / 100 });
      }
      await undoOnce(page, original);
    });
  });

  test('Travel Times, Cycle, on trips written as MRT station names: each searched once, then routed; an unknown address said in its row', async () => {
    await steps('ui-travel-times-addresses', async (page) => {
      await signedIn(page);
      const original = fixture('mrt-trips.csv');
      await openFile(page, 'ui/mrt-trips.csv');
      await waitForEditorText(page, original);
      sim.reset();
      await runFresh(page, 'OneMap: Travel Times…');
      await pickQuickPickItem(page, 'Cycle');
      assert.equal(await waitForNotification(page, /got a travel time/, 60_000), '1 trip got a travel time, 1 without a route (said in the row).');
      const searched = sim.stats.requests.filter((r) => r.path === '/api/common/elastic/search');
      assert.equal(searched.length, 4);
      assert.equal(sim.stats.requests.filter((r) => r.path === '/api/public/routingsvc/route').length, 1);
      const text = await pollUntil(() => activeEditorText(page), (t) => t !== original, 'the trips with their times');
      const first = async (name: string) => (await simGet('/api/common/elastic/search', { searchVal: name, returnGeom: 'Y', getAddrDetails: 'Y', pageNum: '1' })).results[0];
      const [a, b] = [await first('Jurong East MRT Station'), await first('Bukit Batok MRT Station')];
      const { query } = routeItem({ lat: Number(a.LATITUDE), lon: Number(a.LONGITUDE) }, { lat: Number(b.LATITUDE), lon: Number(b.LONGITUDE) }, { routeType: 'cycle' });
      const route = await simGet('/api/public/routingsvc/route', { start: `${query.start.lat},${query.start.lon}`, end: `${query.end.lat},${query.end.lon}`, routeType: 'cycle' });
      const minutes = Math.round(route.route_summary.total_time / 6) / 10;
      const km = Math.round(route.route_summary.total_distance / 10) / 100;
      assert.equal(text, `trip,from,to,cycle_minutes,cycle_km\n1,Jurong East MRT Station,Bukit Batok MRT Station,${minutes},${km}\n2,Yew Tee MRT Station,Nowhere Lane 42,not found: Nowhere Lane 42,\n`);
      await undoOnce(page, original);
    });
  });

  test('Travel Time Matrix: 3 bus stops × 6 car parks on foot opens a CSV of 18 routes', async () => {
    await steps('ui-travel-matrix', async (page) => {
      await signedIn(page);
      await openFile(page, 'ui/hdb-carparks-6.csv');
      await openFile(page, 'ui/bus-stops.json');
      sim.reset();
      await runFresh(page, 'OneMap: Travel Time Matrix…');
      await pickQuickPickItem(page, 'hdb-carparks-6.csv');
      await pickQuickPickItem(page, 'Walk');
      await waitForNotification(page, /^3 origins × 6 destinations: 18 routes\.$/, 60_000);
      assert.equal(sim.stats.requests.filter((r) => r.path === '/api/public/routingsvc/route').length, 18);
      const text = await pollUntil(() => activeEditorText(page), (t) => t.startsWith('origin,'), 'the matrix');
      const [header, ...rows] = text.split('\n').filter((l) => l !== '');
      assert.equal(header, 'origin,origin_lat,origin_lon,destination,destination_lat,destination_lon,walk_minutes,walk_km,error');
      assert.equal(rows.length, 18);
      assert.match(rows[0]!, /^Hotel Grand Pacific,1\.296848,103\.852536,BLK 270\/271 ALBERT CENTRE BASEMENT CAR PARK,1\.30\d+,103\.85\d+,\d+(\.\d)?,\d+(\.\d+)?,$/);
      assert.ok(rows.every((row) => /,\d+(\.\d+)?,\d+(\.\d+)?,$/.test(row)), rows.join('\n'));
      await shot('travel-matrix');
    });
  });
});

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** SVY21 to WGS84 [lat, lon] through the simulator's own engine (the extension's converter). */
function toWgs84(x: number, y: number): [number, number] {
  const [lon, lat] = transformPoint('EPSG:3414', 'EPSG:4326', x, y);
  return [lat, lon];
}
