// OneMap's routing and coordinate conversion as calls on the transport's authorised GET: checked before they
// are sent, read into typed answers after.
import { convertPath, convertQuery, ROUTE_PATH, routeQuery } from './queries';
import { readConversion, readPtRoute, readRoadRoute } from './responses';
import type { AuthorisedGet, RequestOptions } from './transport';
import type { PtRouteRequest, PtRouteResponse, RoadRouteRequest, RouteRequest, RouteResponse } from '../shared/onemap/types';
import type { ConvertDirection, ConvertInput, ConvertOutput } from './types';
import { validateConvertInput, validateRouteRequest } from './validate';

export class RouteClient {
  constructor(private readonly get: AuthorisedGet) {}

  async convert<D extends ConvertDirection>(direction: D, point: ConvertInput<D>, options: RequestOptions = {}): Promise<ConvertOutput<D>> {
    validateConvertInput(direction, point);
    const { signal, priority } = options;
    const query = convertQuery(direction, point);
    const body = await this.get({ endpoint: 'convert', path: convertPath(direction), query, signal, priority });
    return readConversion(direction, body);
  }

  route(request: RoadRouteRequest, options?: RequestOptions): Promise<RouteResponse>;
  route(request: PtRouteRequest, options?: RequestOptions): Promise<PtRouteResponse>;
  route(request: RouteRequest, options?: RequestOptions): Promise<RouteResponse | PtRouteResponse>;
  async route(request: RouteRequest, options: RequestOptions = {}): Promise<RouteResponse | PtRouteResponse> {
    validateRouteRequest(request);
    const { signal, priority } = options;
    const body = await this.get({ endpoint: 'route', path: ROUTE_PATH, query: routeQuery(request), signal, priority });
    return request.routeType === 'pt' ? readPtRoute(body) : readRoadRoute(body);
  }
}
