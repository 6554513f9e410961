// A job as the commands run it: progress and status bar (jobUi.ts), the disk cache and the sign-in and network
// waits (jobRunner.ts), then, for a table, the result applied as ONE edit (one Undo) at the rows' offsets of
// now: rows edited during the job are skipped and listed, never written into what has become another row.
import * as vscode from 'vscode';
import { jobContext, type JobContext } from '../jobContext';
import { count } from '../jobProgress';
import { executeJob } from '../jobRunner';
import type { JobAnswer, JobOutcome, JobSpec } from '../jobTypes';
import { JobUi } from './jobUi';
import { jobNotes } from './interruptedJobsHost';
import { RowTracker, type TrackedRow } from '../rowTracker';
import { HeaderEditedError, placeInsertions, rowsDone as rowsDoneOf, type RowInsertion } from '../rowWrite';
import { squareEdits } from '../squareRows';
import type { RowShape } from '../../planningArea/tableLayout';
import { UserFacingError } from '../../ui/userFacingError';

export type { RowInsertion };

/** What a table job writes: the rows' insertions and, for a table, the shape every row must end with. */
export interface TableWrite {
  insertions: RowInsertion[];
  shape?: RowShape;
}

export interface TableJobResult {
  applied: number;
  /** Rows edited during the job (labels): not written at their old offsets; a table's are given `not asked` cells. */
  skippedChanged: string[];
  /** Data rows written with `not asked` (the job was cancelled before their question), by label. */
  notAsked: string[];
  /** Records typed or edited during the job that were given the header's count of cells. */
  squared: number;
  /** Each outcome (insertions' `outcomes`) counted over the rows written. */
  written: Record<string, number>;
  /** Data rows written with a result (their insertions name outcomes). */
  rowsWritten: number;
  cancelled: boolean;
  asked: number;
  fromCache: number;
}

export interface JobOptions {
  signal?: AbortSignal;
  /** After a cancel: apply the rows done, or not, without asking (automation and tests). Default: ask. */
  whenCancelled?: 'apply' | 'discard';
  /** The command that runs this job again: a job a reload stops is offered it when its file is next open. */
  commandId?: string;
}

/** The same job without a document: for outputs written to a new editor (the travel-time matrix). */
export async function runJob<Q, A>(spec: JobSpec<Q, A>, options: JobOptions = {}): Promise<JobOutcome<A>> {
  const context = jobContext();
  const cache = await context.cache().catch((error: unknown) => {
    context.log?.(`The cached answers could not be opened: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  const ui = new JobUi(spec.title, () => controller.abort());
  ui.showNotification();
  try {
    return await executeJob(spec, {
      cache,
      signal: controller.signal,
      onProgress: (progress) => ui.update(progress),
      signInNeeded: (message, signal) => askToSignIn(spec.title, message, signal, context),
    });
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
    ui.dispose();
    await cache?.flush().catch(() => undefined);
  }
}

/**
 * Runs a job with progress (done/total, rate, time left; Cancel stops within a second), a status-bar item while
 * it runs, the disk cache, sign-in and network waits; then applies the result as ONE edit: `build(answers)`
 * returns the insertions for the rows it can fill. Rows edited during the job are skipped and listed in a
 * warning. After Cancel the user is offered to apply the rows done.
 */
export async function runTableJob<Q, A>(
  editor: vscode.TextEditor,
  rows: readonly TrackedRow[],
  spec: JobSpec<Q, A>,
  build: (answers: ReadonlyMap<string, JobAnswer<A>>) => RowInsertion[] | TableWrite,
  options: JobOptions = {},
): Promise<TableJobResult> {
  const document = editor.document;
  const before = document.getText();
  const tracker = new RowTracker(rows);
  const ended = options.commandId ? jobNotes()?.started({ uri: document.uri.toString(), commandId: options.commandId, title: spec.title }) : undefined;
  const listener = vscode.workspace.onDidChangeTextDocument((event) => {
    if (event.document !== document) return;
    // One sweep for the whole event: the job's own final edit is one event of thousands of insertions.
    tracker.applyChanges(event.contentChanges);
  });
  try {
    const outcome = await runJob(spec, options);
    const result = { cancelled: outcome.cancelled, asked: outcome.asked, fromCache: outcome.fromCache };
    const built = build(outcome.answers);
    const { insertions, shape } = Array.isArray(built) ? { insertions: built, shape: undefined } : built;
    const nothing = { applied: 0, skippedChanged: [], notAsked: [], squared: 0, written: {}, rowsWritten: 0, ...result };
    if (outcome.cancelled) {
      const rowsDone = rowsDoneOf(rows, insertions);
      if (outcome.stoppedBy !== undefined && rowsDone === 0) void vscode.window.showErrorMessage(`${spec.title} stopped: ${outcome.stoppedBy}`);
      const choice = rowsDone === 0 ? 'discard' : (options.whenCancelled ?? (await askApplyDone(spec.title, rowsDone, outcome.stoppedBy)));
      if (choice === 'discard') return nothing;
    }
    if (document.isClosed) throw new Error(`The document was closed during ${spec.title.toLowerCase()}: nothing was written.`);
    const square = shape ? { before, shape } : undefined;
    const { applied, skipped, written, squared } = await applyRowInsertions(editor, tracker, insertions, rows, spec.title, square).catch((error: unknown) => {
      throw error instanceof HeaderEditedError ? new UserFacingError(error.message) : error;
    });
    const writtenSet = new Set(written);
    const notAsked = [...new Set(insertions.filter((i) => i.notAsked === true && i.nothingToAsk !== true && writtenSet.has(i.row) && rows[i.row]?.header !== true).map((i) => i.row))];
    return { ...result, applied, skippedChanged: skipped.map((row) => rows[row].label), notAsked: notAsked.sort((a, b) => a - b).map((row) => rows[row].label), squared, ...tally(insertions, writtenSet) };
  } finally {
    listener.dispose();
    ended?.();
  }
}

/** Each outcome of the rows written, counted once a row (its first insertion that names them). */
function tally(insertions: readonly RowInsertion[], written: ReadonlySet<number>): { written: Record<string, number>; rowsWritten: number } {
  const counts: Record<string, number> = {};
  const seen = new Set<number>();
  for (const insertion of insertions) {
    if (!insertion.outcomes || insertion.notAsked === true || !written.has(insertion.row) || seen.has(insertion.row)) continue;
    seen.add(insertion.row);
    for (const outcome of insertion.outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return { written: counts, rowsWritten: seen.size };
}

/**
 * The insertions at the rows' offsets of now, as one edit with undo stops around it. Through the editor while
 * it is open (VS Code's own fastest path), else as a workspace edit of the document (also one Undo). Retried
 * when the document changed between reading the offsets and the edit arriving.
 */
export async function applyRowInsertions(
  editor: vscode.TextEditor,
  tracker: RowTracker,
  insertions: readonly RowInsertion[],
  rows: readonly TrackedRow[] = [],
  title = 'The job',
  square?: { before: string; shape: RowShape },
): Promise<{ applied: number; skipped: number[]; written: number[]; squared: number }> {
  const document = editor.document;
  for (let attempt = 0; attempt < 3; attempt++) {
    const placed = placeInsertions(tracker, rows, insertions, title);
    // Rows edited or typed during the job keep the table's shape: the cells they lack, saying `not asked`.
    const squared = square ? squareEdits(document.getText(), square.before, tracker, rows, square.shape) : { edits: [], rows: 0 };
    const all = [...placed.edits, ...squared.edits];
    const edits = all.map(({ offset, length, text }) => ({ at: document.positionAt(offset), end: length > 0 ? document.positionAt(offset + length) : undefined, text }));
    const done = { applied: placed.applied, skipped: placed.skipped, written: placed.written, squared: squared.rows };
    if (edits.length === 0) return { ...done, applied: 0 };
    let ok: boolean;
    if (vscode.window.visibleTextEditors.includes(editor)) {
      ok = await editor.edit(
        (builder) => {
          for (const edit of edits) {
            if (edit.end) builder.replace(new vscode.Range(edit.at, edit.end), edit.text);
            else builder.insert(edit.at, edit.text);
          }
        },
        { undoStopBefore: true, undoStopAfter: true },
      );
    } else {
      const edit = new vscode.WorkspaceEdit();
      for (const { at, end, text } of edits) {
        if (end) edit.replace(document.uri, new vscode.Range(at, end), text);
        else edit.insert(document.uri, at, text);
      }
      ok = await vscode.workspace.applyEdit(edit);
    }
    if (ok) return done;
  }
  throw new Error('The document kept changing while the results were written: nothing was written. Run the command again; OneMap will not be asked again.');
}

async function askApplyDone(title: string, rows: number, stoppedBy: string | undefined): Promise<'apply' | 'discard'> {
  const apply = `Apply ${count(rows)} ${rows === 1 ? 'row' : 'rows'} done`;
  const message =
    stoppedBy !== undefined
      ? `${title} stopped: ${stoppedBy}`
      : `${title} was cancelled: apply the rows done, then run the command again to finish the rest. OneMap is not asked again what it answered.`;
  const show = stoppedBy !== undefined ? vscode.window.showErrorMessage : vscode.window.showInformationMessage;
  const choice = await show(message, apply, 'Discard');
  return choice === apply ? 'apply' : 'discard';
}

/**
 * Not signed in: "Sign in to go on"; true once signed in (by the button, or any other way: the job then tries
 * again), false when the user leaves it or cancels the job.
 */
async function askToSignIn(title: string, message: string, signal: AbortSignal, context: JobContext): Promise<boolean> {
  const action = 'Sign in to go on';
  let listener: { dispose(): unknown } | undefined;
  const cancelled = new Promise<'cancelled'>((resolve) => signal.addEventListener('abort', () => resolve('cancelled'), { once: true }));
  const signedInElsewhere = new Promise<'account'>((resolve) => (listener = context.onDidChangeAccount?.(() => resolve('account'))));
  try {
    for (;;) {
      const choice = await Promise.race([vscode.window.showWarningMessage(`${title} is waiting: ${message}`, action), cancelled, signedInElsewhere]);
      if (choice === 'account') return true;
      if (choice !== action || signal.aborted) return false;
      if (await context.signIn()) return true;
    }
  } finally {
    listener?.dispose();
  }
}
