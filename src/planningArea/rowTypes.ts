// A row as Add Planning Area and the row jobs read and write it: what the readers (tableRows, jsonRows) and
// the engine that places rows share, kept apart so that neither imports the other.
import type { Placement } from './types';

/**
 * One row or object: its text span, and what each of its places holds (by the pair's stem), in text order.
 * A table's row without coordinates has no places.
 */
export interface PlacedRecord<T = Placement> {
  start: number;
  end: number;
  places: ReadonlyMap<string, T>;
  /** A JSON row's object node. */
  node?: unknown;
}

/** One insertion into the text as read; all of them make one edit. */
export interface Insertion {
  offset: number;
  text: string;
  /** Characters of the text as read that `text` replaces (a cell rewritten by a run that finishes rows); 0 when absent. */
  length?: number;
}
