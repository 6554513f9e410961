// The named-coordinate finder's vocabulary (see index.ts for the contract). No `vscode` here.
import type { NumberToken } from '../types';

/** A key or column name as written, quotes excluded. */
export interface NameSpan {
  start: number;
  end: number;
  text: string;
  /**
   * True when the name is in `NamedContext.header` rather than in the text: its offsets are then into
   * that header string (the rows were converted without their header line).
   */
  inHeader?: boolean;
}

/** What a name says about its value: degrees (lat/lon…), metres (easting/northing) or nothing (x/y). */
export type NameKind = 'degrees' | 'metres' | 'neutral';

export interface NamedValue {
  name: NameSpan;
  /** The number's characters (inside the quotes of a numeric string). */
  value: NumberToken;
  /** `x`: longitude, easting or x. `y`: latitude, northing or y. */
  axis: 'x' | 'y';
  kind: NameKind;
}

export interface NamedPair {
  x: NamedValue;
  y: NamedValue;
  /** `object`: `key: value` (JSON, JavaScript, YAML-like). `table`: CSV/TSV columns. `keyValue`: `key=value`. */
  form: 'object' | 'table' | 'keyValue';
}

export interface NamedContext {
  /** The header line of the table the text's rows belong to, when the text is some rows of a CSV/TSV. */
  header?: string;
}
