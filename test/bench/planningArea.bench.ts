// The planning-area engine (Add Planning Area): 100 000 WGS84 points over Singapore placed by the shipped
// index, against the same points through the loop the index replaces (each of the 55 areas' rings tested in
// turn, skipping an area whose bounding box misses the point), in one process. Goal: 100 000 points in under
// 1 s. Then the whole of Add Planning Area's work on a 100 000-row CSV (scan, rows, areas, the text to insert).
// A benchmark, not a test: it prints its figures and exits 0 either way.
import { addPlanningAreas, AreaIndex } from '../../src/planningArea';
import { decodeBundle } from '../../src/planningArea/decode';
import type { AreaRings } from '../../src/planningArea/types';
import bundle from 'virtual:planning-areas';

const POINTS = 100_000;
const REPEATS = 5;
const GOAL_MS = 1000;

function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(19);
const lon = new Float64Array(POINTS);
const lat = new Float64Array(POINTS);
for (let i = 0; i < POINTS; i++) {
  lon[i] = 103.6 + next() * 0.42;
  lat[i] = 1.2 + next() * 0.26;
}

function best(run: () => void, repeats = REPEATS): number {
  let fastest = Infinity;
  for (let r = 0; r < repeats; r++) {
    const t0 = process.hrtime.bigint();
    run();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return fastest;
}

/** The loop the index replaces: every area, bounding box first, then an even-odd test of its rings. */
function bruteLoop(areas: readonly AreaRings[]): (x: number, y: number) => number {
  const boxes = areas.map((a) => {
    const all = a.rings.flatMap((r) => Array.from(r));
    const xs = all.filter((_, i) => i % 2 === 0);
    const ys = all.filter((_, i) => i % 2 === 1);
    return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  });
  return (x, y) => {
    for (let a = 0; a < areas.length; a++) {
      const [w, s, e, n] = boxes[a]!;
      if (x < w! || x > e! || y < s! || y > n!) continue;
      let inside = false;
      for (const ring of areas[a]!.rings) {
        for (let i = 0; i + 3 < ring.length; i += 2) {
          const [y1, y2] = [ring[i + 1]!, ring[i + 3]!];
          if (y1 > y !== y2 > y && ring[i]! + ((y - y1) * (ring[i + 2]! - ring[i]!)) / (y2 - y1) > x) inside = !inside;
        }
      }
      if (inside) return a;
    }
    return -1;
  };
}

let t0 = process.hrtime.bigint();
const areas = decodeBundle(bundle);
const index = new AreaIndex(areas);
const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;
const vertices = areas.reduce((sum, a) => sum + a.rings.reduce((s, r) => s + r.length / 2, 0), 0);

let sink = 0;
const counts = { inside: 0, boundary: 0, outside: 0 };
const indexMs = best(() => {
  counts.inside = counts.boundary = counts.outside = 0;
  for (let i = 0; i < POINTS; i++) counts[index.locate(lon[i]!, lat[i]!).kind]++;
});
const brute = bruteLoop(areas);
const bruteMs = best(() => {
  for (let i = 0; i < POINTS; i++) sink += brute(lon[i]!, lat[i]!);
}, 2);

const rows = ['id,name,latitude,longitude'];
for (let i = 0; i < POINTS; i++) rows.push(`${i},Place ${i % 997},${lat[i]!.toFixed(6)},${lon[i]!.toFixed(6)}`);
const csv = rows.join('\n') + '\n';
t0 = process.hrtime.bigint();
const added = addPlanningAreas(csv, index);
const commandMs = Number(process.hrtime.bigint() - t0) / 1e6;
sink += added.insertions.length;

console.log(`planning areas: ${areas.length} areas, ${vertices.toLocaleString('en')} vertices; index built in ${buildMs.toFixed(0)} ms (bundle decoded included)`);
console.log(`${POINTS.toLocaleString('en')} points: ${counts.inside} in an area, ${counts.boundary} on a boundary (0.5 m), ${counts.outside} outside`);
console.log(`  index (bands of latitude)      ${indexMs.toFixed(0).padStart(6)} ms  (best of ${REPEATS})  goal < ${GOAL_MS} ms: ${indexMs < GOAL_MS ? 'met' : 'NOT met'}`);
console.log(`  baseline: loop over 55 areas   ${bruteMs.toFixed(0).padStart(6)} ms  (best of 2, bounding boxes first)`);
console.log(`  ratio index / baseline: ${(indexMs / bruteMs).toFixed(3)} (${(bruteMs / indexMs).toFixed(0)}× faster)`);
console.log(`Add Planning Area on a ${POINTS.toLocaleString('en')}-row CSV (scan, rows, areas, text to insert): ${commandMs.toFixed(0)} ms`);
if (sink === 0.5) console.log('');
