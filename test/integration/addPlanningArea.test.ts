import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { DEMO_USER, type Simulator } from '../simulator';
import { repoRoot } from '../unit/repoRoot';
import { closeAllEditors, openEditor, selectTexts } from './editorHelpers';
import { simulatorSuite } from './simulatorSetup';

// OneMap: Add Planning Area… in the real host, on real files (test/fixtures/real): the whole file in one
// edit that one Undo takes back, and a selection that changes only its rows.
interface Outcome {
  columns?: string[];
  rows?: { inside: number; boundary: number; outside: number; withoutCoordinates: number };
  year?: number;
  source?: string;
  error?: string;
}

const real = (name: string): string => readFileSync(path.join(repoRoot, 'test', 'fixtures', 'real', name), 'utf8');
// The picker of Master Plans is answered by automation: 2019, shipped with the extension.
const run = (): Thenable<Outcome> => vscode.commands.executeCommand<Outcome>('onemap.addPlanningArea', { year: 2019 });

suite('Add Planning Area command', () => {
  teardown(closeAllEditors);

  test('HDB car parks (CSV in SVY21): every row gets its planning area and region, and one Undo takes all back', async () => {
    const original = real('hdb-carpark-information.csv');
    const editor = await openEditor(original, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await run();
    assert.equal(outcome.error, undefined);
    assert.deepEqual(outcome.columns, ['planning_area', 'region']);
    const lines = editor.document.getText().split('\n');
    const originalLines = original.split('\n');
    assert.ok(lines[0]!.endsWith('"car_park_basement","planning_area","region"'), lines[0]);
    assert.ok(lines[1]!.startsWith('"ACB",') && lines[1]!.endsWith('"Y","ROCHOR","CENTRAL REGION"'), lines[1]);
    assert.ok(lines[2]!.startsWith('"ACM",') && lines[2]!.endsWith('"GEYLANG","CENTRAL REGION"'), lines[2]);
    const rows = originalLines.filter((line, i) => i > 0 && line !== '');
    assert.equal(outcome.rows!.inside + outcome.rows!.boundary + outcome.rows!.outside, rows.length);
    for (const [i, line] of originalLines.entries()) if (line !== '') assert.ok(lines[i]!.startsWith(line), `row ${i} keeps its text`);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), original);
  });

  test('LTA bus stops (JSON): each stop gets PlanningArea and Region in its own indentation; one Undo takes all back', async () => {
    const original = real('lta-datamall-bus-stops.json');
    const editor = await openEditor(original, 'json');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await run();
    assert.deepEqual(outcome.columns, ['PlanningArea', 'Region']);
    const stops = JSON.parse(editor.document.getText()) as Array<Record<string, unknown>>;
    assert.equal(stops.length, (JSON.parse(original) as unknown[]).length);
    assert.deepEqual(stops.slice(0, 3).map((s) => [s.BusStopCode, s.PlanningArea, s.Region]), [
      ['01012', 'ROCHOR', 'CENTRAL REGION'],
      ['01013', 'ROCHOR', 'CENTRAL REGION'],
      ['01019', 'DOWNTOWN CORE', 'CENTRAL REGION'],
    ]);
    assert.ok(stops.every((s) => typeof s.PlanningArea === 'string' && typeof s.Region === 'string'));
    assert.match(editor.document.getText(), /"Longitude": 103\.85253591654006,\n\t\t"PlanningArea": "ROCHOR",\n\t\t"Region": "CENTRAL REGION"\n\t\}/);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), original);
  });

  test('a selection changes only the rows it meets', async () => {
    const original = 'name,lat,lon\nBishan,1.3510,103.8483\nRaffles Place,1.2840,103.8514\n';
    const editor = await openEditor(original, 'csv');
    selectTexts(editor, 'Raffles');
    const outcome = await run();
    assert.deepEqual(outcome.rows, { inside: 1, boundary: 0, outside: 0, withoutCoordinates: 0 });
    assert.equal(editor.document.getText(), 'name,lat,lon,planning_area,region\nBishan,1.3510,103.8483\nRaffles Place,1.2840,103.8514,DOWNTOWN CORE,CENTRAL REGION\n');
  });

  test('text without rows is refused and left as it is', async () => {
    const original = '1.3510, 103.8483\n';
    const editor = await openEditor(original);
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await run();
    assert.match(outcome.error ?? '', /CSV or TSV file with a header, or a JSON array of objects/);
    assert.equal(editor.document.getText(), original);
  });
});

// OneMap: Add Planning Area… for a Master Plan other than the shipped 2019, against the OneMap simulator
// playing the recorded getAllPlanningarea answers: asked once, then read from disk; OneMap's quirks met
// with a clear message and the file left as it was.
const TRIP = 'name,lat,lon\nBishan,1.3510,103.8483\nRaffles Place,1.2840,103.8514\n';
const runYear = (year: number): Thenable<Outcome> => vscode.commands.executeCommand<Outcome>('onemap.addPlanningArea', { year });
const asked = (sim: Simulator) => sim.stats.requests.filter((r) => r.path.startsWith('/api/public/popapi/')).map((r) => `${r.path}${r.query} ${r.status}`);

suite('Add Planning Area for other years (against the OneMap simulator)', () => {
  const fixture = simulatorSuite();

  test('not signed in: 2014 is refused with what to do, nothing is asked, the file is left alone', async () => {
    await vscode.commands.executeCommand('onemap.signOut');
    const editor = await openEditor(TRIP, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await runYear(2014);
    assert.match(outcome.error ?? '', /^The planning areas of 2014 come from OneMap, and you are not signed in\. Sign in first, or use Master Plan 2019/);
    assert.equal(editor.document.getText(), TRIP);
    assert.deepEqual(asked(fixture.sim), []);
  });

  test('signed in: 2014 is asked once, written as planning_area_2014 and region_2014, and a rerun reads it from disk', async () => {
    await vscode.commands.executeCommand('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    fixture.sim.reset();
    const editor = await openEditor(TRIP, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const first = await runYear(2014);
    assert.equal(first.error, undefined);
    assert.equal(first.source, 'onemap');
    assert.deepEqual(first.columns, ['planning_area_2014', 'region_2014']);
    assert.equal(
      editor.document.getText(),
      'name,lat,lon,planning_area_2014,region_2014\nBishan,1.3510,103.8483,BISHAN,CENTRAL REGION\nRaffles Place,1.2840,103.8514,DOWNTOWN CORE,CENTRAL REGION\n',
    );
    assert.deepEqual(asked(fixture.sim), ['/api/public/popapi/getAllPlanningarea?year=2014 200']);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), TRIP);
    fixture.sim.reset();
    const again = await runYear(2014);
    assert.equal(again.source, 'cache');
    assert.deepEqual(again.rows, { inside: 2, boundary: 0, outside: 0, withoutCoordinates: 0 });
    assert.deepEqual(asked(fixture.sim), [], 'the second run asks OneMap nothing');
  });

  test('the 2023 answer whose points all collapsed is refused with a clear message; nothing is written or kept', async () => {
    await vscode.commands.executeCommand('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    fixture.sim.setPlanningAreas('collapsed');
    const editor = await openEditor(TRIP, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await runYear(2008);
    assert.match(outcome.error ?? '', /^OneMap's answer for 2008 has no usable boundaries: every point lies near \(103\.5826\d, 1\.0162\d\)/);
    assert.match(outcome.error ?? '', /Master Plan 2019 ships with the extension/);
    assert.equal(editor.document.getText(), TRIP);
    fixture.sim.reset();
    const fixed = await runYear(2008);
    assert.equal(fixed.source, 'onemap', 'the refused answer was not kept: OneMap is asked again');
    assert.equal(asked(fixture.sim).length, 1);
  });

  test('the retired answer with an OTHERS row and quote-stripped geojson is read back (1998)', async () => {
    await vscode.commands.executeCommand('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    fixture.sim.setPlanningAreas('unquoted');
    const editor = await openEditor('[{"name": "Bishan", "lat": 1.3510, "lon": 103.8483}]', 'json');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await runYear(1998);
    assert.equal(outcome.error, undefined);
    assert.deepEqual(outcome.columns, ['planning_area_1998', 'region_1998']);
    assert.deepEqual(JSON.parse(editor.document.getText()), [{ name: 'Bishan', lat: 1.351, lon: 103.8483, planning_area_1998: 'BISHAN', region_1998: 'CENTRAL REGION' }]);
  });
});
