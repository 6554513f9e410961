// Geocode Addresses from the file's text to the job and back: each row's query, the job's items (one a distinct
// query after folding case and spaces), and the insertions from the answers. No `vscode` here.
import { type JobItem, normaliseQuery } from '../batch/jobTypes';
import { type Answer, classify } from './classify';
import { outputNames } from './outputColumns';
import { queryText } from './queryColumns';
import { type Span, type SourceRows } from './sourceRows';
import { NOT_ASKED, type RowText, rowInsertions } from './writeRows';
import type { RowShape } from '../planningArea/tableLayout';
import type { Match, OutputChoice } from './types';
import { geocodeRun, type GeocodeRun } from './geocodeRuns';

/** The job's cache namespace: OneMap's search, first page, with geometry and address details. */
export const SEARCH_KIND = 'search';

export interface GeocodePlan {
  source: SourceRows;
  /** The added columns' names. */
  names: string[];
  /** Each row's query ('' when its chosen columns are empty). */
  queries: string[];
  items: JobItem<string>[];
  /** Added columns, or the file's own finished: and the rows left out (longer than the header). */
  run: GeocodeRun;
}

export function keyOf(query: string): string {
  return normaliseQuery(query);
}

/**
 * Throws GeocodedBeforeError when the file (or an object of it) already has some of the added columns. A table
 * with all of them (`run`, read before any picker) is finished: only its rows left are asked and written.
 */
export function planGeocode(all: SourceRows, columns: readonly number[], choice: OutputChoice, run: GeocodeRun = geocodeRun(all)): GeocodePlan {
  const source = { ...all, rows: run.rows };
  const queries = source.rows.map((row) => queryText(source.names, row.values, columns));
  const items = queries.filter((q) => q !== '').map((query) => ({ key: keyOf(query), query }));
  if (run.mode === 'finish') return { source, names: run.layout!.names, queries, items, run };
  let names = outputNames(source.names, choice);
  if (source.form === 'json') {
    // Each object is checked for the fields, and takes them in the style of its own keys; they share one style.
    for (const row of source.rows) {
      const keys = (row.node?.children ?? []).map((m) => String(m.children?.[0]?.value ?? ''));
      names = outputNames(keys.length > 0 ? keys : source.names, choice);
    }
  }
  return { source, names, queries, items, run };
}

/** A row's match from the answers; undefined when its query was not answered (the job was cancelled first). */
export function rowMatch(plan: GeocodePlan, rowIndex: number, answers: ReadonlyMap<string, Answer>): Match | undefined {
  const query = plan.queries[rowIndex]!;
  if (query === '') return { kind: 'empty' };
  return classify(query, answers.get(keyOf(query)));
}

export function geocodeInsertions(text: string, plan: GeocodePlan, choice: OutputChoice, answers: ReadonlyMap<string, Answer>): RowText[] {
  const at = plan.run.mode === 'finish' ? plan.run.at : undefined;
  return rowInsertions(text, plan.source, plan.names, plan.run.layout?.choice ?? choice, (i) => rowMatch(plan, i, answers), at);
}

/** How many rows got each kind of match: for the closing message. */
export function matchCounts(plan: GeocodePlan, answers: ReadonlyMap<string, Answer>): Record<Match['kind'], number> {
  const counts: Record<Match['kind'], number> = { exact: 0, picked: 0, ambiguous: 0, 'not found': 0, empty: 0, error: 0 };
  plan.source.rows.forEach((_, i) => {
    const match = rowMatch(plan, i, answers);
    if (match) counts[match.kind]++;
  });
  return counts;
}

export type { Span };

/** What a table's row typed or edited during the job gets: the header's count of cells, its match `not asked`. */
export function geocodeShape(plan: GeocodePlan): RowShape | undefined {
  const { source } = plan;
  if (source.form !== 'table') return undefined;
  const width = source.names.length;
  const match = plan.run.mode === 'finish' ? plan.run.at![plan.run.at!.length - 1]! : width + plan.names.length - 1;
  return { delimiter: source.delimiter ?? ',', width: plan.run.mode === 'finish' ? width : width + plan.names.length, cells: new Map([[match, NOT_ASKED]]) };
}
