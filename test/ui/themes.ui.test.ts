// OneMap's themes in the installed extension, against the OneMap simulator: Add Theme to Map… searched and
// picked from the palette draws a point theme (kindergartens, as recorded in 2020) and a polygon theme (the
// simulator's zone areas) on the planner's map, each listed with OneMap's owner and data date; a record's popup
// is read; Export Theme… writes one as GeoJSON into a new editor, compared with what the simulator answered;
// after a window reload both are back, from disk.
// ONEMAP_README_SHOTS=1 copies the screenshot into media/screenshots for the README.
import * as assert from 'node:assert/strict';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { activeEditorText } from '../host/editor';
import { extensionUnderTest } from '../host/extensionUnderTest';
import { repoRoot } from '../host/paths';
import { startSession, type Session } from '../host/session';
import { leaveWebview, PlannerWebview, pollUntil } from '../host/webview';
import { groupsShowing, pick, runCommand, typeIntoInputBox, waitForInputBox, waitForStatusBarText, waitForWorkbench } from '../host/workbench';
import type { DataLayerSnapshot } from '../../webview/map/mapSnapshot';
import { DEMO_USER, type Simulator, startSimulator } from '../simulator';
import { authorised, call, signIn as simToken } from '../unit/simulator/call';

const ACCOUNT_ITEM = 'onemap-vscode.onemap-vscode.onemap.account';

function layers(planner: PlannerWebview): Promise<DataLayerSnapshot[]> {
  return planner.frame.locator('body').evaluate(() => (globalThis as any).__onemapMapDebug.layers() as DataLayerSnapshot[]);
}


describe('OneMap themes (against the OneMap simulator)', { timeout: 600_000 }, () => {
  let sim: Simulator;
  let session: Session | undefined;

  before(async () => {
    sim = await startSimulator({ port: 0 });
    session = await startSession({ label: 'ui-themes', ...extensionUnderTest(), settings: { 'onemap.baseUrl': sim.url } });
    await session.page.setViewportSize({ width: 1440, height: 810 });
  });

  after(async () => {
    await session?.close();
    await sim?.close();
  });

  test('a point theme and a polygon theme on the map, a popup read, the point theme exported as GeoJSON', async () => {
    const page = session!.page;
    await waitForStatusBarText(page, ACCOUNT_ITEM, 'OneMap: signed out', 60_000);
    await runCommand(page, 'OneMap: Sign In');
    await typeIntoInputBox(await waitForInputBox(page, 'Sign in to OneMap'), DEMO_USER.email);
    await typeIntoInputBox(await waitForInputBox(page, /Sign in to OneMap .*2\/2/), DEMO_USER.password);
    await waitForStatusBarText(page, ACCOUNT_ITEM, `OneMap: ${DEMO_USER.email}`);

    await runCommand(page, 'OneMap: Add Theme to Map…');
    const input = page.locator('.quick-input-widget input');
    await pollUntil(() => input.getAttribute('placeholder'), (text) => text === 'Search 169 OneMap themes by name, category or owner', "OneMap's 169 themes offered");
    await pick(page, 'kindergar', 'Kindergartens');
    const planner = await new PlannerWebview(page, 'panel').waitForReady(60_000);
    const [points] = await pollUntil(() => layers(planner), (shown) => shown.length === 1 && shown[0]!.features === 2, 'the kindergartens');
    assert.equal(points!.title, 'Kindergartens');
    assert.deepEqual(points!.points.map((p) => p.at).sort(), [[1.29307225899878, 103.827075942185], [1.32441878302634, 103.865899487598]]);
    const rows = planner.frame.getByRole('group', { name: 'Files on the map' }).locator('.om-layer-row');
    assert.equal(await rows.first().locator('.om-layer-details').textContent(), 'MINISTRY OF EDUCATION · data of 9 Mar 2017');

    // The map's Themes button opens the same pick (the list now read from disk).
    await planner.frame.getByRole('button', { name: 'Themes' }).click();
    await pollUntil(() => input.getAttribute('placeholder'), (text) => text === 'Search 169 OneMap themes by name, category or owner', 'the pick from the Themes button');
    const listsAsked = sim.stats.requests.filter((r) => r.path.endsWith('/getAllThemesInfo')).length;
    assert.equal(listsAsked, 1, 'the list is asked of OneMap once, then kept');
    await pick(page, 'zone areas', 'Liquor Control Zone areas (simulator)');
    const both = await pollUntil(() => layers(planner), (shown) => shown.length === 2 && shown[1]!.shapes === 2, 'the two zone areas as polygons');
    assert.equal(both[1]!.title, 'Liquor Control Zone areas (simulator)');
    assert.equal(await rows.nth(1).locator('.om-layer-details').textContent(), 'SINGAPORE POLICE FORCE · data of 1 Jul 2025');

    // A record's popup, reached as a keyboard user would: the layer list's "next place".
    await planner.frame.getByRole('button', { name: 'Next place in Liquor Control Zone areas (simulator)' }).click();
    const popup = planner.frame.locator('.leaflet-popup .om-feature-popup');
    await popup.waitFor();
    assert.equal(await popup.locator('strong').textContent(), 'Liquor Control Zone (Little India)');
    const fields = await popup.locator('tr').evaluateAll((trs: any[]) => trs.map((tr) => `${tr.querySelector('th').textContent}: ${tr.querySelector('td').textContent}`));
    assert.ok(fields.includes('MAPTIP: Liquor Control Zone (Little India)'), fields.join('\n'));
    assert.ok(fields.includes('HYPERLINK: http://www.spf.gov.sg/licence/frameset_PP.html'), fields.join('\n'));
    await leaveWebview(page);
    await runCommand(page, 'Notifications: Clear All Notifications');
    await page.locator('.notifications-toasts .notification-toast').first().waitFor({ state: 'hidden' });
    await popup.waitFor();
    const shot = await session!.screenshot('ui-themes');
    if (process.env.ONEMAP_README_SHOTS === '1') copyFileSync(shot, join(repoRoot, 'media', 'screenshots', 'ui-themes.png'));

    await leaveWebview(page);
    await runCommand(page, 'OneMap: Export Theme…');
    await pick(page, '', 'Kindergartens');
    await pick(page, '', 'GeoJSON');
    await pick(page, '', 'WGS84');
    const text = await pollUntil(() => activeEditorText(page), (t) => t.includes('"FeatureCollection"'), 'the exported GeoJSON');
    assert.ok((await groupsShowing(page)).includes('Route Planner'), 'the export opens beside the map, not over it');
    const exported = JSON.parse(text);
    const answer = await call(sim, '/api/public/themesvc/retrieveTheme?queryName=kindergartens', { headers: authorised(await simToken(sim)) });
    const records = (answer.json as any).SrchResults.slice(1);
    assert.deepEqual(
      exported.features.map((f: any) => [f.properties.NAME, f.properties.ADDRESSPOSTALCODE, f.geometry.coordinates]),
      records.map((r: any) => [r.NAME, r.ADDRESSPOSTALCODE, r.LatLng.split(',').map(Number).reverse()]),
    );

    // After a window reload both themes are on the map again, drawn from disk: OneMap is not asked for them.
    const asked = sim.stats.requests.filter((r) => r.path.endsWith('/retrieveTheme')).length;
    const reloaded = page.waitForEvent('domcontentloaded', { timeout: 60_000 });
    await leaveWebview(page);
    await runCommand(page, 'Developer: Reload Window');
    await reloaded;
    await waitForWorkbench(page);
    // The planner is brought forward as a user would, whatever the reload restored in front.
    await runCommand(page, 'OneMap: Open Route Planner');
    const again = await new PlannerWebview(page, 'panel').waitForReady(60_000);
    const back = await pollUntil(() => layers(again), (shown) => shown.length === 2, 'both themes after the reload');
    assert.deepEqual(back.map((l) => [l.title, l.features]), [['Kindergartens', 2], ['Liquor Control Zone areas (simulator)', 2]]);
    assert.equal(sim.stats.requests.filter((r) => r.path.endsWith('/retrieveTheme')).length, asked);
  });
});
