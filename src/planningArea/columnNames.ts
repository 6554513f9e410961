// What Add Planning Area writes: the names of the new columns or fields in the file's own style, and the
// values for a point's placement. No `vscode` here.
import { POSITION_WORDS } from '../shared/coords/named/names';
import type { Placement } from './types';

/**
 * Thrown when a row already has a column or field of the names to add, and the run cannot finish it in place
 * (a table or JSON array with some of the columns only): run, the file would hold both.
 */
export class ColumnsThereError extends Error {
  override readonly name = 'ColumnsThereError';
  constructor(name: string, command = 'Add Planning Area') {
    super(
      `The file already has ${name}: remove or rename it, then run ${command} again. A table or JSON array with all of its columns is finished in place; this file has some of them only.`,
    );
  }
}

export type NameStyle = 'upper' | 'snake' | 'camel' | 'pascal';

/** The style of a record's keys or a header's names: the one most of them follow, snake_case when unclear. */
export function nameStyle(names: readonly string[]): NameStyle {
  const counts: Record<NameStyle, number> = { upper: 0, snake: 0, camel: 0, pascal: 0 };
  for (const name of names) {
    if (!/[A-Za-z]/.test(name)) continue;
    if (name === name.toUpperCase()) counts.upper++;
    else if (/^[a-z][a-z0-9]*[A-Z]/.test(name)) counts.camel++;
    else if (/^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*$/.test(name)) counts.pascal++;
    else if (name === name.toLowerCase() && /[_\s-]/.test(name)) counts.snake++;
  }
  // Single lower-case words (lat, name) fit snake_case and camelCase alike: they count for neither, and
  // with no other sign the names are snake_case. Ties go to the first listed.
  const order: NameStyle[] = ['upper', 'pascal', 'camel', 'snake'];
  return order.reduce((best, style) => (counts[style] > counts[best] ? style : best), 'snake');
}

/** `words` (lower case) joined in `style`. */
export function styled(words: readonly string[], style: NameStyle): string {
  const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
  switch (style) {
    case 'upper':
      return words.join('_').toUpperCase();
    case 'snake':
      return words.join('_');
    case 'camel':
      return words.map((w, i) => (i === 0 ? w : cap(w))).join('');
    case 'pascal':
      return words.map(cap).join('');
  }
}

/**
 * What a pair's names say about which place it is: the stem without position words. x_coord/y_coord and
 * latitude/longitude in one row are one place (`coord` says only that it is a position); start_lat and
 * end_lat are two.
 */
export function placeStem(stem: string): string {
  return stem
    .split('_')
    .filter((w) => w !== '' && !POSITION_WORDS.has(w))
    .join('_');
}

/**
 * The two names for a pair with `stem` (what its names share besides the axis word: `start` of start_lat,
 * empty for LATITUDE, lower case and joined with `_`): planning_area and region, or start_planning_area and start_region.
 * Areas of a year other than the shipped 2019 say so (planning_area_2014, region_2014): the file then shows
 * which plan its names come from, and may hold both.
 */
export function columnNames(stem: string, style: NameStyle, year?: number): [string, string] {
  const words = placeStem(stem).split('_').filter((w) => w !== '');
  const suffix = year === undefined ? [] : [String(year)];
  return [styled([...words, 'planning', 'area', ...suffix], style), styled([...words, 'region', ...suffix], style)];
}

/**
 * The stems as Add Planning Area names its columns: Geocode Addresses' `onemap` is dropped (the areas are found
 * offline: onemap_latitude gives planning_area), unless a pair of the row's own already takes those names; then
 * it reads `geocoded` (geocoded_planning_area beside planning_area).
 */
export function areaStems(stemOrder: readonly string[]): string[] {
  const bare = (stem: string): string => placeStem(stem).split('_').filter((w) => w !== 'onemap').join('_');
  return stemOrder.map((stem) => {
    const words = placeStem(stem).split('_');
    if (!words.includes('onemap')) return stem;
    const taken = stemOrder.some((other) => other !== stem && placeStem(other) === bare(stem));
    return taken ? words.map((w) => (w === 'onemap' ? 'geocoded' : w)).join('_') : bare(stem);
  });
}

/** The planning area and region to write: names, `boundary: A / B`, or `outside`. */
export function placementValues(placement: Placement): [string, string] {
  if (placement.kind === 'inside') return [placement.area, placement.region];
  if (placement.kind === 'outside') return ['outside', 'outside'];
  const outside = placement.outside ? ['outside'] : [];
  const areas = [...placement.areas.map((a) => a.area), ...outside];
  const regions = [...new Set(placement.areas.map((a) => a.region))];
  const region = regions.length === 1 && !placement.outside ? regions[0]! : `boundary: ${[...regions, ...outside].join(' / ')}`;
  return [`boundary: ${areas.join(' / ')}`, region];
}

/**
 * What a command writes into each row: the names of its columns (or fields) in the file's style, and one value
 * per name for a row's places (undefined: an empty cell, or no field). `there` is the refusal when a row
 * already has one of the names (the command was run before).
 */
export interface ColumnWriter<T> {
  names(stemOrder: readonly string[], style: NameStyle): string[];
  values(places: ReadonlyMap<string, T>, stemOrder: readonly string[]): Array<string | number | undefined>;
  there(name: string): Error;
  /**
   * Run again on a file with the columns: whether a row's cells (by `names`' order; undefined where the row is
   * short of one) leave something to do for the places it holds. Default: a cell missing, `not asked` or an error.
   * In JSON (`form`) a missing or null field is undefined too, and a field the first run never writes is missing.
   */
  left?(cells: readonly (string | undefined)[], places: ReadonlyMap<string, unknown>, stemOrder: readonly string[], form?: 'table' | 'json'): boolean;
  /**
   * False: a header that already has the columns is refused (`there`), never finished in place (Add Nearest
   * Places asks first: replace them, or write beside them). Default: finished.
   */
  finishes?: boolean;
  /** Names an older version wrote for the same columns: a file that has them is finished, not refused. */
  formerNames?(stemOrder: readonly string[], style: NameStyle): string[][];
}
