import type * as vscode from 'vscode';

/** An AbortSignal that fires when VS Code's cancellation token does, for code that speaks AbortSignal. */
export function abortSignalFor(token: vscode.CancellationToken): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  if (token.isCancellationRequested) controller.abort();
  const listener = token.onCancellationRequested(() => controller.abort());
  return { signal: controller.signal, dispose: () => listener.dispose() };
}
