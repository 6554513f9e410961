// Benchmark, not a test: the final edit of a batch job on a 10 000-row CSV in a real VS Code extension host,
// beside VS Code's own bare edit of the same insertions (positions worked out beforehand, one editor.edit).
// Three figures: runTableJob from the call to its result for a job whose every answer is in the cache (the
// whole command after OneMap is done: cache, progress, the rows' offsets, the edit); the apply alone
// (applyRowInsertions); the bare edit. The aim: the final edit at most 1.5 × the bare one.
import * as vscode from 'vscode';
import type { AnswerCache } from '../../../src/batch/answerCache';
import { setJobContext } from '../../../src/batch/jobContext';
import type { JobSpec } from '../../../src/batch/jobTypes';
import { RowTracker, type TrackedRow } from '../../../src/batch/rowTracker';
import { applyRowInsertions, runTableJob, type RowInsertion } from '../../../src/batch/host/runJob';
import { untitledEditor } from './untitled';

const ROWS = 10_000;
const RUNS = 7;

/** HDB resale transactions' shape: month, town, block, street; the job adds latitude, longitude, match. */
function table(): { text: string; rows: TrackedRow[]; addresses: string[] } {
  const lines = ['month,town,block,street_name,resale_price'];
  const addresses: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const block = 100 + (i % 700);
    const street = ['ANG MO KIO AVE 3', 'BEDOK NTH ST 2', 'TAMPINES ST 21', 'JURONG WEST ST 52'][i % 4]!;
    addresses.push(`${block} ${street}`);
    lines.push(`2017-${String((i % 12) + 1).padStart(2, '0')},TOWN ${i % 26},${block},${street},${300_000 + i * 7}`);
  }
  const text = lines.join('\n') + '\n';
  let start = 0;
  const rows = lines.map((line, i) => {
    const row = { start, end: start + line.length, label: i === 0 ? 'header' : `row ${i}` };
    start += line.length + 1;
    return row;
  });
  return { text, rows, addresses };
}

function insertionsFor(rows: readonly TrackedRow[]): RowInsertion[] {
  return rows.map((row, i) => ({
    row: i,
    offset: row.end,
    text: i === 0 ? ',latitude,longitude,match' : `,${(1.3 + (i % 997) / 10_000).toFixed(7)},${(103.8 + (i % 991) / 10_000).toFixed(7)},exact`,
  }));
}

/** Every answer already known: the job asks nothing, as a rerun does. */
function memoryCache(): AnswerCache {
  return { get: (_kind, key) => ({ key }), set: () => undefined, flush: async () => undefined, clear: async () => 0 };
}

async function undoTo(editor: vscode.TextEditor, text: string): Promise<void> {
  await vscode.commands.executeCommand('undo');
  if (editor.document.getText() !== text) throw new Error('one undo did not restore the file');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const figures = (values: number[]) => `median ${median(values).toFixed(0)} ms (all ${values.map((v) => v.toFixed(0)).join(' ')})`;

export async function tableJobBench(): Promise<void> {
  setJobContext({ useClient: () => Promise.reject(new Error('nothing is asked')), cache: async () => memoryCache(), signIn: async () => false });
  const { text, rows, addresses } = table();
  const insertions = insertionsFor(rows);
  const editor = await untitledEditor(text, 'csv');
  const document = editor.document;
  const spec: JobSpec<string, unknown> = {
    kind: 'search',
    title: 'Geocoding addresses',
    items: addresses.map((address) => ({ key: address.toLowerCase(), query: address })),
    ask: () => Promise.reject(new Error('nothing is asked')),
  };
  const job: number[] = [];
  const apply: number[] = [];
  const bare: number[] = [];
  let expected: string | undefined;
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const result = await runTableJob(editor, rows, spec, () => insertions);
    job.push(performance.now() - started);
    if (result.applied !== rows.length || result.asked !== 0) throw new Error(`the job applied ${result.applied} rows and asked ${result.asked}`);
    expected ??= document.getText();
    if (document.getText() !== expected) throw new Error('the job wrote other text than before');
    await undoTo(editor, text);

    started = performance.now();
    await applyRowInsertions(editor, new RowTracker(rows), insertions);
    apply.push(performance.now() - started);
    if (document.getText() !== expected) throw new Error('the apply wrote other text than the job');
    await undoTo(editor, text);

    const positions = insertions.map((insertion) => ({ at: document.positionAt(insertion.offset), text: insertion.text }));
    started = performance.now();
    const ok = await editor.edit(
      (builder) => {
        for (const { at, text: inserted } of positions) builder.insert(at, inserted);
      },
      { undoStopBefore: true, undoStopAfter: true },
    );
    bare.push(performance.now() - started);
    if (!ok || document.getText() !== expected) throw new Error('the bare edit wrote other text than the job');
    await undoTo(editor, text);
  }
  const ratio = median(job) / median(bare);
  console.log(`host: final edit of a batch job, ${ROWS.toLocaleString('en-SG')}-row CSV (${(text.length / 1e6).toFixed(2)} MB), ${insertions.length.toLocaleString('en-SG')} insertions:`);
  console.log(`host:   runTableJob, every answer cached (call to result): ${figures(job)}`);
  console.log(`host:   its apply alone (offsets of now, one edit): ${figures(apply)}`);
  console.log(`host:   VS Code's bare editor.edit of the same insertions: ${figures(bare)}`);
  console.log(`host:   runTableJob / bare edit ${ratio.toFixed(2)}, apply / bare edit ${(median(apply) / median(bare)).toFixed(2)}; aim <= 1.5: ${ratio <= 1.5 ? 'met' : 'NOT met'}`);
  setJobContext(undefined);
  await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
}
