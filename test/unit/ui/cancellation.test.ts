// The signal a command hands the OneMap client fires on VS Code's Cancel and on the caller's own signal.
import * as assert from 'node:assert/strict';
import { test } from 'node:test';
import { abortSignalFor, givenSignal } from '../../../src/ui/cancellation';

/** A stand-in for vscode.CancellationToken: what abortSignalFor uses of it. */
function fakeToken() {
  const listeners = new Set<() => void>();
  const token = {
    isCancellationRequested: false,
    onCancellationRequested: (listener: () => void) => {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
  };
  const cancel = (): void => {
    token.isCancellationRequested = true;
    for (const listener of listeners) listener();
  };
  return { token: token as never, cancel, listeners };
}

test('the signal fires on Cancel, and on the caller’s signal', () => {
  const byButton = fakeToken();
  const first = abortSignalFor(byButton.token);
  byButton.cancel();
  assert.equal(first.signal.aborted, true);

  const caller = new AbortController();
  const second = abortSignalFor(fakeToken().token, caller.signal);
  assert.equal(second.signal.aborted, false);
  caller.abort();
  assert.equal(second.signal.aborted, true);

  const already = new AbortController();
  already.abort();
  assert.equal(abortSignalFor(fakeToken().token, already.signal).signal.aborted, true);
});

test('dispose stops listening to both', () => {
  const button = fakeToken();
  const caller = new AbortController();
  const { signal, dispose } = abortSignalFor(button.token, caller.signal);
  dispose();
  assert.equal(button.listeners.size, 0);
  caller.abort();
  assert.equal(signal.aborted, false);
});

test('only an AbortSignal in the argument object counts as the caller’s signal', () => {
  const controller = new AbortController();
  assert.equal(givenSignal({ email: 'a@b.sg', signal: controller.signal }), controller.signal);
  for (const argument of [undefined, null, 'EPSG:4326', { signal: true }, { signal: { aborted: true } }]) {
    assert.equal(givenSignal(argument), undefined, JSON.stringify(argument));
  }
});
