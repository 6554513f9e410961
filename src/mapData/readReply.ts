// The answer of Show on Map's reader as it crosses from the worker thread (readRequest.ts says why), and the
// error rebuilt from it on the host. Nothing here loads the reader itself, so the host's activation bundle can
// import it.
import type { FindOptions } from './findPoints';
import type { SkippedPlaces } from './skippedPlaces';
import type { SourceFeature } from './sourceFeature';

export interface ReadRequest {
  id: number;
  text: string;
  options: FindOptions;
}

export interface ReadFailure {
  name: string;
  message: string;
  location?: { start: number; end: number };
}

export type ReadReply =
  | { id: number; ok: true; features: SourceFeature[]; skipped?: SkippedPlaces }
  | { id: number; ok: false; error: ReadFailure };

/** The error the reader threw, as the host's code expects it (a CoordinateError by its name and location). */
export function errorOf(failure: ReadFailure): Error {
  const error = new Error(failure.message) as Error & { location?: { start: number; end: number } };
  error.name = failure.name;
  if (failure.location) error.location = failure.location;
  return error;
}
