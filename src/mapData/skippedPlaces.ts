// Places a file names that the map does not show, and why, so that a file an edit broke does not show one
// place fewer without a word: two objects read as one (a closing brace deleted) give one place for two.
import type { ParseError } from 'jsonc-parser';

export interface SkippedPlaces {
  /** Positions not shown: each in an object that had a place elsewhere already. */
  count: number;
  /** Where the first of them is, as an offset into the file's text. */
  at: number;
  /** The first JSON syntax error in its object before it, when there is one: the likely cause. */
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

/** Collects the positions skipped; `cause` is looked up once all are known. */
export class SkippedCounter {
  private count = 0;
  private first = -1;
  private objectStart = -1;

  /** A position at `offset`, in the object at `objectStart` whose place is at another position: not shown. */
  skip(offset: number, objectStart: number): void {
    if (this.count++ > 0) return;
    this.first = offset;
    this.objectStart = objectStart;
  }

  result(errors: readonly ParseError[]): SkippedPlaces | undefined {
    if (this.count === 0) return undefined;
    let cause: ParseError | undefined;
    for (const error of errors) if (error.offset >= this.objectStart && error.offset <= this.first && (!cause || error.offset < cause.offset)) cause = error;
    return {
      count: this.count,
      at: this.first,
      ...(cause ? { cause: { at: cause.offset, words: WORDS[cause.error] ?? 'the JSON is broken' } } : {}),
    };
  }
}

/** Two readings of one object's position name the same place (OneMap's answers carry two systems) within a metre. */
export function samePlace(a: { lat: number; lon: number }, b: { lat: number; lon: number }): boolean {
  return Math.abs(a.lat - b.lat) < 1e-5 && Math.abs(a.lon - b.lon) < 1e-5;
}
