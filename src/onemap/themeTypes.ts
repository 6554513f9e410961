// What the extension keeps of OneMap's themes (themesvc), whatever form OneMap answered in. Positions are
// WGS84 as GeoJSON writes them, [lng, lat]. No `vscode` here.

/** One entry of getAllThemesInfo?moreInfo=Y. OneMap's "null" strings are read as absent. */
export interface ThemeSummary {
  queryName: string;
  name: string;
  category?: string;
  owner?: string;
  icon?: string;
  /** dd/mm/yyyy as OneMap writes it (2025 answers only). */
  published?: string;
  expires?: string;
}

export type ThemeGeometry = { type: 'Point'; coordinates: [number, number] } | { type: 'Polygon'; coordinates: Array<Array<[number, number]>> };

export interface ThemeRecord {
  geometry: ThemeGeometry;
  /** Every field but the position, in OneMap's order, as text. */
  fields: Array<[string, string]>;
}

export interface Theme {
  queryName: string;
  name: string;
  category?: string;
  owner?: string;
  /** When OneMap last updated the data, ISO 8601, from either DateTime form. */
  dataDate?: string;
  /** The count OneMap gives: a 2020 fixture keeps only 2 of its 59, so it may differ from records.length. */
  featCount: number;
  records: ThemeRecord[];
  /** Records whose position could not be read: not drawn, counted. */
  skipped: number;
}
