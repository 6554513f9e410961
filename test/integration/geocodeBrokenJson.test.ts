import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { DEMO_USER, SEARCH_PATH } from '../simulator';
import { openEditor } from './editorHelpers';
import { simulatorSuite } from './simulatorSetup';

// OneMap: Geocode Addresses… in the real host on a JSON array one object of which is broken where the fields
// go: refused with its line before any picker, the file untouched and OneMap asked nothing; the same array
// made whole is geocoded, so the refusal is the broken object's.
interface Outcome {
  columns?: string[];
  applied?: number;
  error?: string;
}

const BROKEN = '[\n  {"name": "Admiralty", "postal": "738907"},\n  {"name": "Admiralty Secondary", "postal": "737916", "note": }\n]\n';
const WORDS = 'Give "note" on line 3 a value (or remove it), then run the command again: as it is, the file is not JSON, and nothing was written.';

suite('Geocode Addresses on a broken JSON row (against the OneMap simulator)', () => {
  const fixture = simulatorSuite();
  const searches = () => fixture.sim.stats.requests.filter((r) => r.path === SEARCH_PATH).length;

  suiteSetup(async () => {
    const signedIn = await vscode.commands.executeCommand<{ signedIn?: boolean; error?: string }>('onemap.signIn', { email: DEMO_USER.email, password: DEMO_USER.password });
    assert.equal(signedIn.signedIn, true, signedIn.error);
  });
  // A picker left open by a failing run would answer the next test's.
  teardown(() => vscode.commands.executeCommand('workbench.action.closeQuickOpen'));

  test('refused before the columns are asked: the message names the line and the remedy, the file is untouched', async () => {
    const editor = await openEditor(BROKEN, 'json');
    const version = editor.document.version;
    // No automation: a picker before the refusal would leave this waiting.
    const outcome = await vscode.commands.executeCommand<Outcome>('onemap.geocodeAddresses');
    assert.deepEqual(outcome, { error: WORDS });
    assert.equal(editor.document.getText(), BROKEN);
    assert.equal(editor.document.version, version, 'no edit was made, not even one undone');
    assert.equal(searches(), 0, 'OneMap was asked nothing');
  });

  test('with the columns and output given, still refused and untouched; made whole, the same rows are geocoded', async () => {
    const editor = await openEditor(BROKEN, 'json');
    const automation = { columns: ['postal'], output: 'wgs84' };
    assert.deepEqual(await vscode.commands.executeCommand<Outcome>('onemap.geocodeAddresses', undefined, automation), { error: WORDS });
    assert.equal(editor.document.getText(), BROKEN);
    assert.equal(searches(), 0);

    const whole = BROKEN.replace('"note": }', '"note": ""}');
    const fixed = await openEditor(whole, 'json');
    const outcome = await vscode.commands.executeCommand<Outcome>('onemap.geocodeAddresses', undefined, automation);
    assert.equal(outcome.error, undefined);
    const rows = JSON.parse(fixed.document.getText()) as Array<Record<string, unknown>>;
    assert.deepEqual(rows.map((r) => [r.postal, r.note, r.onemap_postal, r.onemap_match]), [
      ['738907', undefined, '738907', 'exact'],
      ['737916', '', '737916', 'exact'],
    ]);
  });

  test('Resolve Ambiguous Rows: an ambiguous object broken where its fields go is refused, naming its line, before its pick; the file untouched', async () => {
    const geocoded = '[\n  {"name": "Admiralty", "onemap_latitude": 1.44, "onemap_longitude": 103.8, "onemap_address": "", "onemap_postal": "", "onemap_match": "ambiguous: 2", "note": }\n]\n';
    const editor = await openEditor(geocoded, 'json');
    const version = editor.document.version;
    const asked = searches();
    // No picks given: a pick opened before the refusal would leave this waiting.
    const outcome = await vscode.commands.executeCommand<Outcome>('onemap.resolveAmbiguous');
    assert.deepEqual(outcome, { error: 'Give "note" on line 2 a value (or remove it), then run the command again: as it is, the file is not JSON, and nothing was written.' });
    assert.equal(editor.document.getText(), geocoded);
    assert.equal(editor.document.version, version);
    assert.equal(searches(), asked, 'OneMap was asked nothing');
  });
});
