// The popapi paths the simulator serves: the three planning-area ones and the 19 population queries, each
// behind the token and the rate limit like every other GET service (403 names component 'popapi').
import type { Reply } from './reply';
import { handleAllPlanningAreas, handlePlanningAreaAt, handlePlanningAreaNames, POPAPI_PREFIX } from './planningAreaEndpoint';
import type { PlanningAreaVariant } from './planningAreaRecordings';
import { handlePopulation, POPULATION_QUERY_NAMES } from './populationEndpoint';

export interface PopapiService {
  component: string;
  service: string;
  handle: (query: URLSearchParams) => Reply;
}

const AREA_HANDLERS: Record<string, (query: URLSearchParams, variant: PlanningAreaVariant) => Reply> = {
  getAllPlanningarea: handleAllPlanningAreas,
  getPlanningarea: handlePlanningAreaAt,
  getPlanningareaNames: handlePlanningAreaNames,
};

/** The service at `path`, or undefined when it is no popapi path; `yearAnswers`: a test's getAllPlanningarea bodies by year. */
export function popapiService(path: string, variant: () => PlanningAreaVariant, yearAnswers: ReadonlyMap<number, unknown> = new Map()): PopapiService | undefined {
  if (!path.startsWith(POPAPI_PREFIX)) return undefined;
  const name = path.slice(POPAPI_PREFIX.length);
  if (name === 'getAllPlanningarea') {
    const given = (query: URLSearchParams) => yearAnswers.get(Number(query.get('year')));
    return { component: 'popapi', service: name, handle: (query) => (given(query) === undefined ? handleAllPlanningAreas(query, variant()) : { status: 200, body: given(query) }) };
  }
  if (Object.hasOwn(AREA_HANDLERS, name)) return { component: 'popapi', service: name, handle: (query) => AREA_HANDLERS[name]!(query, variant()) };
  if (POPULATION_QUERY_NAMES.includes(name)) return { component: 'popapi', service: name, handle: (query) => handlePopulation(name, query) };
  return undefined;
}
