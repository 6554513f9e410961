// Show on Map's reading of a file as a request and its answer, so that the host can read a file on a worker
// thread (src/mapData/readWorker.ts) while its own thread opens the planner: a 5 195-stop file took the host's
// thread for about 0.7 s, and VS Code made the planner's panel only after it. Errors cross as plain data, since a
// class does not survive the copy between threads; the host rebuilds them with `name`, which its checks read.
import { findFeatures } from './findFeatures';
import type { ReadFailure, ReadReply, ReadRequest } from './readReply';

export function answerRead(request: ReadRequest): ReadReply {
  try {
    const { features, skipped } = findFeatures(request.text, request.options);
    return skipped ? { id: request.id, ok: true, features, skipped } : { id: request.id, ok: true, features };
  } catch (error) {
    return { id: request.id, ok: false, error: failureOf(error) };
  }
}

function failureOf(error: unknown): ReadFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const location = (error as { location?: { start: number; end: number } }).location;
  const failure: ReadFailure = { name: error.name, message: error.message };
  if (location) failure.location = { start: location.start, end: location.end };
  return failure;
}
