// Add Nearest Places run again on a file whose travel columns it wrote (Cancel → Apply, OneMap's errors, rows
// edited during the job): what the first run was is read back from the columns' names (the kinds, the mode, the
// radius, the suffix of a run written beside), the rows it left are sorted out as Travel Times sorts its own,
// and only those are routed, into the columns the file has. No `vscode` here.
import type { FindOptions } from '../mapData/findPoints';
import type { Span } from '../mapData/spans';
import { lineLabels } from '../batch/trackedRows';
import { type PlaceRows, planRows, readPlaceRows } from '../planningArea/addPlanningAreas';
import type { ColumnWriter } from '../planningArea/columnNames';
import { fieldValue } from '../planningArea/jsonFinish';
import { cellLeft } from '../planningArea/tableCells';
import { recordCells } from '../planningArea/tableLayout';
import type { Node } from 'jsonc-parser';
import type { Kind, NearestOptions } from '../nearest/addNearest';
import { existingNearestColumns } from '../nearest/existingColumns';
import { NearestColumnsThereError, nameWords } from '../nearest/nearestColumns';
import { type NearestByRoute, nearestTravelWriter } from './nearestRouteColumns';
import { CANDIDATES, type NearestTravelJob, planNearestTravel } from './nearestRoutes';
import type { TravelMode } from './travelRequest';

const MODES: ReadonlyArray<TravelMode['routeType']> = ['walk', 'cycle', 'drive', 'pt'];

/** One run's travel columns in a file, as their names tell it. */
export interface TravelColumns {
  routeType: TravelMode['routeType'];
  /** Each kind's words (`mrt`; `mrt`, `exit`; a theme's or a file's), in the columns' order. */
  kinds: string[][];
  radius?: number;
  /** The suffix of a run written beside an earlier one (`2`). */
  suffix?: string;
  /** The first of its travel columns as the file writes it: the question names it. */
  column: string;
}

/** A name's words, a digit suffix glued on by camelCase (`Min2`) split off. */
function words(name: string): string[] {
  const out = nameWords(name);
  const glued = /^([a-z]+)(\d+)$/.exec(out.at(-1) ?? '');
  return glued ? [...out.slice(0, -1), glued[1]!, glued[2]!] : out;
}

/** The runs with travel columns among `names` (the columns Add Nearest Places wrote), by mode and suffix. */
export function travelColumns(names: readonly string[]): TravelColumns[] {
  const runs = new Map<string, TravelColumns & { seen: Set<string> }>();
  for (const name of names) {
    const w = words(name);
    const suffix = /^\d+$/.test(w.at(-1) ?? '') ? w.pop() : undefined;
    if (w.at(-1) !== 'min') continue;
    const routeType = MODES.find((m) => m === w.at(-2));
    const nearest = w.indexOf('nearest');
    if (!routeType || nearest < 0 || nearest + 1 >= w.length - 2) continue;
    const kind = w.slice(nearest + 1, -2);
    const key = `${routeType} ${suffix ?? ''}`;
    const run = runs.get(key) ?? { routeType, kinds: [], ...(suffix === undefined ? {} : { suffix }), column: names[names.indexOf(name) - 1] ?? name, seen: new Set<string>() };
    runs.set(key, run);
    if (!run.seen.has(kind.join(' '))) {
      run.seen.add(kind.join(' '));
      run.kinds.push(kind);
    }
  }
  return [...runs.values()].map(({ seen: _, ...run }) => {
    // The count's radius, from a kind's `mrt_within_1000m` column of the same suffix.
    const flat = run.kinds[0]!.join('');
    const tail = run.suffix ?? '';
    const radius = names.map((n) => new RegExp(`${flat}within(\\d+)m${tail}$`).exec(n.toLowerCase().replace(/[^a-z0-9]/g, ''))).find((m) => m)?.[1];
    return radius === undefined ? run : { ...run, radius: Number(radius) };
  });
}

/** The writer of a run's columns that finishes rows in place: a row is left when a route of a place it holds is. */
export function finishingWriter(run: TravelColumns, decimals = 0): ColumnWriter<NearestByRoute[]> {
  const options = { radius: run.radius, decimals, suffix: run.suffix };
  const perKind = (run.radius === undefined ? 2 : 3) + 3;
  return {
    ...nearestTravelWriter(
      run.kinds.map((words) => ({ words })),
      run.routeType,
      options,
    ),
    finishes: true,
    // Not asked (Cancel), OneMap's error, a cell missing (a row edited during the job), or no route where the
    // row holds the place (coordinates typed in since). A place OneMap found no way to is done.
    left: (cells, places, stemOrder, form) =>
      stemOrder.some((stem, s) => {
        if (form === 'json' && !places.has(stem)) return false;
        return run.kinds.some((_, k) => {
          const at = (s * run.kinds.length + k) * perKind;
          const route = cells[at + perKind - 3];
          return cellLeft(route) || (route === '' && places.has(stem));
        });
      }),
  };
}

/** A run that can be finished: its rows left of those it wrote, the rows longer than the header, its decimals. */
export interface NearestRerun extends TravelColumns {
  left: number;
  total: number;
  longer: string[];
  /** Decimals of the distances the file has (undefined: none written yet). */
  decimals?: number;
}

/**
 * The runs of the file (the rows meeting `spans`) whose travel columns are all there, with their rows left;
 * `names`: the columns Add Nearest Places wrote, when the caller has them already.
 */
export function nearestReruns(text: string, spans: readonly Span[] = [], find: FindOptions = {}, names: readonly string[] = existingNearestColumns(text)): NearestRerun[] {
  const runs = travelColumns(names);
  if (runs.length === 0) return [];
  const read = readPlaceRows(text, spans, find, 'Add Nearest Places');
  return runs.flatMap((run) => {
    let planned: PlaceRows;
    try {
      planned = planRows(text, read, finishingWriter(run));
    } catch (error) {
      // Some of the run's columns only (one renamed or removed): not a run to finish; the command asks as before.
      if (error instanceof NearestColumnsThereError) return [];
      throw error;
    }
    if (planned.mode !== 'finish') return [];
    const left = planned.records.length;
    const decimals = decimalsOf(text, read, planned);
    return [{ ...run, left, total: left + (planned.done ?? 0), longer: lineLabels(text, planned.longer ?? []), ...(decimals === undefined ? {} : { decimals }) }];
  });
}

/** The most decimals among the first kind's distances (`nearest_mrt_m`) of every row read. */
function decimalsOf(text: string, read: PlaceRows, planned: PlaceRows): number | undefined {
  let most: number | undefined;
  for (const record of read.records) {
    const cell = planned.layout ? recordCells(text, record, planned.layout).cells[1] : planned.fields ? fieldValue(record.node as Node, planned.fields[1]!) : undefined;
    const m = /^\d+(?:\.(\d+))?$/.exec(cell ?? '');
    if (m) most = Math.max(most ?? 0, m[1]?.length ?? 0);
  }
  return most;
}

/**
 * The job that finishes `run`: its rows left (of those meeting `spans`) routed with `kinds` (the run's, in its
 * order) by `mode`, to be written into the columns the file has. Nothing is asked yet.
 */
export function prepareNearestFinish(
  text: string,
  run: NearestRerun,
  kinds: readonly Kind[],
  mode: TravelMode,
  spans: readonly Span[] = [],
  find: FindOptions = {},
  options: Pick<NearestOptions, 'outside' | 'decimals'> = { decimals: 0 },
  k = CANDIDATES,
): NearestTravelJob {
  const decimals = run.decimals ?? options.decimals;
  const read = planRows(text, readPlaceRows(text, spans, find, 'Add Nearest Places'), finishingWriter(run, decimals));
  if (read.mode !== 'finish') throw new NearestColumnsThereError(run.column);
  const named = kinds.map((kind, i) => ({ ...kind, words: run.kinds[i] ?? kind.words }));
  return planNearestTravel(text, read, named, mode, { ...options, decimals, radius: run.radius, suffix: run.suffix }, k);
}
