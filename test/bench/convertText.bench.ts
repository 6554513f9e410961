// How much convertText adds to proj4's own work: 100 000 WGS84 pairs to SVY21 through convertText,
// and the same points through a bare loop over the same proj4 converter. The goal is
// convertText ≤ 1.5 × proj4, i.e. scanning, choosing pairs and formatting cost at most half of proj4.
// A benchmark, not a test: it prints its figures and exits 0 either way.
// The ratio is of wall-clock times. On a loaded machine these vary by ±50 % from run to run, so the
// process's CPU time (process.cpuUsage, all of its threads) is printed as a second ratio, which load
// hardly moves; the goal is still checked on the wall-clock ratio.
import { convertText } from '../../src/shared/coords';
import { converterFor } from '../../src/shared/coords/transform';

const PAIRS = 100_000;
const WARMUPS = 3;
const REPEATS = 15;
const GOAL = 1.5;

/** mulberry32: a small seeded generator, so every run measures the same document. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20240601);
const lon: number[] = [];
const lat: number[] = [];
const lines: string[] = [];
for (let i = 0; i < PAIRS; i++) {
  const x = 103.62 + next() * 0.38;
  const y = 1.24 + next() * 0.2;
  lon.push(x);
  lat.push(y);
  // What people paste: "lat, lon" lines, CSV rows with an id and a name, quoted CSV, GeoJSON positions.
  switch (i % 4) {
    case 0:
      lines.push(`${y.toFixed(7)}, ${x.toFixed(7)}`);
      break;
    case 1:
      lines.push(`${i},${y.toFixed(6)},${x.toFixed(6)},Block ${i % 997} Street ${i % 13}`);
      break;
    case 2:
      lines.push(`"${y.toFixed(7)}","${x.toFixed(7)}"`);
      break;
    default:
      lines.push(`      [${x.toFixed(7)}, ${y.toFixed(7)}],`);
  }
}
const text = lines.join('\n');
const converter = converterFor('EPSG:4326', 'EPSG:3414');

let sink = 0;
/** CPU time of the last timed run, in ms. */
let cpuMs = 0;

function cpuNow(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function timeConvertText(): number {
  const c0 = cpuNow();
  const t0 = process.hrtime.bigint();
  const result = convertText(text, { to: 'EPSG:3414' });
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
  cpuMs = cpuNow() - c0;
  if (result.converted !== PAIRS) throw new Error(`convertText converted ${result.converted} pairs, expected ${PAIRS}`);
  sink += result.text.length;
  return elapsed;
}

function timeProj4(): number {
  const results: number[][] = new Array(PAIRS);
  const c0 = cpuNow();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < PAIRS; i++) results[i] = converter.forward([lon[i]!, lat[i]!]);
  const elapsed = Number(process.hrtime.bigint() - t0) / 1e6;
  cpuMs = cpuNow() - c0;
  sink += results[PAIRS - 1]![0]!;
  return elapsed;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

for (let i = 0; i < WARMUPS; i++) {
  timeConvertText();
  timeProj4();
}
const convertTimes: number[] = [];
const proj4Times: number[] = [];
const convertCpu: number[] = [];
const proj4Cpu: number[] = [];
for (let i = 0; i < REPEATS; i++) {
  // Alternating keeps slow phases of the machine (GC, other load) from landing on one side only.
  convertTimes.push(timeConvertText());
  convertCpu.push(cpuMs);
  proj4Times.push(timeProj4());
  proj4Cpu.push(cpuMs);
}
const convertMs = median(convertTimes);
const proj4Ms = median(proj4Times);
const ratio = convertMs / proj4Ms;
const cpuRatio = median(convertCpu) / median(proj4Cpu);
console.log(`document: ${PAIRS} pairs, ${text.length} characters, ${REPEATS} runs after ${WARMUPS} warm-ups (median)`);
console.log(`convertText: ${Math.round(PAIRS / (convertMs / 1000))} pairs/s (${convertMs.toFixed(1)} ms)`);
console.log(`proj4: ${Math.round(PAIRS / (proj4Ms / 1000))} pairs/s (${proj4Ms.toFixed(1)} ms)`);
console.log(`ratio convertText/proj4: ${ratio.toFixed(2)}`);
console.log(`CPU time: convertText ${median(convertCpu).toFixed(1)} ms, proj4 ${median(proj4Cpu).toFixed(1)} ms, ratio ${cpuRatio.toFixed(2)}`);
console.log(ratio <= GOAL ? `goal ratio <= ${GOAL}: met` : `goal ratio <= ${GOAL}: NOT met`);
// Uses the results, so that neither loop can be optimised away.
if (!Number.isFinite(sink)) console.log('unexpected: a result was not finite');
