// Show on Map's layers come back after a window reload, as the planner's route does: the files shown (and the
// selection each was shown from) are kept in the workspace's state, and read again from the files when a
// planner page first asks for its layers, so the map shows the files as they are now, not as they were.
import * as vscode from 'vscode';
import type { Span } from '../mapData';
import { parseRememberedFiles, spansWithin, type RememberedFile } from './rememberedFiles';

export const SHOWN_FILES_KEY = 'onemap.shownFiles';

/** Puts one file back on the map (without drawing it yet); throws when it holds nothing to show any more. */
export type ShowAgain = (document: vscode.TextDocument, spans: Span[] | undefined) => void;

export class LayerMemory {
  /** Remembered from the last window and not restored yet: kept when the files shown now are saved. */
  private pendingFiles: RememberedFile[] | undefined;
  private restoring: Promise<void> | undefined;

  constructor(
    private readonly state: vscode.Memento,
    private readonly log: (line: string) => void,
  ) {}

  /** Read from the workspace when the map first needs it, not at activation. */
  private get pending(): RememberedFile[] {
    this.pendingFiles ??= parseRememberedFiles(this.state.get(SHOWN_FILES_KEY));
    return this.pendingFiles;
  }

  save(shown: readonly RememberedFile[]): void {
    const waiting = this.pending.filter((file) => !shown.some((s) => s.uri === file.uri));
    void this.state.update(SHOWN_FILES_KEY, [...waiting, ...shown]);
  }

  /** Shows the remembered files again, once; a file gone or with nothing to show is dropped with a log line. */
  restore(show: ShowAgain): Promise<void> {
    this.restoring ??= this.restoreAll(show);
    return this.restoring;
  }

  private async restoreAll(show: ShowAgain): Promise<void> {
    const files = this.pending;
    for (const file of files) {
      try {
        const document = await vscode.workspace.openTextDocument(vscode.Uri.parse(file.uri, true));
        const spans = file.spans && spansWithin(file.spans, document.getText().length);
        if (file.spans && !spans) throw new Error('the part of it shown is no longer there');
        show(document, spans);
      } catch (error) {
        this.log(`Show on Map: ${file.uri} is not shown again after the reload: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    this.pendingFiles = [];
  }
}
