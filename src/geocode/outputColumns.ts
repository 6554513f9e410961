// What Geocode Addresses adds to a row: the coordinates chosen, OneMap's ADDRESS and POSTAL, and the match,
// named in the file's own style with an `onemap` prefix (a school list already has an `address` column of its
// own: OneMap's answer goes beside it, never over it). No `vscode` here.
import { nameStyle, styled } from '../planningArea/columnNames';
import { matchText } from './classify';
import type { Match, OutputChoice } from './types';

/** Thrown when the file already has the columns: run twice, it would hold them twice. */
export class GeocodedBeforeError extends Error {
  override readonly name = 'GeocodedBeforeError';
  constructor(name: string) {
    super(
      `The file already has ${name}: remove or rename it, then run Geocode Addresses again. A table or JSON array with all of its columns is finished in place; this file has some of them only.`,
    );
  }
}

const COORDINATES: Record<OutputChoice, string[]> = {
  wgs84: ['latitude', 'longitude'],
  svy21: ['x', 'y'],
  both: ['latitude', 'longitude', 'x', 'y'],
};

/** The stems of the added columns, in their order; the match is always last. */
export function outputStems(choice: OutputChoice): string[] {
  return [...COORDINATES[choice], 'address', 'postal', 'match'];
}

/** The added columns' names in the style of the names beside them (`onemap_latitude`, `ONEMAP_LATITUDE`, `OnemapLatitude`). */
export function outputNames(existing: readonly string[], choice: OutputChoice): string[] {
  const style = nameStyle(existing);
  const names = outputStems(choice).map((stem) => styled(['onemap', stem], style));
  const there = names.find((n) => existing.some((e) => e.toLowerCase() === n.toLowerCase()));
  if (there !== undefined) throw new GeocodedBeforeError(there);
  return names;
}

/**
 * The values for a match, in outputStems' order: numbers where a coordinate is, `undefined` where the row has
 * none (not found, an error): a table writes an empty cell, JSON `null`.
 */
export function outputValues(match: Match, choice: OutputChoice): (string | number | undefined)[] {
  const place = match.kind === 'exact' || match.kind === 'picked' || match.kind === 'ambiguous' ? match.place : undefined;
  const coordinates: Record<string, number | undefined> = { latitude: place?.lat, longitude: place?.lon, x: place?.x, y: place?.y };
  return [...COORDINATES[choice].map((stem) => coordinates[stem]), place?.address, place ? place.postal : undefined, matchText(match)];
}
