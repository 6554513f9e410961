import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, openEditor } from './editorHelpers';

// Issue 8 in the real host: converting a document to another system and back through the command,
// with default settings, gives the original text byte for byte.

interface Outcome {
  converted?: number;
  from?: string;
  to?: string;
  error?: string;
}

function run(command: string, ...args: unknown[]): Thenable<Outcome> {
  return vscode.commands.executeCommand<Outcome>(command, ...args);
}

/** The whole document converted: the command converts everything when nothing is selected. */
async function convertAll(editor: vscode.TextEditor, command: string): Promise<Outcome> {
  editor.selection = new vscode.Selection(0, 0, 0, 0);
  return run(command);
}

suite('Round trips through the command (issue 8)', () => {
  teardown(closeAllEditors);

  test('a CSV with a header: to SVY21 and back, byte for byte', async () => {
    // LTA carpark availability style: lat,lng columns with other columns between and around them.
    const original =
      'CarParkID,Area,Development,lat,Agency,lng,AvailableLots\r\n' +
      '1,Marina,"Suntec City, Tower 1",1.29375,LTA,103.85718,1104\r\n' +
      '2,Marina,Marina Square,1.29115,LTA,103.85728,1007\r\n' +
      '3,Orchard,Ngee Ann City,1.30323,URA,103.83436,347\r\n';
    const editor = await openEditor(original, 'csv');
    const there = await convertAll(editor, 'onemap.convertToSvy21');
    assert.deepEqual(there, { converted: 3, from: 'EPSG:4326', to: 'EPSG:3414' });
    const converted = editor.document.getText();
    assert.match(converted, /^CarParkID,Area,Development,north,Agency,east,AvailableLots\r\n/, 'the columns are renamed for metres');
    assert.match(converted, /"Suntec City, Tower 1",30682,LTA,30656,1104/, 'easting and northing under their own names');
    const back = await convertAll(editor, 'onemap.convertToWgs84');
    assert.deepEqual(back, { converted: 3, from: 'EPSG:3414', to: 'EPSG:4326' });
    assert.equal(editor.document.getText(), original);
  });

  test('rows selected without their header: every row converted renames the header too, and back, byte for byte', async () => {
    const original = 'id,name,lat,lng,elevation_m\n1,Raffles Place MRT,1.283933,103.851463,12\n2,"Marina Bay Sands, Tower 1",1.283993,103.860708,15\n\n';
    const editor = await openEditor(original, 'csv');
    const rows = () => new vscode.Selection(1, 0, 2, editor.document.lineAt(2).text.length);
    editor.selection = rows();
    assert.deepEqual(await run('onemap.convertToSvy21'), { converted: 2, from: 'EPSG:4326', to: 'EPSG:3414' });
    assert.equal(editor.document.lineAt(0).text, 'id,name,north,east,elevation_m', 'the header names metres now');
    const there = editor.document.getText();
    editor.selection = rows();
    assert.deepEqual(await run('onemap.convertToWgs84'), { converted: 2, from: 'EPSG:3414', to: 'EPSG:4326' });
    assert.equal(editor.document.getText(), original);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), there, 'one undo takes back the rows and their header');
  });

  test('some rows only, without their header: refused, the file untouched', async () => {
    const original = 'id,lat,lng\n1,1.283933,103.851463\n2,1.283993,103.860708\n3,1.30323,103.83436\n';
    const editor = await openEditor(original, 'csv');
    editor.selection = new vscode.Selection(1, 0, 2, editor.document.lineAt(2).text.length);
    const outcome = await run('onemap.convertToSvy21');
    assert.match(outcome.error ?? '', /^Only some rows are selected: converted, they would contradict the header's "lat" and "lng"\. Select every row, or none to convert the whole file\.$/);
    assert.equal(editor.document.getText(), original);
    // Every row, picked as a column block (one selection a row, from the lat field on): header and all.
    const block = () => [1, 2, 3].map((line) => new vscode.Selection(line, 2, line, editor.document.lineAt(line).text.length));
    editor.selections = block();
    assert.equal((await run('onemap.convertToSvy21')).converted, 3);
    assert.equal(editor.document.lineAt(0).text, 'id,north,east');
    assert.equal(editor.document.lineAt(1).text, '1,29596.3,30019.3', "Raffles Place MRT: its northing under north, its easting under east");
    editor.selections = block();
    assert.equal((await run('onemap.convertToWgs84')).converted, 3);
    assert.equal(editor.document.getText(), original);
  });

  test('a JSON file (OneMap search results and bus stops): to SVY21 and back, byte for byte', async () => {
    const original = JSON.stringify(
      {
        results: [
          { SEARCHVAL: 'BUS STOP 01012', BLK_NO: '', LATITUDE: '1.29684825487647', LONGITUDE: '103.85253591654006' },
          { SEARCHVAL: 'RAFFLES PLACE', LATITUDE: '1.2841088', LONGITUDE: '103.8514598' },
        ],
        stops: [
          { BusStopCode: '01013', Description: 'St. Joseph\'s Ch', Latitude: 1.29770970610083, Longitude: 103.8532247463225 },
          { BusStopCode: '01019', Description: 'Bras Basah Cplx', Latitude: 1.29698951191332, Longitude: 103.85302201172507 },
        ],
        route: { type: 'LineString', coordinates: [[103.8514598, 1.2841088], [103.85253591654006, 1.29684825487647]] },
      },
      null,
      2,
    ) + '\n';
    const editor = await openEditor(original, 'json');
    const there = await convertAll(editor, 'onemap.convertToSvy21');
    assert.deepEqual(there, { converted: 6, from: 'EPSG:4326', to: 'EPSG:3414' });
    const converted = JSON.parse(editor.document.getText());
    assert.ok(converted.results[0].NORTHING && converted.results[0].EASTING, 'LATITUDE/LONGITUDE renamed for metres');
    assert.ok(Number(converted.stops[0].Easting) > 29_000, 'a bus stop in the city is about 30 000 m east');
    const back = await convertAll(editor, 'onemap.convertToWgs84');
    assert.deepEqual(back, { converted: 6, from: 'EPSG:3414', to: 'EPSG:4326' });
    assert.equal(editor.document.getText(), original);
  });
});
