// The host's side of interruptedJobs.ts: the notes kept in the workspace's state; at start, the jobs a reload
// stopped, offered again when their file is open (now, or when it is next opened), or dropped when the command
// is run again on it first.
import * as vscode from 'vscode';
import { interruptedText, noteEnded, noteStarted, readNotes, type RunningJob } from '../interruptedJobs';

const KEY = 'onemap.runningJobs';

export interface JobNotes {
  /** Notes a job as running; the returned function strikes it off. */
  started(job: Omit<RunningJob, 'id' | 'startedAt'>): () => void;
}

let current: JobNotes | undefined;

/** The notes of this window, once set up (undefined in tests that run a job without an extension). */
export function jobNotes(): JobNotes | undefined {
  return current;
}

export function setUpInterruptedJobs(context: vscode.ExtensionContext): vscode.Disposable[] {
  const state = context.workspaceState;
  // Whatever is noted now was running when the window last went away.
  let interrupted = readNotes(state.get(KEY));
  let running: RunningJob[] = [];
  void state.update(KEY, []);
  const save = () => void state.update(KEY, running);
  const offer = (document: vscode.TextDocument) => {
    const uri = document.uri.toString();
    const due = interrupted.filter((j) => j.uri === uri);
    if (due.length === 0) return;
    interrupted = interrupted.filter((j) => j.uri !== uri);
    for (const job of due) {
      const name = vscode.workspace.asRelativePath(document.uri);
      void vscode.window.showInformationMessage(interruptedText(job, name), 'Run Again').then((choice) => {
        if (choice === 'Run Again') void vscode.commands.executeCommand(job.commandId, document.uri);
      });
    }
  };
  const disposables = [vscode.workspace.onDidOpenTextDocument(offer)];
  for (const document of vscode.workspace.textDocuments) offer(document);
  const notes: JobNotes = {
    started: (job) => {
      const note: RunningJob = { ...job, id: Math.random().toString(36).slice(2), startedAt: Date.now() };
      interrupted = interrupted.filter((j) => !(j.uri === job.uri && j.commandId === job.commandId));
      running = noteStarted(running, note);
      save();
      return () => {
        running = noteEnded(running, note.id);
        save();
      };
    },
  };
  current = notes;
  return [...disposables, { dispose: () => (current = current === notes ? undefined : current) }];
}
