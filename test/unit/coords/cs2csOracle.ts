// PROJ's cs2cs as an oracle independent of the engine's library: many points per run, one run per direction.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { CrsId } from '../../../src/shared/coords';

// Explicit PROJ strings rather than EPSG codes: with codes, cs2cs reads and writes latitude first for
// EPSG:4326, and EPSG:3414's registered origin is truncated.
export const PROJ: Record<CrsId, string> = {
  'EPSG:4326': '+proj=longlat +datum=WGS84 +no_defs +type=crs',
  'EPSG:3414':
    '+proj=tmerc +lat_0=1.366666666666667 +lon_0=103.8333333333333 +k=1 +x_0=28001.642 +y_0=38744.572 +ellps=WGS84 +units=m +no_defs +type=crs',
  'EPSG:3857': '+proj=webmerc +datum=WGS84 +no_defs +type=crs',
};

export function cs2cs(from: CrsId, to: CrsId, points: readonly (readonly [number, number])[]): [number, number][] {
  const args = ['-f', '%.12f', ...PROJ[from].split(' '), '+to', ...PROJ[to].split(' ')];
  const run = spawnSync('cs2cs', args, { input: points.map(([x, y]) => `${x} ${y}`).join('\n') + '\n', encoding: 'utf8' });
  if (run.error) {
    assert.fail(`cs2cs could not be run (${run.error.message}). It is PROJ's command-line tool: apt-get install proj-bin`);
  }
  assert.equal(run.status, 0, `cs2cs failed: ${run.stderr}`);
  const lines = run.stdout.trim().split('\n');
  assert.equal(lines.length, points.length, 'cs2cs returned a different number of points');
  return lines.map((line) => {
    const [x, y] = line.trim().split(/\s+/).map(Number);
    assert.ok(Number.isFinite(x) && Number.isFinite(y), `cs2cs printed "${line}"`);
    return [x!, y!];
  });
}

/**
 * cs2cs answers looked up by point: `prepare` converts a batch in one run per direction (spawning cs2cs per
 * point would take minutes); a point not prepared (a shrunk counterexample) gets a run of its own.
 */
export class Cs2csCache {
  private readonly answers = new Map<string, [number, number]>();

  prepare(requests: readonly { from: CrsId; to: CrsId; x: number; y: number }[]): void {
    const byDirection = new Map<string, { from: CrsId; to: CrsId; points: [number, number][] }>();
    for (const { from, to, x, y } of requests) {
      if (this.answers.has(key(from, to, x, y))) continue;
      const direction = byDirection.get(`${from}>${to}`) ?? { from, to, points: [] };
      direction.points.push([x, y]);
      byDirection.set(`${from}>${to}`, direction);
    }
    for (const { from, to, points } of byDirection.values()) {
      cs2cs(from, to, points).forEach((answer, i) => this.answers.set(key(from, to, ...points[i]!), answer));
    }
  }

  convert(from: CrsId, to: CrsId, x: number, y: number): [number, number] {
    const k = key(from, to, x, y);
    if (!this.answers.has(k)) this.prepare([{ from, to, x, y }]);
    return this.answers.get(k)!;
  }
}

// cs2cs reads the decimal text: key on it so that a lookup finds exactly what was sent.
const key = (from: CrsId, to: CrsId, x: number, y: number) => `${from}>${to}:${x} ${y}`;
