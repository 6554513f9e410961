// The coordinate hover through VS Code's own hover machinery (vscode.executeHoverProvider), its links'
// commands, and Insert Coordinates of Address driven by automation, against the OneMap simulator.
import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_USER, type Simulator } from '../simulator';
import { simulatorSuite } from './simulatorSetup';
import { openEditor, withSettings } from './editorHelpers';

/** Our hover's Markdown at `position` ('' when none of the hovers is ours). */
async function hoverText(document: vscode.TextDocument, position: vscode.Position): Promise<string> {
  const hovers = await vscode.commands.executeCommand<vscode.Hover[]>('vscode.executeHoverProvider', document.uri, position);
  const texts = hovers.flatMap((hover) => hover.contents.map((c) => (typeof c === 'string' ? c : c.value)));
  return texts.find((text) => text.includes('**OneMap**')) ?? '';
}

const revgeocodes = (sim: Simulator) => sim.stats.requests.filter((r) => r.path.startsWith('/api/public/revgeocode'));

suite('Coordinate hover and Insert Coordinates of Address (against the OneMap simulator)', () => {
  const fixture = simulatorSuite();

  test('signed out: the pair in the other two systems, and nothing sent to OneMap', async () => {
    await vscode.commands.executeCommand('onemap.signOut');
    const editor = await openEditor('start: 28833.0605447, 31810.3242714 (SVY21)\n');
    fixture.sim.reset();
    const text = await hoverText(editor.document, new vscode.Position(0, 12));
    assert.match(text, /WGS84 \(lat, lon\): `1\.3039558, 103\.8408040`/);
    assert.match(text, /Web Mercator \(X, Y\): `11559505\.\d{3}, 145168\.\d{3}`/);
    assert.match(text, /Sign in to OneMap/);
    assert.equal(fixture.sim.stats.requests.length, 0);
    assert.equal(await hoverText(editor.document, new vscode.Position(0, 2)), '', 'no hover off the pair');
  });

  test('signed in: OneMap\'s place (revgeocodexy for SVY21), asked once per point', async () => {
    await vscode.commands.executeCommand('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    const editor = await openEditor('start: 28833.0605447, 31810.3242714 (SVY21)\n');
    fixture.sim.reset();
    const text = await hoverText(editor.document, new vscode.Position(0, 12));
    assert.match(text, /WATERSCAPE AT CAVENAGH, 65 CAVENAGH ROAD, Singapore 229619/);
    assert.deepEqual(
      revgeocodes(fixture.sim).map((r) => `${r.path}${r.query}`),
      ['/api/public/revgeocodexy?location=28833.0605447%2C31810.3242714'],
    );
    await hoverText(editor.document, new vscode.Position(0, 30));
    assert.equal(revgeocodes(fixture.sim).length, 1, 'the second hover over the same point is answered from memory');
  });

  test('onemap.hover.enabled false: no hover', async () => {
    const editor = await openEditor('1.3039454, 103.8408471\n');
    await withSettings('onemap.hover', { enabled: false }, async () => {
      assert.equal(await hoverText(editor.document, new vscode.Position(0, 3)), '');
    });
    assert.match(await hoverText(editor.document, new vscode.Position(0, 3)), /SVY21/);
  });

  test('the links\' commands: Route From/To Here take the point; Show on Map sets the start', async () => {
    const here = { lat: 1.3039454, lon: 103.8408471 };
    assert.deepEqual(await vscode.commands.executeCommand('onemap.routeFromHere', here), { start: here });
    assert.deepEqual(await vscode.commands.executeCommand('onemap.routeToHere', here), { end: here });
    const shown = await vscode.commands.executeCommand<Record<string, unknown>>('onemap.hover.showOnMap', here);
    assert.ok(shown.start !== undefined || shown.end !== undefined, JSON.stringify(shown));
    const copied = await vscode.commands.executeCommand('onemap.hover.copy', '28837.856, 31809.177');
    assert.deepEqual(copied, { copied: '28837.856, 31809.177' });
    assert.equal(await vscode.env.clipboard.readText(), '28837.856, 31809.177');
  });

  test('Insert Coordinates of Address puts the searched place\'s pair at the cursor', async () => {
    await vscode.commands.executeCommand('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    const editor = await openEditor('home: ');
    editor.selection = new vscode.Selection(0, 6, 0, 6);
    const outcome = await vscode.commands.executeCommand('onemap.insertAddressCoordinates', { search: '542226', system: 'EPSG:4326', order: 'yx' });
    assert.deepEqual(outcome, { inserted: '1.3877117, 103.8993024' });
    assert.equal(editor.document.getText(), 'home: 1.3877117, 103.8993024');
  });
});
