// The coordinate engine's public vocabulary. Nothing here may import `vscode`:
// the engine runs in plain Node tests, in the extension host and in benchmarks alike.

/** The three systems the extension converts between. */
export type CrsId = 'EPSG:4326' | 'EPSG:3414' | 'EPSG:3857';

/**
 * How a pair is written. `xy`: easting/longitude first (GeoJSON, WKT, OneMap's SVY21 "X, Y").
 * `yx`: northing/latitude first ("lat, lon" as most people type it).
 */
export type AxisOrder = 'xy' | 'yx';

export interface ConvertOptions {
  /** Target system. */
  to: CrsId;
  /** Source system; detected from the values when absent. */
  from?: CrsId;
  /** How SVY21 pairs are written: it cannot be detected from the values. Default `xy`. */
  svy21Order?: AxisOrder;
  /**
   * Decimals written for degrees (EPSG:4326). Default 'auto': enough to resolve the input's own
   * precision, so that converting back restores it (see precision.ts).
   */
  degreeDecimals?: number | 'auto';
  /** Decimals written for metres (EPSG:3414, EPSG:3857). Default 'auto', as for degrees. */
  metreDecimals?: number | 'auto';
  /** Rename a field whose name would contradict its converted value (lat → north). Default true. */
  rename?: boolean;
  /** The header line of the CSV/TSV document when the texts are some of its rows (names the columns). */
  header?: string;
}

export interface ConvertResult {
  text: string;
  /** Number of coordinate pairs converted. */
  converted: number;
  from: CrsId;
  to: CrsId;
}

export interface ConvertTextsResult {
  texts: string[];
  converted: number;
  from: CrsId;
  to: CrsId;
}

/** A number as written in the text: where it is and what it says. */
export interface NumberToken {
  /** Offset of the first character (the sign, if any). */
  start: number;
  /** Offset just past the last character. */
  end: number;
  value: number;
}

/** A coordinate pair found in one of the texts being converted. */
export interface FoundPair {
  /** Which text (selection) the pair is in. */
  textIndex: number;
  first: NumberToken;
  second: NumberToken;
  order: AxisOrder;
  /** Easting or longitude, whichever of first/second that is. */
  x: number;
  /** Northing or latitude. */
  y: number;
  /**
   * How the pair is written, which decides the order the converted pair is written in (render.ts):
   * `plain` (the default), `x-first` (a GeoJSON position, a WKT point) or `named` (each value under its
   * own name, the values stay in place). For a named pair `first` and `second` need not be neighbours.
   */
  syntax?: 'plain' | 'x-first' | 'named';
  /** Set for a named pair: the field names of its x and y values, which may be renamed. */
  names?: { x?: PairName; y?: PairName };
}

/** A key or column name of a named pair, in the same text as the pair. */
export interface PairName {
  start: number;
  end: number;
  text: string;
}

/** A column name in the header line of a table whose rows are converted without that line. */
export interface HeaderName extends PairName {
  /** `x`: longitude or easting. `y`: latitude or northing. */
  axis: 'x' | 'y';
}

/** What will be converted: decided before any number is transformed, so that a remote engine can do the transforming. */
export interface ConversionPlan {
  from: CrsId;
  pairs: FoundPair[];
  /** The header's names of those pairs, when the rows were given without their header line (`header`). */
  headerNames?: HeaderName[];
}


export type CoordinateErrorCode =
  | 'no-coordinates' // nothing that looks like a pair of numbers
  | 'outside-extent' // pairs of numbers, but none inside Singapore's extent for the system(s) considered
  | 'mixed-systems' // pairs from more than one system and no `from` to choose
  | 'same-system' // the coordinates are already in the target system
  | 'name-contradicts-value' // a field named for degrees holds metres, or the other way round
  | 'invalid-option';

/** Where in the texts an error points: the glue turns it into line and column. */
export interface TextLocation {
  textIndex: number;
  start: number;
  end: number;
}
