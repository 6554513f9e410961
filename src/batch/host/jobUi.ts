// A running job as the user sees it: a cancellable progress notification ("120/2 000 · 198 a minute · about
// 10 min left") and a status-bar item that stays while the job runs, also when the notification is hidden;
// clicking the item brings the notification back, with its Cancel.
import * as vscode from 'vscode';
import { progressText, statusText, type JobProgress } from '../jobProgress';

export const SHOW_JOB_COMMAND = 'onemap.showJob';

const running = new Map<number, JobUi>();
let nextId = 1;

/** The status-bar item's command: the job's notification again. */
export function showJob(id: unknown): void {
  const job = typeof id === 'number' ? running.get(id) : [...running.values()].pop();
  job?.showNotification();
}

/** The jobs now running, newest last (for tests and the status-bar command). */
export function runningJobs(): readonly JobUi[] {
  return [...running.values()];
}

/** How often the notification's text changes at most: it moves, yet stays readable. */
const NOTIFY_EVERY_MS = 250;

export class JobUi implements vscode.Disposable {
  readonly id = nextId++;
  private readonly item: vscode.StatusBarItem;
  private progress: JobProgress | undefined;
  private notification: { report(progress: JobProgress): void; close(): void } | undefined;
  private disposed = false;

  constructor(
    readonly title: string,
    private readonly cancel: () => void,
  ) {
    this.item = vscode.window.createStatusBarItem(`onemap.job.${this.id}`, vscode.StatusBarAlignment.Left, 50);
    this.item.name = 'OneMap job';
    this.item.text = `$(sync~spin) ${title}`;
    this.item.tooltip = `${title}: click to see its progress or cancel it`;
    this.item.command = { command: SHOW_JOB_COMMAND, title: 'Show Progress', arguments: [this.id] };
    this.item.show();
    running.set(this.id, this);
    void vscode.commands.executeCommand('setContext', 'onemap.jobRunning', true);
  }

  /** The latest figures: the status bar at once, the notification a few times a second. */
  update(progress: JobProgress): void {
    this.progress = progress;
    this.item.text = statusText(this.title, progress);
    this.notification?.report(progress);
  }

  /** What the notification says now (tests read it). */
  get text(): string {
    return this.progress ? progressText(this.progress) : '';
  }

  /** Opens the progress notification, closing the one shown before (hidden by the user, say). */
  showNotification(): void {
    if (this.disposed) return;
    this.notification?.close();
    let close!: () => void;
    const closed = new Promise<void>((resolve) => (close = resolve));
    let shownPercent = 0;
    let lastAt = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let report: ((value: { message?: string; increment?: number }) => void) | undefined;
    const flush = () => {
      pending = undefined;
      lastAt = performance.now();
      const progress = this.progress;
      if (!progress || !report) return;
      const percent = progress.total > 0 ? (progress.done / progress.total) * 100 : 0;
      report({ message: progressText(progress), increment: Math.max(0, percent - shownPercent) });
      shownPercent = Math.max(shownPercent, percent);
    };
    const notification = {
      report: () => {
        if (pending) return;
        pending = setTimeout(flush, Math.max(0, NOTIFY_EVERY_MS - (performance.now() - lastAt)));
      },
      close: () => {
        clearTimeout(pending);
        close();
      },
    };
    this.notification = notification;
    void vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: this.title, cancellable: true },
      async (progress, token) => {
        report = (value) => progress.report(value);
        flush();
        const listener = token.onCancellationRequested(() => this.cancel());
        try {
          await closed;
        } finally {
          listener.dispose();
        }
      },
    );
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    running.delete(this.id);
    if (running.size === 0) void vscode.commands.executeCommand('setContext', 'onemap.jobRunning', false);
    this.notification?.close();
    this.item.dispose();
  }
}
