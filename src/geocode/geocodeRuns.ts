// Geocode Addresses run again on a table it wrote: the columns read back (any output, any name style), each
// row sorted into done, left (`not asked`, an error, no match cell: edited during the job) or longer than its
// header (never written); then the left rows' values go into those columns and nowhere else. Read before any
// picker, so that the command says what it will do, or refuses, first. No `vscode` here.
import { cellLeft } from '../planningArea/tableCells';
import { fieldValue } from '../planningArea/jsonFinish';
import { geocodedLayout, type GeocodedLayout } from './geocodedLayout';
import { outputNames } from './outputColumns';
import type { SourceRow, SourceRows } from './sourceRows';
import type { OutputChoice } from './types';

export interface GeocodeRun {
  mode: 'add' | 'finish';
  /** Finish: the columns as the file has them, and their indexes in the header. */
  layout?: GeocodedLayout;
  at?: number[];
  /** The rows the run writes: every row that fits (add), the rows left (finish). */
  rows: SourceRow[];
  /** Rows with more cells than the header ("line 7"): left as they are. */
  longer: SourceRow[];
  /** Rows an earlier run finished (finish). */
  done: number;
}

/** A match cell the run must (re)do: missing, empty, `not asked`, or OneMap's error. */
function matchLeft(cell: string | undefined): boolean {
  return cellLeft(cell === undefined ? undefined : cell.trim()) || cell?.trim() === '';
}

/**
 * How a run meets the file: a table with all of a layout's columns is finished; a file with some of the names
 * (a JSON array written before, or a column of the user's by that name) is refused with GeocodedBeforeError.
 */
export function geocodeRun(source: SourceRows): GeocodeRun {
  if (source.form === 'json') {
    const json = jsonRun(source);
    if (json) return json;
  }
  const longer = source.form === 'table' ? source.rows.filter((r) => r.values.length > source.names.length) : [];
  const fits = source.form === 'table' ? source.rows.filter((r) => r.values.length <= source.names.length) : source.rows;
  const layout = source.form === 'table' ? geocodedLayout(source.names) : undefined;
  if (!layout) {
    // Any output's names in the file's style refuse the first run: run twice, the file would hold them twice.
    for (const choice of ['both', 'wgs84', 'svy21'] as const) checkNew(source, choice);
    return { mode: 'add', rows: fits, longer, done: 0 };
  }
  const lower = source.names.map((n) => n.toLowerCase());
  const at = layout.names.map((n) => lower.indexOf(n.toLowerCase()));
  const match = at[at.length - 1]!;
  // A row that reaches into the columns without filling them had more cells than the header before the first
  // run (its extra cells stand where the columns are): it stays listed and as it is.
  const partial = (r: SourceRow): boolean => r.values.length > Math.min(...at) && r.values.length < source.names.length;
  const rows = fits.filter((r) => !partial(r) && matchLeft(r.values[match]));
  const misfits = fits.filter(partial);
  return { mode: 'finish', layout, at, rows, longer: [...longer, ...misfits].sort((a, b) => a.start - b.start), done: fits.length - rows.length - misfits.length };
}

/**
 * A JSON array an object of which has all of a layout's fields (null ones too): the objects whose match is
 * missing, null, `not asked` or an error are left, the others done. `at` only says the run finishes objects.
 */
function jsonRun(source: SourceRows): GeocodeRun | undefined {
  const objects = source.rows.map((row) => [...(row.node?.children ?? [])].map((m) => String(m.children?.[0]?.value ?? '')));
  const layout = objects.map((names) => geocodedLayout(names)).find((found) => found !== undefined);
  if (!layout) return undefined;
  const rows = source.rows.filter((row) => matchLeft(row.node ? fieldValue(row.node, layout.match) : undefined));
  return { mode: 'finish', layout, at: layout.names.map((_, i) => i), rows, longer: [], done: source.rows.length - rows.length };
}

/** Throws GeocodedBeforeError when a row (or the header) has one of the columns `choice` adds. */
function checkNew(source: SourceRows, choice: OutputChoice): void {
  outputNames(source.names, choice);
}
