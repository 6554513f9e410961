// The nearest-place engine (Add Nearest Places): 100 000 rows against 5 000 places (LTA DataMall's bus stops,
// the first 5 000), each row's nearest place and its count within 1 000 m, by the kd-tree and by the loop it
// replaces (every place tried in turn, the count in the same pass), in one process. Goal: well under 1 s. Then
// the whole of Add Nearest Places' work on a 100 000-row CSV (scan, rows, nearest, outside Singapore, the text to
// insert) as the command does it (in chunks of 20 000 rows, the outside test on its grid), beside one pass that
// asks the planning-area index for every point.
// A benchmark, not a test: it prints its figures and exits 0 either way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addNearestPlaces, NearestJob, outsideTest, PlaceIndex, placesFromWgs84, squaredDistance } from '../../src/nearest';
import { planningAreaIndex, shippedAreas } from '../../src/planningArea';
import { transformPoint } from '../../src/shared/coords/transform';
import { repoRoot } from '../unit/repoRoot';

const ROWS = 100_000;
const PLACES = 5_000;
const RADIUS = 1000;
const GOAL_MS = 1000;

function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function best(run: () => void, repeats: number): number {
  let fastest = Infinity;
  for (let r = 0; r < repeats; r++) {
    const t0 = process.hrtime.bigint();
    run();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return fastest;
}

type Stop = { Description: string; Latitude: number; Longitude: number };
const stops = (JSON.parse(readFileSync(join(repoRoot, 'test/fixtures/real/large/lta-datamall-bus-stops-all.json'), 'utf8')) as Stop[]).filter((s) => s.Latitude > 1);
const places = placesFromWgs84(stops.slice(0, PLACES).map((s) => ({ name: s.Description, lon: s.Longitude, lat: s.Latitude })));

const next = random(28);
const lon = new Float64Array(ROWS);
const lat = new Float64Array(ROWS);
const x = new Float64Array(ROWS);
const y = new Float64Array(ROWS);
for (let i = 0; i < ROWS; i++) {
  lon[i] = 103.62 + next() * 0.38;
  lat[i] = 1.25 + next() * 0.2;
  [x[i], y[i]] = transformPoint('EPSG:4326', 'EPSG:3414', lon[i]!, lat[i]!);
}

const t0 = process.hrtime.bigint();
const index = new PlaceIndex(places);
const buildMs = Number(process.hrtime.bigint() - t0) / 1e6;

let sink = 0;
const hit = { place: -1, d2: Infinity, tied: 0 };
const indexMs = best(() => {
  sink = 0;
  for (let i = 0; i < ROWS; i++) {
    index.nearest(x[i]!, y[i]!, hit);
    sink += hit.place + index.countWithin(x[i]!, y[i]!, RADIUS);
  }
}, 5);
const indexSum = sink;

const r2 = RADIUS * RADIUS;
sink = 0;
const bruteMs = best(() => {
  for (let i = 0; i < ROWS; i++) {
    let place = -1;
    let d2 = Infinity;
    let count = 0;
    for (let p = 0; p < PLACES; p++) {
      const d = squaredDistance(places.x[p]!, places.y[p]!, x[i]!, y[i]!);
      if (d < d2) [place, d2] = [p, d];
      if (d <= r2) count++;
    }
    sink += place + count;
  }
}, 1);

const rows = ['id,name,latitude,longitude'];
for (let i = 0; i < ROWS; i++) rows.push(`${i},Place ${i % 997},${lat[i]!.toFixed(6)},${lon[i]!.toFixed(6)}`);
const csv = rows.join('\n') + '\n';
const areas = planningAreaIndex();
const kinds = [{ words: ['bus', 'stop'], index: new PlaceIndex(places) }];
const locate = (lon: number, lat: number) => areas.locate(lon, lat);
let added = addNearestPlaces(csv, kinds, [], {}, { decimals: 0, radius: RADIUS, outside: (lon, lat) => locate(lon, lat).kind === 'outside' });
const onePassMs = best(() => {
  added = addNearestPlaces(csv, kinds, [], {}, { decimals: 0, radius: RADIUS, outside: (lon, lat) => locate(lon, lat).kind === 'outside' });
}, 3);
const onePassText = JSON.stringify(added);
const commandMs = best(() => {
  const job = new NearestJob(csv, kinds, [], {}, { decimals: 0, radius: RADIUS, outside: outsideTest(shippedAreas(), locate) });
  while (job.done < job.total) job.step(20_000);
  added = job.finish();
}, 3);

console.log(`nearest places: ${PLACES.toLocaleString('en')} places (LTA bus stops), kd-tree built in ${buildMs.toFixed(1)} ms`);
console.log(`${ROWS.toLocaleString('en')} rows, nearest place and count within ${RADIUS} m (same answers: ${indexSum === sink ? 'yes' : 'NO'})`);
console.log(`  index (kdbush, exact)          ${indexMs.toFixed(0).padStart(6)} ms  (best of 5)  goal < ${GOAL_MS} ms: ${indexMs < GOAL_MS ? 'met' : 'NOT met'}`);
console.log(`  baseline: loop over ${PLACES} places ${bruteMs.toFixed(0).padStart(6)} ms  (one run)`);
console.log(`  ratio index / baseline: ${(indexMs / bruteMs).toFixed(4)} (${(bruteMs / indexMs).toFixed(0)}× faster)`);
console.log(`Add Nearest Places' work on a ${ROWS.toLocaleString('en')}-row CSV (scan, rows, nearest, outside Singapore, text to insert), best of 3:`);
console.log(`  as the command does it (chunks of 20 000, outside on its grid) ${commandMs.toFixed(0).padStart(6)} ms, ${added.insertions.length} insertions`);
console.log(`  baseline: one pass, the area index for every point     ${onePassMs.toFixed(0).padStart(6)} ms (same text: ${JSON.stringify(added) === onePassText ? 'yes' : 'NO'})`);
console.log(`  ratio: ${(commandMs / onePassMs).toFixed(2)}`);
