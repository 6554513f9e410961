// Profile, not a test: the pure part of Add Nearest Places on a 100 000-row CSV as the command runs it
// (columns already there?, rows read, nearest of the stations with the count within 1 000 m, the outside test,
// the one edit), then the same rows as a JSON array read in steps and in one pass, for `node --cpu-prof`:
//   node esbuild.mjs && node --cpu-prof --cpu-prof-dir=out/profile out/test/bench/nearestCommand.profile.js
import * as nearest from '../../src/nearest';
import { planningAreaIndex, shippedAreas } from '../../src/planningArea';
import { PlaceRowsReader, readPlaceRows } from '../../src/planningArea/addPlanningAreas';

const ROWS = 100_000;
let seed = 28;
const next = (): number => {
  seed = (seed * 16807) % 2147483647;
  return seed / 2147483647;
};
const lines = ['id,block,latitude,longitude'];
for (let i = 0; i < ROWS; i++) lines.push(`${i},BLK ${100 + (i % 900)},${(1.25 + next() * 0.2).toFixed(6)},${(103.62 + next() * 0.38).toFixed(6)}`);
const text = lines.join('\n') + '\n';

const steps: Array<[string, number]> = [];
// CPU time, not the clock: the figures hold on a machine other work shares.
let t0 = process.cpuUsage();
const lap = (name: string): void => {
  const used = process.cpuUsage(t0);
  steps.push([name, (used.user + used.system) / 1000]);
  t0 = process.cpuUsage();
};
const existing = nearest.existingNearestColumns(text);
lap('existing columns');
const areas = planningAreaIndex();
const kinds = [{ words: ['mrt'], index: new nearest.PlaceIndex(nearest.shippedStations()) }];
lap('indexes');
const job = new nearest.NearestJob(text, kinds, [], {}, { radius: 1000, decimals: 0, outside: nearest.outsideTest(shippedAreas(), (lon, lat) => areas.locate(lon, lat)) });
// Read in steps as the command reads them (runInChunks).
while (!job.readStep(20_000).finished);
lap('rows read');
while (job.done < job.total) job.step(20_000);
lap('rows worked out');
const result = job.finish();
lap('columns written');
const edit = nearest.insertionsStretch(text, result.insertions);
lap('edit');
// The same rows as a JSON array of objects (what an API export looks like), read as the command reads it, then in one pass.
const json = `[\n${lines.slice(1).map((line) => {
  const [id, block, lat, lon] = line.split(',');
  return `  {"id": ${id}, "block": "${block}", "latitude": ${lat}, "longitude": ${lon}}`;
}).join(',\n')}\n]\n`;
lap('JSON written');
// One pass before and after the steps: the second of them runs on code the first made hot.
readPlaceRows(json);
lap('JSON in one pass');
const reader = new PlaceRowsReader(json, [], {}, 'Add Nearest Places');
while (!reader.finished) reader.step(20_000);
lap('JSON read in steps');
const once = readPlaceRows(json);
lap('JSON in one pass again');
if (once.records.length !== reader.result().records.length) throw new Error('the JSON read in steps differs from one pass');
console.log(`${existing.length} existing, ${result.rows.placed} rows, edit of ${edit.text.length} chars`);
for (const [name, ms] of steps) console.log(`  ${name.padEnd(18)} ${ms.toFixed(0).padStart(6)} ms CPU`);
