// Which planning area a point falls in, with an index of the areas' ring edges in horizontal bands (slabs) of
// latitude: a point's ray-casting test reads only the edges of its own band, about a hundred, instead of the
// 40 000 edges of 55 polygons. The same band holds every edge within the boundary tolerance of its points,
// so the boundary test costs nothing more. No `vscode` here.
import type { AreaRings, PlaceArea, Placement } from './types';

/** Metres per degree at Singapore's latitude (1.35° N): the distances involved are a few metres, so flat is exact enough. */
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LON = 111_320 * Math.cos((1.35 * Math.PI) / 180);
/** About 17 m: a band then holds about a hundred edges on the island's busiest latitudes. */
const BAND_DEGREES = 0.00015;
/** A point this close to a boundary (metres) is on it: survey points, and coordinates rounded to 5 decimals (1.1 m), are not more exact. */
export const BOUNDARY_TOLERANCE_METRES = 0.5;

const OUTSIDE: Placement = Object.freeze({ kind: 'outside' });

export class AreaIndex {
  readonly areas: readonly PlaceArea[];
  private readonly south: number;
  private readonly bandCount: number;
  /**
   * Band b holds the edges bandStart[b] .. bandStart[b + 1] of the arrays below, copied band after band (an
   * edge in several bands is in each) so that a query reads one run of memory: its ends, its area, and its
   * west and east with the tolerance around them, for the boundary test's first cut.
   */
  private readonly bandStart: Int32Array;
  private readonly x1: Float64Array;
  private readonly y1: Float64Array;
  private readonly x2: Float64Array;
  private readonly y2: Float64Array;
  private readonly west: Float64Array;
  private readonly east: Float64Array;
  private readonly owner: Int32Array;
  private readonly tolX: number;
  private readonly tolY: number;
  private readonly tolSquared: number;
  // Scratch for one query: how many of an area's rings hold the point, which areas were touched, which are near.
  private readonly crossings: Uint8Array;
  private readonly touched: Int32Array;
  private readonly near: Uint8Array;
  /** One answer object per area, shared by every point inside it. */
  private readonly insides: Placement[];

  constructor(source: readonly AreaRings[], readonly toleranceMetres = BOUNDARY_TOLERANCE_METRES) {
    this.areas = source.map(({ name, region }) => ({ area: name, region }));
    let edges = 0;
    let south = Infinity;
    let north = -Infinity;
    for (const area of source) {
      for (const ring of area.rings) {
        edges += ring.length / 2 - 1;
        for (let i = 1; i < ring.length; i += 2) {
          south = Math.min(south, ring[i]!);
          north = Math.max(north, ring[i]!);
        }
      }
    }
    this.tolY = toleranceMetres / METRES_PER_DEGREE_LAT;
    this.tolX = toleranceMetres / METRES_PER_DEGREE_LON;
    this.tolSquared = toleranceMetres * toleranceMetres;
    this.south = south - this.tolY;
    this.bandCount = Math.max(1, Math.ceil((north + this.tolY - this.south) / BAND_DEGREES));
    const [x1, y1, x2, y2] = [new Float64Array(edges), new Float64Array(edges), new Float64Array(edges), new Float64Array(edges)];
    const owner = new Int32Array(edges);
    let e = 0;
    source.forEach((area, a) => {
      for (const ring of area.rings) {
        for (let i = 0; i + 3 < ring.length; i += 2, e++) {
          [x1[e], y1[e], x2[e], y2[e]] = [ring[i]!, ring[i + 1]!, ring[i + 2]!, ring[i + 3]!];
          owner[e] = a;
        }
      }
    });
    const forEachBand = (visit: (band: number, edge: number) => void): void => {
      for (let e = 0; e < edges; e++) {
        const low = Math.min(y1[e]!, y2[e]!) - this.tolY;
        const high = Math.max(y1[e]!, y2[e]!) + this.tolY;
        const first = Math.max(0, Math.floor((low - this.south) / BAND_DEGREES));
        const last = Math.min(this.bandCount - 1, Math.floor((high - this.south) / BAND_DEGREES));
        for (let b = first; b <= last; b++) visit(b, e);
      }
    };
    // Two passes (count, then fill) make the bands one run of arrays, not 2 000 small ones.
    this.bandStart = new Int32Array(this.bandCount + 1);
    forEachBand((b) => this.bandStart[b + 1]!++);
    for (let b = 0; b < this.bandCount; b++) this.bandStart[b + 1]! += this.bandStart[b]!;
    const total = this.bandStart[this.bandCount]!;
    [this.x1, this.y1, this.x2, this.y2] = [new Float64Array(total), new Float64Array(total), new Float64Array(total), new Float64Array(total)];
    [this.west, this.east, this.owner] = [new Float64Array(total), new Float64Array(total), new Int32Array(total)];
    const fill = this.bandStart.slice(0, this.bandCount);
    forEachBand((b, edge) => {
      const k = fill[b]!++;
      [this.x1[k], this.y1[k], this.x2[k], this.y2[k], this.owner[k]] = [x1[edge]!, y1[edge]!, x2[edge]!, y2[edge]!, owner[edge]!];
      this.west[k] = Math.min(x1[edge]!, x2[edge]!) - this.tolX;
      this.east[k] = Math.max(x1[edge]!, x2[edge]!) + this.tolX;
    });
    this.crossings = new Uint8Array(source.length);
    this.touched = new Int32Array(source.length);
    this.near = new Uint8Array(source.length);
    this.insides = this.areas.map((a) => Object.freeze({ kind: 'inside', ...a }));
  }

  /** The area of a WGS84 point; a point off every band is outside. */
  locate(lon: number, lat: number): Placement {
    const band = Math.floor((lat - this.south) / BAND_DEGREES);
    if (!(band >= 0 && band < this.bandCount) || !Number.isFinite(lon)) return OUTSIDE;
    // The hot loop of a 100 000-row file: plain locals, no arrays made, so it stays a few hundred ns a point.
    const { x1: X1, y1: Y1, x2: X2, y2: Y2, west, east, owner, crossings, near, touched } = this;
    let count = 0;
    let nearAny = false;
    for (let e = this.bandStart[band]!, end = this.bandStart[band + 1]!; e < end; e++) {
      const x1 = X1[e]!;
      const y1 = Y1[e]!;
      const x2 = X2[e]!;
      const y2 = Y2[e]!;
      const a = owner[e]!;
      // The crossing-number test, with a ray from the point to the east; a vertex counts for one edge only.
      if (y1 > lat !== y2 > lat && x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1) > lon) {
        if (crossings[a] === 0 && near[a] === 0) touched[count++] = a;
        crossings[a] = (crossings[a]! ^ 1) | 2;
      }
      if (near[a] === 0 && lon >= west[e]! && lon <= east[e]! && this.isNear(lon, lat, x1, y1, x2, y2)) {
        if (crossings[a] === 0) touched[count++] = a;
        near[a] = 1;
        nearAny = true;
      }
    }
    let inside = -1;
    let insideCount = 0;
    for (let t = 0; t < count; t++) {
      const a = touched[t]!;
      if (crossings[a]! & 1) {
        inside = a;
        insideCount++;
      }
    }
    const placement = nearAny || insideCount > 1 ? this.boundary(count, nearAny) : inside >= 0 ? this.insides[inside]! : OUTSIDE;
    for (let t = 0; t < count; t++) {
      crossings[touched[t]!] = 0;
      near[touched[t]!] = 0;
    }
    return placement;
  }

  /**
   * The boundary the touched areas make: the areas whose edge is near, and those that hold the point (the
   * other side of a shared edge). Areas that overlap (none do in URA's file) are a boundary too: the point
   * is in both, which is no answer either.
   */
  private boundary(count: number, nearAny: boolean): Placement {
    const found: number[] = [];
    for (let t = 0; t < count; t++) {
      const a = this.touched[t]!;
      if (this.near[a] || this.crossings[a]! & 1) found.push(a);
    }
    found.sort((p, q) => this.areas[p]!.area.localeCompare(this.areas[q]!.area));
    return { kind: 'boundary', areas: found.map((a) => this.areas[a]!), outside: nearAny && found.length === 1 };
  }

  /** Whether the point is within the tolerance of the edge, in metres on the flat. */
  private isNear(lon: number, lat: number, x1: number, y1: number, x2: number, y2: number): boolean {
    if (lat < Math.min(y1, y2) - this.tolY || lat > Math.max(y1, y2) + this.tolY) return false;
    const [ax, ay] = [(x2 - x1) * METRES_PER_DEGREE_LON, (y2 - y1) * METRES_PER_DEGREE_LAT];
    const [px, py] = [(lon - x1) * METRES_PER_DEGREE_LON, (lat - y1) * METRES_PER_DEGREE_LAT];
    const length = ax * ax + ay * ay;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * ax + py * ay) / length));
    const [dx, dy] = [px - t * ax, py - t * ay];
    return dx * dx + dy * dy <= this.tolSquared;
  }
}
