// Renaming a field whose name would contradict its converted value. The table below is the one place
// the terms are chosen; README documents it.
import { classifyName } from './names';

/**
 * Degree term → metre term, and metre term → degree term. Each side keeps its form: long names stay
 * long (latitude ↔ northing), short names stay short (lat ↔ north). The metre side has fewer short
 * words than the degree side, so lon and long become east, which comes back as lng: those two are the
 * only names a round trip does not restore. LONGTITUDE (OneMap's misspelling) becomes easting.
 */
export const RENAMING: {
  readonly toMetres: Readonly<Record<string, string>>;
  readonly toDegrees: Readonly<Record<string, string>>;
} = {
  toMetres: {
    latitude: 'northing',
    longitude: 'easting',
    longtitude: 'easting',
    lat: 'north',
    lng: 'east',
    lon: 'east',
    long: 'east',
  },
  toDegrees: {
    northing: 'latitude',
    easting: 'longitude',
    north: 'lat',
    east: 'lng',
  },
};

/** `term` written as `like` is: all capitals, a capital first, or lower case. */
function inStyleOf(like: string, term: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return term.toUpperCase();
  if (like[0] !== undefined && like[0] === like[0].toUpperCase()) return term[0]!.toUpperCase() + term.slice(1);
  return term;
}

/**
 * The name a field called `name` takes when its `axis` value is converted to `target` units, or
 * undefined when the name stays: it is neutral (x, y, x_coord, X_ADDR), already names `target`, names the
 * other axis, or names no axis. Only the axis word changes; the rest of the name (its stem, separators
 * and case) is kept: `Start_Lat` → `Start_North`, `LATITUDE` → `NORTHING`, `geoLat` → `geoNorth`.
 */
export function renamedKey(name: string, target: 'degrees' | 'metres', axis: 'x' | 'y'): string | undefined {
  const info = classifyName(name);
  if (info === undefined || info.kind === 'neutral' || info.kind === target || info.axis !== axis) return undefined;
  const table = target === 'metres' ? RENAMING.toMetres : RENAMING.toDegrees;
  const term = table[info.word];
  if (term === undefined) return undefined;
  const word = name.slice(info.wordStart, info.wordEnd);
  return name.slice(0, info.wordStart) + inStyleOf(word, term) + name.slice(info.wordEnd);
}
