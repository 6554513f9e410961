import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { repoRoot } from '../unit/repoRoot';
import { closeAllEditors, openEditor, selectTexts } from './editorHelpers';

// OneMap: Add Planning Area… in the real host, on real files (test/fixtures/real): the whole file in one
// edit that one Undo takes back, and a selection that changes only its rows.
interface Outcome {
  columns?: string[];
  rows?: { inside: number; boundary: number; outside: number; withoutCoordinates: number };
  error?: string;
}

const real = (name: string): string => readFileSync(path.join(repoRoot, 'test', 'fixtures', 'real', name), 'utf8');
const run = (): Thenable<Outcome> => vscode.commands.executeCommand<Outcome>('onemap.addPlanningArea');

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
