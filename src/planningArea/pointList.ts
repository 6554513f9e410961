// The points of a file read a stretch at a time, appended in text order into typed arrays that grow as they
// fill, then given as one FoundPoints. No `vscode` here.
import type { FoundPoints } from '../mapData/sourceFeature';

/** Points found stretch by stretch, appended in text order (with their SVY21 metres when the file is in SVY21). */
export class PointList {
  count = 0;
  private size = 0;
  private arrays: Array<Int32Array | Float64Array> = [];

  /** Appends `points` (offsets into a stretch whose text starts `shift` characters before the file's). */
  add(points: FoundPoints, shift: number): void {
    const from = [points.start, points.end, points.lat, points.lon, ...(points.x && points.y ? [points.x, points.y] : [])];
    const need = this.count + points.count;
    if (need > this.size || from.length !== this.arrays.length) {
      this.size = Math.max(need, 2 * this.size, 1024);
      this.arrays = from.map((a, i) => {
        const grown = a instanceof Int32Array ? new Int32Array(this.size) : new Float64Array(this.size);
        // Every stretch of one file is in one system (the reader checks it): the old arrays are all there.
        if (this.arrays[i]) grown.set(this.arrays[i]!.subarray(0, this.count));
        return grown;
      });
    }
    const [start, end] = this.arrays as [Int32Array, Int32Array];
    for (let i = 0, at = this.count; i < points.count; i++, at++) {
      start[at] = points.start[i]! + shift;
      end[at] = points.end[i]! + shift;
    }
    for (let k = 2; k < from.length; k++) this.arrays[k]!.set(from[k]!.subarray(0, points.count), this.count);
    this.count = need;
  }

  result(): FoundPoints {
    const n = this.count;
    const [start, end, lat, lon, x, y] = this.arrays.map((a) => a.slice(0, n));
    const points: FoundPoints = { count: n, start: start as Int32Array, end: end as Int32Array, lat: (lat ?? new Float64Array(0)) as Float64Array, lon: (lon ?? new Float64Array(0)) as Float64Array };
    return x && y ? { ...points, x: x as Float64Array, y: y as Float64Array } : points;
  }
}
