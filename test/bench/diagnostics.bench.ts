// Coordinate problems (the Problems panel's checks) on a 5 MB GeoJSON: the URA planning areas repeated to
// 5 MB with their positions moved a little each copy, and one position written latitude first. Printed
// beside the coordinate scanner alone on the same text (the baseline: the least any check must do).
//   - a full check, as when the file is opened (goal < 300 ms), and the same with one fault that check-geojson
//     must then locate;
//   - a one-line edit checked again (goal < 50 ms): the checker keeps each feature's coordinates and
//     structure under the feature's text, so an edit reads only the feature it changed again; the file's
//     coordinates are then judged together again, and the JSON structure around the features checked again.
// A benchmark, not a test: it prints its figures and exits 0 either way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findProblems, ProblemChecker } from '../../src/diagnostics';
import { collectCoordinates } from '../../src/diagnostics/collect';
import { checkCoordinates } from '../../src/diagnostics/checks';
import { scanNumbers } from '../../src/shared/coords/scan';

const REPEATS = 5;
const source = readFileSync(join(__dirname, '..', '..', '..', 'test', 'fixtures', 'real', 'large', 'ura-mp2019-planning-area-no-sea.geojson'), 'utf8');
const open = source.indexOf('"features": [') + '"features": ['.length;
const close = source.lastIndexOf(']');
const features = source.slice(open, close).trim();
const copies: string[] = [];
for (let k = 0; copies.join(',').length < 5_000_000; k++) {
  // Each copy 0.001° east: distinct features, so that no two share a text.
  copies.push(k === 0 ? features : features.replace(/\[ (10[34]\.\d{6})/g, (_, lon: string) => `[ ${(Number(lon) + 0.001 * k).toFixed(6)}`));
}
const text = source.slice(0, open) + ' ' + copies.join(',\n') + ' ' + source.slice(close);
// One position in the middle written latitude first: the mistake the check must find.
const middle = /\[ (103\.\d+), (1\.\d+)/g;
middle.lastIndex = text.length >> 1;
const m = middle.exec(text)!;
const seeded = text.slice(0, m.index) + `[ ${m[2]}, ${m[1]}` + text.slice(m.index + m[0].length);
// The edit: the last digit of a longitude near the end, typed over and over.
const at = seeded.lastIndexOf('[ 103.');
const edited = (t: string, digit: string) => t.slice(0, at + 2) + t.slice(at + 2, at + 8).replace(/\d$/, digit) + t.slice(at + 8);

function best(run: () => void): number {
  let fastest = Infinity;
  for (let r = 0; r < REPEATS; r++) {
    const t0 = process.hrtime.bigint();
    run();
    fastest = Math.min(fastest, Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return fastest;
}

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
console.log(`text: ${(seeded.length / 1e6).toFixed(2)} MB, ${copies.length} copies of the URA planning areas`);
const scanner = best(() => void scanNumbers(seeded));
const coordinates = best(() => void checkCoordinates(seeded, collectCoordinates(seeded)));
let problems = 0;
const full = best(() => void (problems = findProblems(seeded, 'geojson').length));
console.log(`baseline: the number scanner alone       ${ms(scanner)}`);
console.log(`coordinate checks alone (no structure)   ${ms(coordinates)}`);
console.log(`full check (coordinates + structure)     ${ms(full)}   goal < 300 ms   (${problems} problems)`);
// The same file with one position cut to a single number: the quick soundness walk cannot vouch for it, so
// check-geojson reads the whole file to say where (what a broken file costs once, on opening).
const cut = seeded.replace(/\[ (10[34]\.\d+), (1\.\d+)(, 0\.0)? \]/, '[ $1 ]');
let broken = 0;
const withChecker = best(() => void (broken = findProblems(cut, 'geojson').length));
console.log(`full check, one position cut (checker)  ${ms(withChecker)}   (${broken} problems)`);

const checker = new ProblemChecker();
checker.check(seeded, 'geojson');
let digit = 0;
let read = 0;
const recheck = best(() => {
  digit = (digit + 1) % 10;
  checker.check(edited(seeded, String(digit)), 'geojson');
  read = checker.lastRead;
});
console.log(`one-line edit checked again              ${ms(recheck)}   goal < 50 ms    (${read} feature read again)`);
