import type * as vscode from 'vscode';

/**
 * An AbortSignal that fires when VS Code's cancellation token does, for code that speaks AbortSignal; or when
 * `also` does (a caller's own signal, such as one automation passed to a command).
 */
export function abortSignalFor(token: vscode.CancellationToken, also?: AbortSignal): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  if (token.isCancellationRequested || also?.aborted) abort();
  const listener = token.onCancellationRequested(abort);
  also?.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    dispose: () => {
      listener.dispose();
      also?.removeEventListener('abort', abort);
    },
  };
}

/** The AbortSignal in a command's argument object (`{ signal }`), if there is one: how automation cancels. */
export function givenSignal(argument: unknown): AbortSignal | undefined {
  const signal = typeof argument === 'object' && argument !== null ? (argument as { signal?: unknown }).signal : undefined;
  return signal instanceof AbortSignal ? signal : undefined;
}
