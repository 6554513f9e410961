// What a table command says around its job: before any picker, when the file has the command's columns, what
// running it again will do ("199 rows left of 400: finish them?"); after, the summary of what was written,
// with a button that runs the command again when rows are left.
import * as vscode from 'vscode';
import { finishQuestion, leftCount, summaryText, type LeftOut } from '../jobSummary';

/** True to go on finishing the rows left; `given` (automation, tests) answers without asking. */
export async function askToFinish(left: number, total: number, longer: readonly string[], given?: boolean): Promise<boolean> {
  if (given !== undefined) return given;
  const finish = left === 1 ? 'Finish It' : 'Finish Them';
  return (await vscode.window.showInformationMessage(finishQuestion(left, total, longer), finish)) === finish;
}

export interface Summary {
  /** The command as the palette names it, without "OneMap: " ("Geocode Addresses"). */
  command: string;
  /** Its id, for the button that runs it again on the same file. */
  commandId: string;
  uri: vscode.Uri;
  /** "Geocoded", "Reverse geocoded". */
  did: string;
  /** Rows written with a result. */
  written: number;
  /** The words when nothing was left out, as the command always said them. */
  complete: string;
  /** The counts, for when something was left out ("140 exact, 3 ambiguous"). */
  counts: string;
  left: LeftOut;
  /** Buttons of the command's own (Resolve Ambiguous Rows…), and what each does. */
  actions?: Array<[string, () => unknown]>;
}

/** Shows the summary; a warning when rows were left out, with "Run Again" for those a rerun finishes. */
export async function showSummary(summary: Summary): Promise<void> {
  const text = summaryText(summary.command, summary.did, summary.written, summary.complete, summary.counts, summary.left);
  const again = leftCount(summary.left) > 0;
  const actions = [...(summary.actions ?? []), ...(again ? ([['Run Again', () => vscode.commands.executeCommand(summary.commandId, summary.uri)]] as Array<[string, () => unknown]>) : [])];
  const show = again || summary.left.longer.length > 0 ? vscode.window.showWarningMessage : vscode.window.showInformationMessage;
  const choice = await show(text, ...actions.map(([label]) => label));
  await actions.find(([label]) => label === choice)?.[1]();
}
