// Shared by the coordinate engine's tests: fixtures, a seeded random source, and number helpers.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import proj4 from 'proj4';

/** The repository root: the bundles run from out/test/unit/coords, so walk up to package.json. */
export function repoRoot(): string {
  let dir = __dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = parent;
  }
  return dir;
}

export function readSample<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(join(repoRoot(), 'test', 'fixtures', 'onemap-samples', name), 'utf8')) as T;
}

/** One recorded `/api/common/convert/*` call. For 3414 and 3857, X is the easting-like axis. */
export interface RecordedConversion {
  request: { latitude?: number; longitude?: number; X?: number; Y?: number };
  response: { latitude?: number; longitude?: number; X?: number; Y?: number };
}

/** mulberry32: small, seeded, good enough to spread test points. */
export function seededRandom(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The SVY21 definition written out here, not imported, so the tests check the engine's copy of it. */
export const SVY21_DEFINITION =
  '+proj=tmerc +lat_0=1.366666666666667 +lon_0=103.8333333333333 +k=1 +x_0=28001.642 +y_0=38744.572 +ellps=WGS84 +units=m +no_defs';

const PROJ4_NAME = { 'EPSG:4326': 'EPSG:4326', 'EPSG:3414': SVY21_DEFINITION, 'EPSG:3857': 'EPSG:3857' } as const;

/** proj4 called directly: an expectation computed without the engine under test. */
export function proj4Direct(from: keyof typeof PROJ4_NAME, to: keyof typeof PROJ4_NAME, x: number, y: number): [number, number] {
  const [a, b] = proj4(PROJ4_NAME[from], PROJ4_NAME[to], [x, y]);
  return [a!, b!];
}

export function assertClose(actual: number, expected: number, tolerance: number, what: string): void {
  assert.ok(
    Math.abs(actual - expected) <= tolerance,
    `${what}: ${actual} differs from ${expected} by ${Math.abs(actual - expected)} (tolerance ${tolerance})`,
  );
}

/** Every number in a text, as the engine would write it (for reading converted output back). */
export function numbersIn(text: string): number[] {
  return (text.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
}
