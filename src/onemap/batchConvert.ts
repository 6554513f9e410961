// Converts many points through OneMap's converter, one request per point (the API has no batch endpoint):
// at most `concurrency` requests in flight, each a 'batch' call, so the client's pacer spaces them and lets
// the user's own calls (routes, search, hover) go first. All or nothing: the first failure stops the rest and
// is thrown, so the caller never applies a partial result.
import type { OneMapClient } from './client';
import { OneMapError } from './errors';
import { cancelledError } from './sleep';
import { givesLatLon, takesLatLon, type ConvertDirection, type LatLonPoint, type XYPoint } from './types';

export type OneMapCrs = 'EPSG:4326' | 'EPSG:3414' | 'EPSG:3857';

export interface BatchOptions {
  /**
   * Requests in flight at once. Default 4: enough to keep the pacer's slots filled while an answer takes up
   * to three slots to come back.
   */
  concurrency?: number;
  signal?: AbortSignal;
  /** Called after each point with how many are done. */
  onProgress?: (done: number) => void;
}

export function directionFor(from: OneMapCrs, to: OneMapCrs): ConvertDirection {
  if (from === to) throw new OneMapError('invalid-request', `Nothing to convert: both systems are ${from}.`);
  return `${from.slice(5)}to${to.slice(5)}` as ConvertDirection;
}

/** `points` and the result are [x, y]: easting/longitude first. */
export async function convertPointsWithOneMap(
  client: Pick<OneMapClient, 'convert'>,
  from: OneMapCrs,
  to: OneMapCrs,
  points: ReadonlyArray<readonly [number, number]>,
  options: BatchOptions = {},
): Promise<Array<[number, number]>> {
  const direction = directionFor(from, to);
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));
  const stop = new AbortController();
  const onAbort = () => stop.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) stop.abort(options.signal.reason);

  const results = new Array<[number, number]>(points.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < points.length && !stop.signal.aborted) {
      const index = next++;
      const [x, y] = points[index];
      const input: LatLonPoint | XYPoint = takesLatLon(direction) ? { latitude: y, longitude: x } : { X: x, Y: y };
      const output = (await client.convert(direction, input as never, { signal: stop.signal, priority: 'batch' })) as LatLonPoint | XYPoint;
      results[index] = givesLatLon(direction)
        ? [(output as LatLonPoint).longitude, (output as LatLonPoint).latitude]
        : [(output as XYPoint).X, (output as XYPoint).Y];
      options.onProgress?.(++done);
    }
  };
  try {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, points.length) }, () =>
        worker().catch((error: unknown) => {
          stop.abort(error);
          throw error;
        }),
      ),
    );
  } catch (error) {
    if (options.signal?.aborted) throw cancelledError(options.signal.reason);
    // The first failure is the one to report; the others are its consequence (aborted by `stop`).
    throw stop.signal.reason ?? error;
  } finally {
    options.signal?.removeEventListener('abort', onAbort);
  }
  if (options.signal?.aborted) throw cancelledError(options.signal.reason);
  return results;
}
