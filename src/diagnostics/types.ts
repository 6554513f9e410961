// What the coordinate checks report. No `vscode` here: the glue turns offsets into ranges.

/** Replace `text[start, end)` with `newText`. */
export interface TextEdit {
  start: number;
  end: number;
  newText: string;
}

export type ProblemCode =
  | 'latitude-first' // a GeoJSON position or WKT point written latitude first
  | 'swapped-values' // one record's two values swapped, the rest of its column or file not
  | 'names-swapped' // a lat field holding the longitude and the other way round, in most records
  | 'name-contradicts-value' // a field named for degrees holding metres, or the other way round
  | 'outside-singapore' // one point outside Singapore among points inside it
  | 'mixed-systems' // one point in another system than the rest of its column or file
  | 'geojson-structure'; // GeoJSON that does not parse, or breaks the spec where the map needs it

/** A fix of one problem: one edit, undone at once. `family` names the problems a fix-all fixes together. */
export interface Fix {
  title: string;
  edits: TextEdit[];
  family?: 'swap' | 'convert' | 'rename' | 'slip';
}

export interface Problem {
  start: number;
  end: number;
  code: ProblemCode;
  message: string;
  severity: 'error' | 'warning';
  /** The group the problem was found in (`positions`, or a named pair's names), for column-wide fixes. */
  group?: string;
  fix?: Fix;
}
