// What is kept of Add Nearest Places' lines across a window reload, in the workspace's state: the file, which of
// its columns hold each row's nearest place and distance, and the places the lines ran to (names and positions,
// a few hundred for the stations). Never the rows: after the reload they are read from the file as it is then.
// Read back whole or not at all (an older shape, a hand edit). No `vscode` here.
import type { KeptPlaces, StemColumns } from './columnLines';

export interface KeptLayer {
  /** The file and kind (`file:///…/hdb.csv#MRT/LRT station`): shown again, it replaces its layer. */
  key: string;
  uri: string;
  title: string;
  decimals: number;
  columns: StemColumns[];
  places: KeptPlaces;
}

/** Places kept a layer, at most: a kind of 100 000 places of another file is not worth the workspace's state. */
export const MAX_KEPT_PLACES = 20_000;

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function isColumns(value: unknown): value is StemColumns[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((c: Record<string, unknown> | null) => typeof c === 'object' && c !== null && typeof c.stem === 'string' && isText(c.name) && (c.metres === undefined || isText(c.metres)))
  );
}

function isPlaces(value: unknown): value is KeptPlaces {
  if (typeof value !== 'object' || value === null) return false;
  const { names, coords } = value as Record<string, unknown>;
  if (!Array.isArray(names) || names.length === 0 || names.length > MAX_KEPT_PLACES || !names.every((n) => typeof n === 'string')) return false;
  if (!Array.isArray(coords) || coords.length !== 2 * names.length) return false;
  for (let i = 0; i < coords.length; i += 2) {
    const [lat, lon] = [coords[i] as unknown, coords[i + 1] as unknown];
    if (typeof lat !== 'number' || typeof lon !== 'number' || !(lat >= -90 && lat <= 90) || !(lon >= -180 && lon <= 180)) return false;
  }
  return true;
}

/** The kept layers read back from the workspace's state; anything not of this shape is dropped. */
export function parseKeptLayers(value: unknown): KeptLayer[] {
  if (!Array.isArray(value)) return [];
  const out: KeptLayer[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { key, uri, title, decimals, columns, places } = item as Record<string, unknown>;
    if (!isText(key) || seen.has(key) || !isText(uri) || !isText(title) || !Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 9) continue;
    if (!isColumns(columns) || !isPlaces(places)) continue;
    seen.add(key);
    out.push({
      key,
      uri,
      title,
      decimals: decimals as number,
      columns: columns.map((c) => (c.metres === undefined ? { stem: c.stem, name: c.name } : { stem: c.stem, name: c.name, metres: c.metres })),
      places: { names: places.names.slice(), coords: places.coords.slice() },
    });
  }
  return out;
}
