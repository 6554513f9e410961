// What each place of the rows needs before any kind to look for is known: its SVY21 metres (the kinds' indexes
// are on SVY21) and whether it lies outside Singapore. Add Nearest Places works these out while the user is
// still in its pickers (rowsAhead.ts), in steps; the job then only looks up each kind.
import type { FoundPoints } from '../mapData/sourceFeature';
import { transformPoint } from '../shared/coords/transform';

export class PreparedPoints {
  /** Places prepared so far: the first `done` of `points`. */
  done = 0;
  readonly x: Float64Array;
  readonly y: Float64Array;
  readonly outside: Uint8Array;
  /** A file in SVY21 keeps its own metres, not its degrees converted back (as the job does without them). */
  private readonly own: boolean;

  constructor(
    private readonly points: FoundPoints,
    /** The test the job is given (NearestOptions.outside): the counts must be the job's own. */
    private readonly isOutside?: (lon: number, lat: number) => boolean,
  ) {
    this.own = points.x !== undefined && points.y !== undefined;
    this.x = this.own ? points.x! : new Float64Array(points.count);
    this.y = this.own ? points.y! : new Float64Array(points.count);
    this.outside = new Uint8Array(points.count);
  }

  get finished(): boolean {
    return this.done >= this.points.count;
  }

  /** Prepares the next `count` places (fewer at the end). */
  step(count: number): void {
    const { points, x, y, outside, isOutside } = this;
    const last = Math.min(points.count, this.done + count);
    for (let p = this.done; p < last; p++) {
      const lon = points.lon[p]!;
      const lat = points.lat[p]!;
      if (isOutside?.(lon, lat)) outside[p] = 1;
      if (!this.own) [x[p], y[p]] = transformPoint('EPSG:4326', 'EPSG:3414', lon, lat);
    }
    this.done = last;
  }
}
