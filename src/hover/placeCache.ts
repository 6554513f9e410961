// What OneMap says is at a point, asked once per point and remembered. Sweeping the mouse over a file of
// coordinates stays under OneMap's rate limit because every lookup waits its turn in the client's pacer
// (src/onemap/pacer.ts); a hover that goes away cancels its request and its wait, and nothing is remembered
// from it. Never imports `vscode`.
import type { GeocodedPlace } from '../onemap/placeTypes';

/** The point in WGS84, and in SVY21 when that is how it is written (OneMap then gets it as X, Y). */
export interface LookupPoint {
  lat: number;
  lon: number;
  svy21?: { X: number; Y: number };
}

export type Lookup = (point: LookupPoint, signal: AbortSignal) => Promise<GeocodedPlace[]>;

export interface PlaceCacheOptions {
  lookup: Lookup;
  /** Points remembered; the least recently used goes first. */
  maxEntries?: number;
}

/** 1e-7 degree is about 1 cm: two hovers that close are over the same point. */
export function pointKey(point: { lat: number; lon: number }): string {
  return `${point.lat.toFixed(7)},${point.lon.toFixed(7)}`;
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The hover went away.', 'AbortError');
}

export class PlaceCache {
  private readonly entries = new Map<string, GeocodedPlace[]>();
  private readonly maxEntries: number;

  constructor(private readonly options: PlaceCacheOptions) {
    this.maxEntries = options.maxEntries ?? 500;
  }

  /** The remembered answer, if this point was asked about before. */
  peek(point: { lat: number; lon: number }): GeocodedPlace[] | undefined {
    return this.entries.get(pointKey(point));
  }

  async get(point: LookupPoint, signal: AbortSignal): Promise<GeocodedPlace[]> {
    const key = pointKey(point);
    const known = this.entries.get(key);
    if (known) {
      // Most recently used goes to the back of the line.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    if (signal.aborted) throw abortError(signal);
    const places = await this.options.lookup(point, signal);
    this.entries.set(key, places);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return places;
  }

  clear(): void {
    this.entries.clear();
  }
}
