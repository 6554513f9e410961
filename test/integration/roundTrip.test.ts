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
