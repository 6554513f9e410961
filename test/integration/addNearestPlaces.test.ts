import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAllEditors, openEditor } from './editorHelpers';

// OneMap: Add Nearest Places… on a file large enough to be worked out in chunks (20 000 rows each), in the real
// host: progress after each chunk, read and worked out, Cancel between chunks (while reading too) leaves the file
// as it was, and an edit made while the rows are worked out means nothing is written. The stations are shipped: no OneMap call is made.
interface Outcome {
  rows?: { placed: number };
  message?: string;
  error?: string;
}

const ROWS = 50_000;

function table(): string {
  const lines = ['id,block,latitude,longitude'];
  // Spread over the island, on a fixed lattice (no randomness needed to fill rows).
  for (let i = 0; i < ROWS; i++) lines.push(`${i},BLK ${100 + (i % 900)},${(1.28 + (i % 97) * 0.0015).toFixed(6)},${(103.7 + (i % 89) * 0.003).toFixed(6)}`);
  return lines.join('\n') + '\n';
}

const run = (extra: object): Thenable<Outcome | undefined> =>
  vscode.commands.executeCommand<Outcome | undefined>('onemap.addNearestPlaces', { kinds: [{ type: 'stations' }], radius: 1000, ...extra });

/**
 * Runs the command on `text` and cancels at the first report of reading: no outcome, no row worked out, the file
 * untouched (not even an edit that changes nothing). Gives the "done/estimate" reports heard.
 */
async function cancelWhileReading(text: string, language: string): Promise<string[]> {
  const editor = await openEditor(text, language);
  editor.selection = new vscode.Selection(0, 0, 0, 0);
  const version = editor.document.version;
  const controller = new AbortController();
  const read: string[] = [];
  const worked: number[] = [];
  const outcome = await run({
    signal: controller.signal,
    onReading: (done: number, estimate: number) => {
      read.push(`${done}/${estimate}`);
      controller.abort();
    },
    onProgress: (done: number) => worked.push(done),
  });
  assert.equal(outcome, undefined, 'no error and no outcome: the user cancelled');
  assert.deepEqual(worked, [], 'no row was worked out');
  assert.equal(editor.document.getText(), text);
  assert.equal(editor.document.version, version, 'not even an edit that changed nothing');
  return read;
}

suite('Add Nearest Places on a large file: progress, Cancel, edits meanwhile', () => {
  const text = table();
  teardown(closeAllEditors);

  test('the rows are worked out in chunks, each reported, then written in one edit that one Undo takes back', async () => {
    const editor = await openEditor(text, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const reported: string[] = [];
    const read: string[] = [];
    const outcome = await run({ onProgress: (done: number, total: number) => reported.push(`${done}/${total}`), onReading: (done: number, estimate: number) => read.push(`${done}/${estimate}`) });
    assert.equal(outcome?.error, undefined);
    assert.equal(outcome?.rows?.placed, ROWS);
    assert.deepEqual(read, ['20000/50000', '40000/50000'], 'read in stretches of 20 000 rows, each reported');
    assert.deepEqual(reported, ['20000/50000', '40000/50000', '50000/50000']);
    const lines = editor.document.getText().split('\n');
    assert.equal(lines[0], 'id,block,latitude,longitude,nearest_mrt,nearest_mrt_m,mrt_within_1000m');
    assert.match(lines[ROWS]!, /^49999,BLK 599,[\d.]+,[\d.]+,[A-Z ]+ (MRT|LRT) STATION,\d+,\d+$/);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), text);
  });

  test('Cancel after the first chunk: no chunk runs after it, and the file is untouched (no edit at all)', async () => {
    const editor = await openEditor(text, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const version = editor.document.version;
    const controller = new AbortController();
    const reported: number[] = [];
    const outcome = await run({
      signal: controller.signal,
      onProgress: (done: number) => {
        reported.push(done);
        controller.abort();
      },
    });
    assert.equal(outcome, undefined, 'no error and no outcome: the user cancelled');
    assert.deepEqual(reported, [20_000], 'no chunk ran after Cancel');
    assert.equal(editor.document.getText(), text);
    assert.equal(editor.document.version, version, 'not even an edit that changed nothing');
  });

  test('Cancel while the rows are read: reading stops there, no row is worked out, and the file is untouched', async () => {
    const read = await cancelWhileReading(text, 'csv');
    assert.deepEqual(read, ['20000/50000'], 'the first stretch read, then no more');
  });

  test('an edit made while the rows are worked out: nothing is written, and the message says why', async () => {
    const editor = await openEditor(text, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    let typed: Thenable<boolean> | undefined;
    const outcome = await run({
      onProgress: () => {
        typed ??= editor.edit((builder) => builder.insert(editor.document.positionAt(text.length), '50000,BLK 1,1.3,103.8\n'));
      },
    });
    assert.equal(await typed, true, "the user's edit was made");
    assert.match(outcome?.error ?? '', /^The document changed while adding nearest places, so nothing was added/);
    assert.equal(editor.document.getText(), `${text}50000,BLK 1,1.3,103.8\n`);
  });
});

/** The same places as a JSON array of objects, one a line, as an API export writes them. */
function jsonArray(): string {
  const objects: string[] = [];
  for (let i = 0; i < ROWS; i++) objects.push(`  {"id": ${i}, "block": "BLK ${100 + (i % 900)}", "latitude": ${(1.28 + (i % 97) * 0.0015).toFixed(6)}, "longitude": ${(103.7 + (i % 89) * 0.003).toFixed(6)}}`);
  return `[\n${objects.join(',\n')}\n]\n`;
}

suite('Add Nearest Places on a large JSON file: read in steps, with progress and Cancel', function () {
  // 50 000 objects written back field by field take several times the table's time on a loaded machine.
  this.timeout(90_000);
  const text = jsonArray();
  teardown(closeAllEditors);

  /** "done/estimate" reported while reading: the estimate, from the objects' mean length, is near the count. */
  const about = (reading: string): string => {
    const [done, estimate] = reading.split('/').map(Number) as [number, number];
    assert.ok(Math.abs(estimate - ROWS) <= ROWS / 10, `estimate ${estimate} of ${ROWS} objects`);
    return String(done);
  };

  test('the objects are read in stretches of 20 000, each reported, then written in one edit that one Undo takes back', async () => {
    const editor = await openEditor(text, 'json');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const read: string[] = [];
    const outcome = await run({ onReading: (done: number, estimate: number) => read.push(`${done}/${estimate}`) });
    assert.equal(outcome?.error, undefined);
    assert.equal(outcome?.rows?.placed, ROWS);
    assert.deepEqual(read.map(about), ['20000', '40000'], 'read in stretches of 20 000 objects, each reported');
    const lines = editor.document.getText().split('\n');
    assert.match(lines[ROWS]!, /^ {2}\{"id": 49999, .*"longitude": [\d.]+, "nearest_mrt": "[A-Z ]+ (MRT|LRT) STATION", "nearest_mrt_m": \d+, "mrt_within_1000m": \d+\}$/);
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), text);
  });

  test('Cancel while the objects are read: reading stops there, no row is worked out, and the file is untouched', async () => {
    const read = await cancelWhileReading(text, 'json');
    assert.deepEqual(read.map(about), ['20000'], 'the first stretch read, then no more');
  });
});
