// GET /api/public/popapi/<query> for the 19 population queries, answered from the recordings: BEDOK in 2020
// (recorded 2025-08) and in 2018 (recorded 2020-05, mostly "No Data Available!"). Every other planning area
// and year answers "No Data Available!", as OneMap does for a year without census data. The planning area is
// not case-sensitive; `gender` keeps the rows of that gender where the answer has them.
import bedok2018 from '../fixtures/onemap-samples/population_ahzhezhe-onemapsg_all-19-endpoints-BEDOK-2018-privateapi-2020-05.json';
import bedok2020 from '../fixtures/onemap-samples/population_ahzhezhe-onemapsg_all-19-endpoints-BEDOK-2020-public-2025-08.json';
import { MESSAGES } from './messages';
import { NO_DATA } from './planningAreaEndpoint';
import { errorReply, type Reply } from './reply';

/** The recordings are keyed by the Jest test's name: "getEconomicStatus 1". */
const RECORDED: Record<string, Record<string, unknown>> = { 2018: bedok2018, 2020: bedok2020 };
export const POPULATION_QUERY_NAMES: readonly string[] = Object.keys(bedok2020).map((key) => key.replace(/ 1$/, ''));

export function handlePopulation(name: string, query: URLSearchParams): Reply {
  const area = query.get('planningArea')?.trim();
  if (!area) return errorReply(400, MESSAGES.planningArea);
  const yearText = query.get('year')?.trim() ?? '';
  if (!/^\d{4}$/.test(yearText)) return errorReply(400, MESSAGES.year);
  const gender = query.get('gender');
  if (gender !== null && !['male', 'female'].includes(gender.toLowerCase())) return errorReply(400, MESSAGES.gender);
  const body = area.toUpperCase() === 'BEDOK' ? RECORDED[yearText]?.[`${name} 1`] : undefined;
  if (body === undefined) return { status: 200, body: NO_DATA };
  if (gender === null || !Array.isArray(body)) return { status: 200, body };
  const rows = (body as Array<Record<string, unknown>>).filter((row) => typeof row.gender === 'string' && row.gender.toLowerCase() === gender.toLowerCase());
  return { status: 200, body: rows.length > 0 ? rows : body };
}
