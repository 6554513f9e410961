import { OneMapError } from './errors';

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export function cancelledError(cause?: unknown): OneMapError {
  return new OneMapError('cancelled', 'The OneMap request was cancelled.', { cause });
}

/** A wait that ends early, rejecting with a 'cancelled' OneMapError, when `signal` aborts. */
export const sleep: Sleep = (ms, signal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledError(signal.reason));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(cancelledError(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
