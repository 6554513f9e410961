import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { answerQuickPick, closeAllEditors, openEditor } from './editorHelpers';

// OneMap: Add Nearest Places… reads the rows while the user is still in its pickers. Through the pickers (each
// answered with its first choice: the stations, 1 000 m, offline) it writes what it writes when given its
// answers at once; and a file edited after the command started is read again, never written from the rows read
// before the edit.
interface Outcome {
  rows?: { placed: number };
}

const ROWS = 30_000;

function table(): string {
  const lines = ['id,block,latitude,longitude'];
  for (let i = 0; i < ROWS; i++) lines.push(`${i},BLK ${100 + (i % 900)},${(1.28 + (i % 97) * 0.0015).toFixed(6)},${(103.7 + (i % 89) * 0.003).toFixed(6)}`);
  return lines.join('\n') + '\n';
}

/** The text the command writes on `text` given its answers at once (then undone). */
async function givenAnswers(editor: vscode.TextEditor, text: string): Promise<string> {
  assert.equal(editor.document.getText(), text);
  const outcome = await vscode.commands.executeCommand<Outcome | undefined>('onemap.addNearestPlaces', { kinds: [{ type: 'stations' }], radius: 1000 });
  assert.ok(outcome?.rows?.placed);
  const written = editor.document.getText();
  await vscode.commands.executeCommand('undo');
  assert.equal(editor.document.getText(), text, 'one Undo');
  return written;
}

suite('Add Nearest Places through its pickers: the rows read while the user picks', () => {
  const text = table();
  teardown(closeAllEditors);

  test('through the pickers, every row gets what it gets when the command is given its answers; one Undo', async () => {
    const editor = await openEditor(text, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const outcome = await answerQuickPick(vscode.commands.executeCommand<Outcome | undefined>('onemap.addNearestPlaces'));
    assert.equal(outcome?.rows?.placed, ROWS);
    const picked = editor.document.getText();
    assert.equal(picked.split('\n')[0], 'id,block,latitude,longitude,nearest_mrt,nearest_mrt_m,mrt_within_1000m');
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), text, 'one Undo');
    assert.equal(picked, await givenAnswers(editor, text));
  });

  test('the file edited after the command started (a row moved, a row added): the edited rows are read and written', async () => {
    const editor = await openEditor(text, 'csv');
    editor.selection = new vscode.Selection(0, 0, 0, 0);
    const pending = vscode.commands.executeCommand<Outcome | undefined>('onemap.addNearestPlaces');
    // The row of id 5 moves from the west to Changi, and a row is added at the end.
    const moved = text.split('\n')[6]!;
    const start = text.indexOf(`\n${moved}\n`) + 1;
    assert.ok(
      await editor.edit((builder) => {
        builder.replace(new vscode.Range(editor.document.positionAt(start), editor.document.positionAt(start + moved.length)), '5,BLK 105,1.357000,103.988000');
        builder.insert(editor.document.positionAt(text.length), `${ROWS},BLK 1,1.300000,103.800000\n`);
      }),
    );
    const edited = editor.document.getText();
    const outcome = await answerQuickPick(pending);
    assert.equal(outcome?.rows?.placed, ROWS + 1, 'the added row too');
    const lines = editor.document.getText().split('\n');
    assert.match(lines[6]!, /^5,BLK 105,1\.357000,103\.988000,CHANGI AIRPORT MRT STATION,\d+,\d+$/);
    assert.match(lines[ROWS + 1]!, new RegExp(`^${ROWS},BLK 1,1\\.300000,103\\.800000,[A-Z ]+ (MRT|LRT) STATION,\\d+,\\d+$`));
    const picked = editor.document.getText();
    await vscode.commands.executeCommand('undo');
    assert.equal(editor.document.getText(), edited, 'one Undo gives the edited file back');
    assert.equal(picked, await givenAnswers(editor, edited));
  });
});
