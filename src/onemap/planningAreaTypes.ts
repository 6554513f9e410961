// Shapes of OneMap's planning-area answers (popapi's getAllPlanningarea, getPlanningarea,
// getPlanningareaNames) once read: URA's boundaries of one Master Plan year. No `vscode` here.

/** [longitude, latitude] in WGS84 degrees, as GeoJSON writes a position. */
export type Position = [number, number];

export type AreaGeometry = { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };

/** One planning area: its name as OneMap writes it (upper case, e.g. "ANG MO KIO") and its boundary. */
export interface OneMapPlanningArea {
  name: string;
  geometry: AreaGeometry;
}

export interface PlanningAreaSet {
  /** The year asked for. */
  year: number;
  areas: OneMapPlanningArea[];
  /** Entries without a boundary (OneMap's TOTAL and OTHERS rows): left out, named here for the log. */
  skipped: string[];
  /** Areas whose geojson text had lost its quotes and was read back unambiguously. */
  repaired: string[];
}

export interface PlanningAreaName {
  id: number;
  name: string;
}
