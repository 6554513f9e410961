// URA's planning areas and the population tables (popapi) as calls on the transport's authorised GET.
import { MAX_PLACE_RESPONSE_BYTES } from './placeRequests';
import { allPlanningAreasRequest, planningAreaAtRequest, planningAreaNamesRequest } from './planningAreaRequests';
import { readAllPlanningAreas, readPlanningAreaAt, readPlanningAreaNames } from './planningAreaResponses';
import type { OneMapPlanningArea, PlanningAreaName, PlanningAreaSet } from './planningAreaTypes';
import { type Gender, type PopulationQuery, populationRequest } from './populationRequests';
import { type PopulationAnswer, readPopulation } from './populationResponses';
import type { AuthorisedGet, RequestOptions } from './transport';

export class PlanningAreaClient {
  constructor(private readonly get: AuthorisedGet) {}

  /** URA's planning areas of `year` (a Master Plan year: 1998, 2008, 2014, 2019), about 1 MB; none when OneMap has no data. */
  async getAllPlanningarea(year: number, options: RequestOptions = {}): Promise<PlanningAreaSet> {
    const body = await this.get({ endpoint: 'popapi', ...allPlanningAreasRequest(year), ...options });
    return readAllPlanningAreas(body, year);
  }

  /** The planning area of `year` holding a WGS84 point, or undefined when none does. */
  async getPlanningarea(lat: number, lng: number, year: number, options: RequestOptions = {}): Promise<OneMapPlanningArea | undefined> {
    const body = await this.get({ endpoint: 'popapi', ...planningAreaAtRequest(lat, lng, year), ...options });
    return readPlanningAreaAt(body, year);
  }

  async getPlanningareaNames(year: number, options: RequestOptions = {}): Promise<PlanningAreaName[]> {
    const body = await this.get({ endpoint: 'popapi', ...planningAreaNamesRequest(year), ...options, maxBytes: MAX_PLACE_RESPONSE_BYTES });
    return readPlanningAreaNames(body, year);
  }

  /** One of popapi's population tables for a planning area and year (`gender` only where OneMap splits by it). */
  async getPopulation(query: PopulationQuery, planningArea: string, year: number, options: RequestOptions & { gender?: Gender } = {}): Promise<PopulationAnswer> {
    const { signal, priority } = options;
    const body = await this.get({ endpoint: 'popapi', ...populationRequest(query, planningArea, year, options.gender), signal, priority, maxBytes: MAX_PLACE_RESPONSE_BYTES });
    return readPopulation(body, query);
  }
}
