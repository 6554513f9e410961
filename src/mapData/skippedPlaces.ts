// Places a file names that the map does not show, and why, so that a file an edit broke does not show fewer
// places without a word: two objects read as one (a closing brace deleted) give one place for two; a GeoJSON
// Feature whose geometry cannot be read (a position with one number) gives none; and past a syntax error the
// JSON parser may lose the file's structure (an opening brace deleted), leaving its positions loose, which
// would each show as a place of their own (one per vertex: thousands for URA's planning areas).
import type { ParseError } from 'jsonc-parser';

/** merged: in an object that had a place already; geometry: a Feature's geometry gives no shape; unreadable: loose after a syntax error. */
export type SkipReason = 'merged' | 'geometry' | 'unreadable';

export interface SkippedPlaces {
  /** Places not shown, for every reason. */
  count: number;
  /** Where the first of them is, as an offset into the file's text. */
  at: number;
  /** Why the first of them is not shown. */
  why: SkipReason;
  /** The JSON syntax error that likely caused it (for `geometry`, one inside the Feature), when there is one. */
  cause?: { at: number; words: string };
}

// jsonc-parser's ParseErrorCode values (a const enum, which isolated modules cannot read).
const WORDS: Record<number, string> = {
  1: 'an unexpected character', // InvalidSymbol
  2: 'a number that cannot be read', // InvalidNumberFormat
  3: 'a closing brace or a property name is missing', // PropertyNameExpected
  4: 'a value is missing', // ValueExpected
  5: 'a colon is missing', // ColonExpected
  6: 'a comma is missing', // CommaExpected
  7: 'a closing brace is missing', // CloseBraceExpected
  8: 'a closing bracket is missing', // CloseBracketExpected
  9: 'there is text after the end', // EndOfFileExpected
  12: 'a string is not closed', // UnexpectedEndOfString
  16: 'an unexpected character', // InvalidCharacter
};

/** Collects the places skipped; `cause` is looked up once all are known. */
export class SkippedCounter {
  private count = 0;
  private first = { at: Infinity, objectStart: -1, objectEnd: -1, why: 'merged' as SkipReason };

  /**
   * A place not shown, at `offset`, in the object (or Feature) spanning `objectStart`..`objectEnd` (none:
   * `offset` for both).
   */
  skip(why: SkipReason, offset: number, objectStart = offset, objectEnd = offset): void {
    this.count++;
    if (offset < this.first.at) this.first = { at: offset, objectStart, objectEnd, why };
  }

  /**
   * What was skipped, and why; with none, a file an edit broke (`broken`, its first structural error) still
   * says so: a place whose object lost its opening brace can be gone before any position is read.
   */
  result(errors: readonly ParseError[], broken?: ParseError): SkippedPlaces | undefined {
    if (this.count === 0) return broken && { count: 0, at: broken.offset, why: 'unreadable', cause: { at: broken.offset, words: WORDS[broken.error] ?? 'the JSON is broken' } };
    const { at, objectStart, objectEnd, why } = this.first;
    // The first error: in its object before it (merged), inside the Feature (geometry), in the file before it
    // (unreadable: where the parser lost the structure; an edit's error comes first of the many it makes).
    const from = why === 'unreadable' ? 0 : objectStart;
    const to = why === 'geometry' ? objectEnd : at;
    let cause: ParseError | undefined;
    for (const error of errors) if (error.offset >= from && error.offset <= to && (!cause || error.offset < cause.offset)) cause = error;
    return {
      count: this.count,
      at,
      why,
      ...(cause ? { cause: { at: cause.offset, words: WORDS[cause.error] ?? 'the JSON is broken' } } : {}),
    };
  }
}

/** The errors that break a file's structure; JavaScript's single-quoted strings (QGIS exports) make only others. */
const STRUCTURAL = new Set([3, 5, 6, 7, 8]);

/** The first error that breaks the file's structure (a brace, bracket, comma or colon missing). */
export function firstStructuralError(errors: readonly ParseError[]): ParseError | undefined {
  let first: ParseError | undefined;
  for (const error of errors) if (STRUCTURAL.has(error.error) && (!first || error.offset < first.offset)) first = error;
  return first;
}

/** Two readings of one object's position name the same place (OneMap's answers carry two systems) within a metre. */
export function samePlace(a: { lat: number; lon: number }, b: { lat: number; lon: number }): boolean {
  return Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lon - b.lon) < 1e-5;
}
