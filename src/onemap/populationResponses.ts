// Reading popapi's population answers: a list of flat rows, each `planning_area` (OneMap writes "Bedok" for
// BEDOK), `year`, sometimes `gender` ("Male", "Female", "Total"), and counts. A count may be null: the
// 2020 census has no figure for some categories of older ones (hotels_restaurants…). `{"Result": "No Data
// Available!"}` means OneMap has nothing for that area and year: no data, not an error. No `vscode` here.
import { OneMapError } from './errors';
import { isNoData } from './planningAreaResponses';
import type { PopulationQuery } from './populationRequests';
import { serverMessageOf } from './responseError';

export interface PopulationRow {
  planningArea: string;
  year: number;
  gender?: string;
  /** Every other field, in the answer's order: a count of people or households, or null when none was counted. */
  counts: Array<[string, number | null]>;
}

export type PopulationAnswer = { kind: 'data'; rows: PopulationRow[] } | { kind: 'no-data' };

/** A few rows (one per gender and a total); far more is not this answer. */
const MAX_ROWS = 100;
const MAX_FIELDS = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readPopulation(body: unknown, query: PopulationQuery): PopulationAnswer {
  const refuse = (detail: string) => new OneMapError('malformed-response', `OneMap's ${query} answer cannot be used: ${detail}.`);
  if (isNoData(body)) return { kind: 'no-data' };
  if (isRecord(body) && (typeof body.error === 'string' || typeof body.message === 'string')) {
    throw new OneMapError('bad-request', `OneMap refused ${query}: ${serverMessageOf(JSON.stringify(body))}.`);
  }
  if (!Array.isArray(body)) throw refuse('it is neither a list of rows nor {"Result": "No Data Available!"}');
  if (body.length > MAX_ROWS) throw refuse(`it has ${body.length} rows`);
  if (body.length === 0) return { kind: 'no-data' };
  const rows = body.map((row, index): PopulationRow => {
    if (!isRecord(row)) throw refuse(`row ${index + 1} is not an object`);
    const fields = Object.entries(row);
    if (fields.length > MAX_FIELDS) throw refuse(`row ${index + 1} has ${fields.length} fields`);
    const { planning_area: area, year, gender } = row;
    const yearNumber = typeof year === 'string' ? Number(year) : year;
    if (typeof area !== 'string' || typeof yearNumber !== 'number' || !Number.isInteger(yearNumber)) {
      throw refuse(`row ${index + 1} lacks planning_area or year`);
    }
    const counts: Array<[string, number | null]> = [];
    for (const [key, value] of fields) {
      if (key === 'planning_area' || key === 'year' || key === 'gender') continue;
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (n !== null && (typeof n !== 'number' || !Number.isFinite(n) || n < 0)) throw refuse(`${key} in row ${index + 1} is not a count`);
      counts.push([key, n]);
    }
    return { planningArea: area, year: yearNumber, ...(typeof gender === 'string' ? { gender } : {}), counts };
  });
  return { kind: 'data', rows };
}
