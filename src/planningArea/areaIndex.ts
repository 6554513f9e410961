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

export class AreaIndex {
  readonly areas: readonly PlaceArea[];
  private readonly x1: Float64Array;
  private readonly y1: Float64Array;
  private readonly x2: Float64Array;
  private readonly y2: Float64Array;
  private readonly owner: Int32Array;
  private readonly south: number;
  private readonly bandCount: number;
  /** bandEdges[bandStart[b] .. bandStart[b + 1]) are the edges band b holds. */
  private readonly bandStart: Int32Array;
  private readonly bandEdges: Int32Array;
  private readonly tolX: number;
  private readonly tolY: number;
  private readonly tolSquared: number;
  // Scratch for one query: how many of an area's rings hold the point, which areas were touched, which are near.
  private readonly crossings: Uint8Array;
  private readonly touched: Int32Array;
  private readonly near: Uint8Array;

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
    [this.x1, this.y1, this.x2, this.y2] = [new Float64Array(edges), new Float64Array(edges), new Float64Array(edges), new Float64Array(edges)];
    this.owner = new Int32Array(edges);
    let e = 0;
    source.forEach((area, a) => {
      for (const ring of area.rings) {
        for (let i = 0; i + 3 < ring.length; i += 2, e++) {
          [this.x1[e], this.y1[e], this.x2[e], this.y2[e]] = [ring[i]!, ring[i + 1]!, ring[i + 2]!, ring[i + 3]!];
          this.owner[e] = a;
        }
      }
    });
    // Two passes (count, then fill) make the bands one array, not 2 000 small ones.
    this.bandStart = new Int32Array(this.bandCount + 1);
    this.forEachBand(edges, (b) => this.bandStart[b + 1]!++);
    for (let b = 0; b < this.bandCount; b++) this.bandStart[b + 1]! += this.bandStart[b]!;
    this.bandEdges = new Int32Array(this.bandStart[this.bandCount]!);
    const fill = this.bandStart.slice(0, this.bandCount);
    this.forEachBand(edges, (b, edge) => (this.bandEdges[fill[b]!++] = edge));
    this.crossings = new Uint8Array(source.length);
    this.touched = new Int32Array(source.length);
    this.near = new Uint8Array(source.length);
  }

  /** Calls `visit` for every band each edge reaches, the tolerance included. */
  private forEachBand(edges: number, visit: (band: number, edge: number) => void): void {
    for (let e = 0; e < edges; e++) {
      const low = Math.min(this.y1[e]!, this.y2[e]!) - this.tolY;
      const high = Math.max(this.y1[e]!, this.y2[e]!) + this.tolY;
      const first = Math.max(0, Math.floor((low - this.south) / BAND_DEGREES));
      const last = Math.min(this.bandCount - 1, Math.floor((high - this.south) / BAND_DEGREES));
      for (let b = first; b <= last; b++) visit(b, e);
    }
  }

  /** The area of a WGS84 point; a point off every band is outside. */
  locate(lon: number, lat: number): Placement {
    const band = Math.floor((lat - this.south) / BAND_DEGREES);
    if (!(band >= 0 && band < this.bandCount) || !Number.isFinite(lon)) return { kind: 'outside' };
    let touched = 0;
    let nearAny = false;
    for (let k = this.bandStart[band]!, end = this.bandStart[band + 1]!; k < end; k++) {
      const e = this.bandEdges[k]!;
      const [x1, y1, x2, y2] = [this.x1[e]!, this.y1[e]!, this.x2[e]!, this.y2[e]!];
      const a = this.owner[e]!;
      // The crossing-number test, with a ray from the point to the east; a vertex counts for one edge only.
      if (y1 > lat !== y2 > lat && x1 + ((lat - y1) * (x2 - x1)) / (y2 - y1) > lon) {
        if (this.crossings[a] === 0 && this.near[a] === 0) this.touched[touched++] = a;
        this.crossings[a]! ^= 1;
        this.crossings[a]! |= 2;
      }
      if (this.near[a] === 0 && this.isNear(lon, lat, x1, y1, x2, y2)) {
        if (this.crossings[a] === 0) this.touched[touched++] = a;
        this.near[a] = 1;
        nearAny = true;
      }
    }
    const inside: number[] = [];
    const near: number[] = [];
    for (let t = 0; t < touched; t++) {
      const a = this.touched[t]!;
      if (this.crossings[a]! & 1) inside.push(a);
      if (this.near[a]) near.push(a);
      this.crossings[a] = 0;
      this.near[a] = 0;
    }
    if (nearAny) {
      // An area whose edge is near but that does not hold the point (the other side of a coast) is still named.
      const all = [...new Set([...near, ...inside])].sort((p, q) => this.areas[p]!.area.localeCompare(this.areas[q]!.area));
      return { kind: 'boundary', areas: all.map((a) => this.areas[a]!), outside: all.length === 1 };
    }
    if (inside.length === 1) return { kind: 'inside', ...this.areas[inside[0]!]! };
    if (inside.length === 0) return { kind: 'outside' };
    // Areas that overlap (none do in URA's file): the point is in both, which is no answer either.
    return { kind: 'boundary', areas: inside.map((a) => this.areas[a]!), outside: false };
  }

  /** Whether the point is within the tolerance of the edge, in metres on the flat. */
  private isNear(lon: number, lat: number, x1: number, y1: number, x2: number, y2: number): boolean {
    if (lon < Math.min(x1, x2) - this.tolX || lon > Math.max(x1, x2) + this.tolX) return false;
    if (lat < Math.min(y1, y2) - this.tolY || lat > Math.max(y1, y2) + this.tolY) return false;
    const [ax, ay] = [(x2 - x1) * METRES_PER_DEGREE_LON, (y2 - y1) * METRES_PER_DEGREE_LAT];
    const [px, py] = [(lon - x1) * METRES_PER_DEGREE_LON, (lat - y1) * METRES_PER_DEGREE_LAT];
    const length = ax * ax + ay * ay;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, (px * ax + py * ay) / length));
    const [dx, dy] = [px - t * ax, py - t * ay];
    return dx * dx + dy * dy <= this.tolSquared;
  }
}
