// The typed OneMap client: validates, authorises, retries, and reads the answer, so that callers deal only in
// points, routes and OneMapErrors. Never imports `vscode`; the extension supplies credentials, a token store
// and proxy settings. One transport (token, pool, pacer, retries, redaction: transport.ts) serves every
// service: routes and conversion, places, planning areas and population, themes.
import { PlaceClient } from './placeClient';
import { PlanningAreaClient } from './planningAreaClient';
import type { OneMapPlanningArea, PlanningAreaName, PlanningAreaSet } from './planningAreaTypes';
import type { Gender, PopulationQuery } from './populationRequests';
import type { PopulationAnswer } from './populationResponses';
import type { GeocodedPlace, GeocodePoint, ReverseGeocodeOptions, SearchOptions, SearchPage } from './placeTypes';
import { RouteClient } from './routeClient';
import { ThemeClient } from './themeClient';
import { OneMapTransport, type OneMapClientOptions, type RequestOptions } from './transport';
import type { PtRouteRequest, PtRouteResponse, RoadRouteRequest, RouteRequest, RouteResponse } from '../shared/onemap/types';
import type { ConvertDirection, ConvertInput, ConvertOutput, TokenResponse } from './types';
import { validateCredentials } from './validate';

export type { Credentials, LogLevel, OneMapClientOptions, RequestOptions } from './transport';

export class OneMapClient {
  private readonly transport: OneMapTransport;
  private readonly routes: RouteClient;
  private readonly places: PlaceClient;
  private readonly areas: PlanningAreaClient;
  /** OneMap's themes, through the same token, pacer and retries as every other call. */
  readonly themes: ThemeClient;

  constructor(options: OneMapClientOptions) {
    this.transport = new OneMapTransport(options);
    const get = this.transport.authorisedGet.bind(this.transport);
    this.routes = new RouteClient(get);
    this.places = new PlaceClient(get);
    this.areas = new PlanningAreaClient(get);
    this.themes = new ThemeClient(get);
  }

  /**
   * Signs in with `email` and `password` (the sign-in check). Never retried: a refused password must not be
   * sent twice. The token is kept, so the first call after signing in does not fetch another.
   */
  async fetchToken(email: string, password: string, options: RequestOptions = {}): Promise<TokenResponse> {
    validateCredentials(email, password);
    return this.transport.fetchToken({ email, password }, options.signal);
  }

  /** Forgets the token here and in the token store (sign-out, or a change of account). */
  forgetToken(): Promise<void> {
    return this.transport.forgetToken();
  }

  convert<D extends ConvertDirection>(direction: D, point: ConvertInput<D>, options: RequestOptions = {}): Promise<ConvertOutput<D>> {
    return this.routes.convert(direction, point, options);
  }

  route(request: RoadRouteRequest, options?: RequestOptions): Promise<RouteResponse>;
  route(request: PtRouteRequest, options?: RequestOptions): Promise<PtRouteResponse>;
  route(request: RouteRequest, options?: RequestOptions): Promise<RouteResponse | PtRouteResponse>;
  route(request: RouteRequest, options: RequestOptions = {}): Promise<RouteResponse | PtRouteResponse> {
    return this.routes.route(request, options);
  }

  /** OneMap's search (address, building name or postal code): one page of up to 10 results. */
  search(text: string, options: SearchOptions = {}): Promise<SearchPage> {
    return this.places.search(text, options);
  }

  /** What OneMap says is near a WGS84 ({lat, lon}) or SVY21 ({X, Y}) point: [] when nothing is. */
  reverseGeocode(point: GeocodePoint, options: ReverseGeocodeOptions = {}): Promise<GeocodedPlace[]> {
    return this.places.reverseGeocode(point, options);
  }

  /** URA's planning areas of `year` (a Master Plan year: 1998, 2008, 2014, 2019), about 1 MB; none when OneMap has no data. */
  getAllPlanningarea(year: number, options: RequestOptions = {}): Promise<PlanningAreaSet> {
    return this.areas.getAllPlanningarea(year, options);
  }

  /** The planning area of `year` holding a WGS84 point, or undefined when none does. */
  getPlanningarea(lat: number, lng: number, year: number, options: RequestOptions = {}): Promise<OneMapPlanningArea | undefined> {
    return this.areas.getPlanningarea(lat, lng, year, options);
  }

  getPlanningareaNames(year: number, options: RequestOptions = {}): Promise<PlanningAreaName[]> {
    return this.areas.getPlanningareaNames(year, options);
  }

  /** One of popapi's population tables for a planning area and year (`gender` only where OneMap splits by it). */
  getPopulation(query: PopulationQuery, planningArea: string, year: number, options: RequestOptions & { gender?: Gender } = {}): Promise<PopulationAnswer> {
    return this.areas.getPopulation(query, planningArea, year, options);
  }

  /** Closes the connection pool the client built; a dispatcher handed in is the caller's to close. */
  close(): Promise<void> {
    return this.transport.close();
  }
}
