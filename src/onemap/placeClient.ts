// OneMap's search and reverse geocoding as calls on the transport's authorised GET, each answer capped in size.
import { MAX_PLACE_RESPONSE_BYTES, reverseGeocodeRequest, SEARCH_PATH, searchQuery } from './placeRequests';
import { readGeocodeInfo, readSearchPage } from './placeResponses';
import type { GeocodedPlace, GeocodePoint, ReverseGeocodeOptions, SearchOptions, SearchPage } from './placeTypes';
import type { AuthorisedGet } from './transport';

export class PlaceClient {
  constructor(private readonly get: AuthorisedGet) {}

  /** OneMap's search (address, building name or postal code): one page of up to 10 results. */
  async search(text: string, options: SearchOptions = {}): Promise<SearchPage> {
    const query = searchQuery(text, options.page ?? 1);
    const { signal, priority } = options;
    const body = await this.get({ endpoint: 'search', path: SEARCH_PATH, query, signal, priority, maxBytes: MAX_PLACE_RESPONSE_BYTES });
    return readSearchPage(body);
  }

  /** What OneMap says is near a WGS84 ({lat, lon}) or SVY21 ({X, Y}) point: [] when nothing is. */
  async reverseGeocode(point: GeocodePoint, options: ReverseGeocodeOptions = {}): Promise<GeocodedPlace[]> {
    const { path, query } = reverseGeocodeRequest(point, options.buffer);
    const { signal, priority } = options;
    const body = await this.get({ endpoint: 'revgeocode', path, query, signal, priority, maxBytes: MAX_PLACE_RESPONSE_BYTES });
    return readGeocodeInfo(body);
  }
}
