// Add Nearest Places' rows worked out in chunks under a notification with Cancel: between chunks the extension
// host answers the editor (and the Cancel button), and the notification says how many rows are done.
import * as vscode from 'vscode';
import type { NearestJob, NearestResult } from '../nearest';

/** About a fifth of a second of work on this machine's slowest runs: the notification moves, Cancel answers soon. */
export const CHUNK_ROWS = 20_000;

/** What automation (tests) may add: a Cancel of its own, and the rows done after each chunk. */
export interface Watch {
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
  /** The rows read after each step of reading (about `estimate` in all), before any is worked out. */
  onReading?: (done: number, estimate: number) => void;
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Reads the rows (`start`, then `chunk` rows a step), works every one out, then writes their columns; undefined
 * when the user cancelled (nothing is written). Each stage waits a turn first, so that the notification shows and
 * Cancel is heard.
 */
export async function runInChunks(start: () => NearestJob, title: string, watch: Watch = {}, chunk = CHUNK_ROWS): Promise<NearestResult | undefined> {
  return vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title, cancellable: true }, async (progress, token) => {
    const cancelled = (): boolean => token.isCancellationRequested || watch.signal?.aborted === true;
    const format = (n: number): string => n.toLocaleString('en');
    progress.report({ message: 'reading the rows' });
    await turn();
    const job = start();
    // Reading comes first, in steps too: a 1 000 000-row file takes seconds to read, and Cancel is heard between them.
    for (let reading = job.readStep(chunk); !reading.finished; reading = job.readStep(chunk)) {
      progress.report({ message: `reading the rows: ${format(reading.done)} of ~${format(reading.estimate)}` });
      watch.onReading?.(reading.done, reading.estimate);
      await turn();
      if (cancelled()) return undefined;
    }
    const total = job.total;
    while (job.done < total) {
      await turn();
      if (cancelled()) return undefined;
      const before = job.done;
      job.step(chunk);
      progress.report({ message: `${format(job.done)} of ${format(total)} rows`, increment: (100 * (job.done - before)) / total });
      watch.onProgress?.(job.done, total);
    }
    await turn();
    return cancelled() ? undefined : job.finish();
  });
}
