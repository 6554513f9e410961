import type { CoordinateErrorCode, CrsId, TextLocation } from './types';

/**
 * The only exception the engine throws on purpose: its message is written for the user, and `code`,
 * `location` and `systems` let the glue act on it (point at the text, ask which system to read).
 * `name` is set because the glue and the engine may live in different bundles, where `instanceof`
 * against another copy of this class would fail; `name === 'CoordinateError'` always works.
 */
export class CoordinateError extends Error {
  readonly code: CoordinateErrorCode;
  readonly location?: TextLocation;
  /** For 'mixed-systems': every system found, in the order first met. */
  readonly systems?: CrsId[];

  constructor(code: CoordinateErrorCode, message: string, details: { location?: TextLocation; systems?: CrsId[] } = {}) {
    super(message);
    this.name = 'CoordinateError';
    this.code = code;
    if (details.location) this.location = details.location;
    if (details.systems) this.systems = details.systems;
  }
}
