// A feature found in a file, with where its text is: the page gets only the MapFeature; the host keeps the
// offsets to select the text when the feature is clicked, and to find the feature under the cursor.
import type { MapFeature } from '../shared/protocol/dataLayers';

export interface SourceFeature extends MapFeature {
  /** Offsets into the file's text: the feature's whole text (a GeoJSON Feature, a CSV row, a WKT geometry…). */
  start: number;
  end: number;
}

/** The pairs the converter's scanner found, as WGS84, with their text spans (a named pair's spans both values). */
export interface FoundPoints {
  count: number;
  start: Int32Array;
  end: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
  /** A file read in SVY21: its own easting and northing, for work on SVY21 without converting them back. */
  x?: Float64Array;
  y?: Float64Array;
}
