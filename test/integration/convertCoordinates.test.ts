import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { answerQuickPick, closeAllEditors, openEditor, selectTexts, withSettings } from './editorHelpers';

// Expected numbers are OneMap's own converter responses (test/fixtures/onemap-samples), rounded to the
// default precision ("auto": as many decimals as the source value resolves), in the order of issue 8's
// rule: SVY21 easting first, degrees from SVY21 latitude first unless the syntax is GeoJSON or WKT.
interface Outcome {
  converted?: number;
  from?: string;
  to?: string;
  error?: string;
}

function run(command: string, ...args: unknown[]): Thenable<Outcome> {
  return vscode.commands.executeCommand<Outcome>(command, ...args);
}

suite('Convert Coordinates command', () => {
  teardown(closeAllEditors);

  const table: Array<{ name: string; command: string; input: string; output: string; from: string }> = [
    {
      name: 'WGS84 "lat, lon" to SVY21 is written easting first, as SVY21 is read',
      command: 'onemap.convertToSvy21',
      input: '1.3039454, 103.8408471',
      output: '28837.86, 31809.18',
      from: 'EPSG:4326',
    },
    {
      name: 'SVY21 "X, Y" to WGS84 gives latitude first',
      command: 'onemap.convertToWgs84',
      input: '28833.0605447, 31810.3242714',
      output: '1.3039557776235, 103.8408040148315',
      from: 'EPSG:3414',
    },
    {
      name: 'GeoJSON [lon, lat] to EPSG:3857',
      command: 'onemap.convertToWebMercator',
      input: '[103.8408471, 1.3039454]',
      output: '[11559510.22, 145167.07]',
      from: 'EPSG:4326',
    },
    {
      name: 'EPSG:3857 "x y" to WGS84',
      command: 'onemap.convertToWgs84',
      input: 'POINT (11559656.16256661 146924.54200324757)',
      output: 'POINT (103.8421581000000 1.31972890500000)',
      from: 'EPSG:3857',
    },
  ];
  for (const row of table) {
    test(row.name, async () => {
      const editor = await openEditor(row.input);
      const outcome = await run(row.command);
      assert.equal(editor.document.getText(), row.output);
      assert.deepEqual(outcome, { converted: 1, from: row.from, to: row.command === 'onemap.convertToSvy21' ? 'EPSG:3414' : row.command === 'onemap.convertToWgs84' ? 'EPSG:4326' : 'EPSG:3857' });
    });
  }

  test('every selection of a multi-cursor selection converts in one undo step, text between untouched', async () => {
    const original = 'start: 1.3039454, 103.8408471 (Cavenagh Rd), end: 1.319728905, 103.8421581 id=42';
    const editor = await openEditor(original);
    selectTexts(editor, '1.3039454, 103.8408471', '1.319728905, 103.8421581');
    const outcome = await run('onemap.convertToSvy21');
    assert.equal(outcome.converted, 2);
    assert.equal(editor.document.getText(), 'start: 28837.86, 31809.18 (Cavenagh Rd), end: 28983.75, 33554.4361 id=42');
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), original);
  });

  test("an object's members selected in minified JSON, without its braces, convert in place; the rest stays", async () => {
    const original = '[{"id":1,"lat":1.3521,"lng":103.8198,"name":"Bishan"},{"id":2,"lat":1.29,"lng":103.85}]';
    const editor = await openEditor(original, 'json');
    selectTexts(editor, '"lat":1.3521,"lng":103.8198');
    const outcome = await run('onemap.convertToSvy21');
    assert.equal(outcome.converted, 1, outcome.error);
    assert.equal(editor.document.getText(), '[{"id":1,"north":37134,"east":26496,"name":"Bishan"},{"id":2,"lat":1.29,"lng":103.85}]');
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), original);
  });

  test('with nothing selected the whole document is converted, ids and elevations stay', async () => {
    const editor = await openEditor('id,lat,lon,elev\n7,1.3039454,103.8408471,15\n8,1.319728905,103.8421581,3\n', 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await run('onemap.convertToSvy21');
    assert.equal(outcome.converted, 2);
    assert.equal(editor.document.getText(), 'id,north,east,elev\n7,31809.18,28837.86,15\n8,33554.4361,28983.75,3\n');
  });

  test('a GeoJSON file from the workspace converts completely and stays valid JSON', async () => {
    const folder = vscode.workspace.workspaceFolders?.[0];
    assert.ok(folder, 'the tests run in the sample workspace');
    const document = await vscode.workspace.openTextDocument(path.join(folder.uri.fsPath, 'places.geojson'));
    const original = document.getText();
    const editor = await vscode.window.showTextDocument(document);
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await run('onemap.convertToSvy21');
    const parsed = JSON.parse(document.getText());
    assert.equal(outcome.converted, 1 + 3 + 5);
    const [x, y, z] = parsed.features[2].geometry.coordinates[0][0];
    assert.ok(x > 35_000 && x < 37_000 && y > 43_000 && y < 45_000, `Punggol is around (36 000, 43 600), got (${x}, ${y})`);
    assert.equal(z, 3, 'the third value (elevation) is not a coordinate and stays');
    assert.equal(parsed.features[0].properties.id, 7);
    await vscode.commands.executeCommand('undo');
    assert.equal(document.getText(), original);
  });

  // What the pickers ask and offer is read off the screen in test/ui/convertPicker.ui.test.ts; here, the result.
  test('the palette command converts to the target picked', async () => {
    const editor = await openEditor('1.3039454, 103.8408471');
    // The first target offered for WGS84 input is SVY21.
    const outcome = await answerQuickPick(run('onemap.convertCoordinates'));
    assert.deepEqual(outcome, { converted: 1, from: 'EPSG:4326', to: 'EPSG:3414' });
    assert.equal(editor.document.getText(), '28837.86, 31809.18');
  });

  test('a keybinding or another extension can name the target', async () => {
    const editor = await openEditor('1.3039454, 103.8408471');
    const outcome = await run('onemap.convertCoordinates', { to: 'EPSG:3857' });
    assert.equal(outcome.to, 'EPSG:3857');
    assert.equal(editor.document.getText(), '145167.07, 11559510.22');
  });

  suite('bad input leaves the document untouched and says why', () => {
    test('no coordinates', async () => {
      const original = 'nothing to see here: id 42';
      const editor = await openEditor(original);
      editor.selection = new vscode.Selection(0, 0, 0, 0);
      const outcome = await run('onemap.convertToWgs84');
      // Nothing was selected, so the whole file was searched, and the message says so.
      assert.equal(outcome.error, 'No coordinate pairs found in the file.');
      assert.equal(editor.document.getText(), original);
    });

    test('no coordinates in the selection', async () => {
      const original = 'nothing here: id 42\n1.3039454, 103.8408471';
      const editor = await openEditor(original);
      editor.selection = new vscode.Selection(0, 0, 0, 12);
      const outcome = await run('onemap.convertToWgs84');
      assert.equal(outcome.error, 'No coordinate pairs found in the selection.');
      assert.equal(editor.document.getText(), original);
    });

    test('values outside Singapore, with the line and column', async () => {
      const original = 'ok\nfar away: 51.5072, -0.1276\n';
      const editor = await openEditor(original);
      const outcome = await run('onemap.convertToSvy21');
      assert.match(outcome.error ?? '', /outside/i);
      assert.match(outcome.error ?? '', /line 2, column 11/);
      assert.equal(editor.document.getText(), original);
    });

    test('already in the target system', async () => {
      const original = '1.3039454, 103.8408471';
      const editor = await openEditor(original);
      const outcome = await run('onemap.convertToWgs84');
      assert.match(outcome.error ?? '', /already in EPSG:4326/);
      assert.equal(editor.document.getText(), original);
    });

    test('the document is edited while the command waits for an answer', async () => {
      const original = 'a: 1.3039454, 103.8408471\nb: 28833.0605447, 31810.3242714\n';
      const editor = await openEditor(original);
      // The command reads the document as it starts, before its first question: VS Code runs an extension's
      // own command synchronously up to its first await, so the edit below comes after that read.
      const pending = run('onemap.convertCoordinates');
      await editor.edit((builder) => builder.insert(new vscode.Position(2, 0), 'typed meanwhile'));
      // Answer both questions: which system to convert from, then to.
      const outcome = await answerQuickPick(pending);
      assert.match(outcome.error ?? '', /changed while converting/);
      assert.equal(editor.document.getText(), original + 'typed meanwhile');
    });
  });

  test('a selection mixing systems converts only the system picked', async () => {
    const editor = await openEditor('a: 1.3039454, 103.8408471\nb: 28833.0605447, 31810.3242714\n');
    // Systems are offered in the order found; the first is WGS84, converted here to SVY21.
    const outcome = await answerQuickPick(run('onemap.convertCoordinates'));
    assert.deepEqual(outcome, { converted: 1, from: 'EPSG:4326', to: 'EPSG:3414' });
    assert.equal(editor.document.getText(), 'a: 28837.86, 31809.18\nb: 28833.0605447, 31810.3242714\n');
  });

  test('mixed systems with a target: the pairs already in the target stay, the others convert', async () => {
    const editor = await openEditor('a: 1.3039454, 103.8408471\nb: 28833.0605447, 31810.3242714\n');
    const outcome = await run('onemap.convertToWgs84');
    assert.deepEqual(outcome, { converted: 1, from: 'EPSG:3414', to: 'EPSG:4326' });
    assert.equal(editor.document.getText(), 'a: 1.3039454, 103.8408471\nb: 1.3039557776235, 103.8408040148315\n');
  });

  test('settings: fixed source system, SVY21 northing first, precision', async () => {
    await withSettings(
      'onemap.conversion',
      { sourceSystem: 'EPSG:3414', svy21Order: 'yx', degreeDecimals: 4 },
      async () => {
        const editor = await openEditor('31810.3242714, 28833.0605447');
        const outcome = await run('onemap.convertToWgs84');
        assert.equal(outcome.from, 'EPSG:3414');
        assert.equal(editor.document.getText(), '1.3040, 103.8408'); // latitude first: from SVY21, plain text
      },
    );
  });
});
