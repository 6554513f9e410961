// Just enough spherical geometry to draw plausible paths around Singapore.

export interface Point {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

export function metresBetween(a: Point, b: Point): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLon = (b.lon - a.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function pathLength(points: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += metresBetween(points[i - 1], points[i]);
  return total;
}

/** Degrees clockwise from north, 0 for a zero-length step. */
export function bearing(a: Point, b: Point): number {
  const y = Math.sin((b.lon - a.lon) * RAD) * Math.cos(b.lat * RAD);
  const x =
    Math.cos(a.lat * RAD) * Math.sin(b.lat * RAD) - Math.sin(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.cos((b.lon - a.lon) * RAD);
  if (x === 0 && y === 0) return 0;
  return (Math.atan2(y, x) / RAD + 360) % 360;
}

const WINDS = ['North', 'North East', 'East', 'South East', 'South', 'South West', 'West', 'North West'];

/** "North East", as OneMap's road instructions write it. */
export function compass(degrees: number): string {
  return WINDS[Math.round(degrees / 45) % 8];
}

/** "NORTHEAST", as OpenTripPlanner's steps write it. */
export function compassUpper(degrees: number): string {
  return compass(degrees).replace(' ', '').toUpperCase();
}

/** "Left" or "Right" for a turn from heading `from` to heading `to`; "Straight" when nearly the same. */
export function turnWord(from: number, to: number): string {
  const delta = ((to - from + 540) % 360) - 180;
  if (Math.abs(delta) < 20) return 'Straight';
  return delta < 0 ? 'Left' : 'Right';
}

/** `p` moved `north` and `east` metres. */
export function offset(p: Point, north: number, east: number): Point {
  return {
    lat: p.lat + north / (EARTH_RADIUS_M * RAD),
    lon: p.lon + east / (EARTH_RADIUS_M * RAD * Math.cos(p.lat * RAD)),
  };
}

export function lerp(a: Point, b: Point, t: number): Point {
  return { lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t };
}

/** Rounded to 1e-5°, the resolution of a precision-5 polyline, so that encoding loses nothing more. */
export function round5(p: Point): Point {
  return { lat: Math.round(p.lat * 1e5) / 1e5, lon: Math.round(p.lon * 1e5) / 1e5 };
}

/**
 * The polyline through `vertices` with extra points spread over its segments in proportion to their length,
 * `total` points in all (at least the vertices), each rounded to 1e-5°, consecutive duplicates removed
 * (kept when the whole path is a single point, which then appears twice, as OneMap draws it).
 */
export function densify(vertices: readonly Point[], total: number): Point[] {
  const lengths = vertices.slice(1).map((v, i) => metresBetween(vertices[i], v));
  const sum = lengths.reduce((a, b) => a + b, 0);
  const spare = Math.max(0, total - vertices.length);
  const out: Point[] = [round5(vertices[0])];
  lengths.forEach((length, i) => {
    const extra = sum === 0 ? 0 : Math.round((spare * length) / sum);
    for (let k = 1; k <= extra; k++) out.push(round5(lerp(vertices[i], vertices[i + 1], k / (extra + 1))));
    // The vertex itself, not lerp(…, 1), which can miss it by a rounding error.
    out.push(round5(vertices[i + 1]));
  });
  const unique = out.filter((p, i) => i === 0 || p.lat !== out[i - 1].lat || p.lon !== out[i - 1].lon);
  return unique.length === 1 ? [unique[0], unique[0]] : unique;
}

/** A small deterministic hash of a point, to pick names and numbers that stay the same for the same trip. */
export function hashPoints(...points: Point[]): number {
  let h = 2166136261;
  for (const p of points) {
    for (const ch of `${p.lat.toFixed(5)},${p.lon.toFixed(5)};`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 16777619);
    }
  }
  return h >>> 0;
}

/** "1.304270,103.841340": six decimals, as OneMap writes maneuver points. */
export function latLngText(p: Point): string {
  return `${p.lat.toFixed(6)},${p.lon.toFixed(6)}`;
}
